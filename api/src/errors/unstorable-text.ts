/**
 * Text PostgreSQL cannot hold: NUL (no text type stores it) and unpaired UTF-16 surrogates (they have no
 * UTF-8 encoding). Refused at the door, once for every route, so no query ever fails on them.
 */
export function findUnstorableText(value: unknown, depth = 0): string | null {
  if (depth > 32) return null;
  if (typeof value === 'string') return unstorable(value) ? value : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnstorableText(item, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return key;
      const found = findUnstorableText(item, depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

function unstorable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}
