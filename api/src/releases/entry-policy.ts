/**
 * Where a registered release's entry may point: under one of the release store's base URLs
 * (RELEASE_BASE_URLS; `/releases` by default, the shell's own origin) and there under the
 * remote's own folder, `<base>/<remote>/<plain segments>`. Anything else (another origin,
 * `//host`, `/\host`, dot segments, percent-escapes, another team's folder) is refused.
 */
export interface EntryBase {
  /** `https://cdn.example`, or null for a path on the page's own origin. */
  origin: string | null;
  /** `/releases`: absolute, no trailing slash. */
  path: string;
}

const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,99}$/;
const plainPath = (path: string): boolean => path.split('/').every((s) => SEGMENT.test(s));

/** Reads one configured base (`/releases` or `https://cdn.example/releases`); throws on anything else. */
export function parseEntryBase(base: string): EntryBase {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (!plainPath(trimmed.slice(1))) throw new Error(`release base "${base}" is not a plain path`);
    return { origin: null, path: trimmed };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`release base "${base}" is neither a path nor a URL`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    `${url.origin}${path}` !== trimmed ||
    (path !== '' && !plainPath(path.slice(1)))
  )
    throw new Error(`release base "${base}" must be an http(s) origin with a plain path, nothing else`);
  return { origin: url.origin, path };
}

/** True when `entry` lies in `remote`'s own folder under one of the bases. */
export function isAllowedEntry(entry: string, remote: string, bases: readonly EntryBase[]): boolean {
  return bases.some((base) => {
    const prefix = `${base.origin ?? ''}${base.path}/${remote}/`;
    return entry.startsWith(prefix) && plainPath(entry.slice(prefix.length));
  });
}

/** RELEASE_BASE_URLS: comma-separated bases (default `/releases`), each checked at start-up. */
export function loadReleaseBaseUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const bases = (env.RELEASE_BASE_URLS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const chosen = bases.length > 0 ? bases : ['/releases'];
  for (const base of chosen) parseEntryBase(base);
  return chosen;
}
