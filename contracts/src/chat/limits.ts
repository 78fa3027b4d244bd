/** Chat limits (docs/SPEC.md §5, §9). */
export const CHAT_NICKNAME_MAX = 40;
export const CHAT_MESSAGE_MAX = 1000;
/** How many recent messages a client receives on joining a room. */
export const CHAT_HISTORY_LIMIT = 50;
/** A user whose heartbeat is older than this is treated as gone (three missed refreshes). */
export const PRESENCE_STALE_MS = 15_000;
/** How long a client waits for an acknowledgement before treating the send as failed. */
export const CHAT_ACK_TIMEOUT_MS = 5_000;

/**
 * Names the server speaks as; a visitor may not pose as it. Compared without case, spaces or
 * compatibility look-alikes ("ＳＹＳＴＥＭ", "Sys tem").
 */
const RESERVED_NICKNAMES = new Set(['system', 'healthwatch', 'admin', 'moderator']);

// Control characters (C0, DEL, C1) and the invisible format characters that reorder or hide text
// (bidi embeddings/overrides/isolates, zero-width joiners, BOM): a nickname holding them can render
// as someone else's, so they are refused rather than stripped.
const NICKNAME_FORBIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
// Messages may hold line breaks and tabs; the other controls and the reordering characters are refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Lone surrogates cannot be encoded as UTF-8: stores and other clients would see U+FFFD or fail. */
function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

export function isReservedNickname(nickname: string): boolean {
  return RESERVED_NICKNAMES.has(nickname.normalize('NFKC').replace(/\s+/gu, '').toLowerCase());
}

/** Trims a nickname; null when blank, too long, reserved, or holding control or invisible characters. */
export function normalizeNickname(raw: string): string | null {
  if (!isWellFormed(raw)) return null;
  const trimmed = raw.normalize('NFC').trim();
  if (trimmed.length < 1 || trimmed.length > CHAT_NICKNAME_MAX) return null;
  if (NICKNAME_FORBIDDEN.test(trimmed) || isReservedNickname(trimmed)) return null;
  return trimmed;
}

/** Trims a message; null when blank, too long, or holding controls other than line breaks and tabs. */
export function normalizeMessageText(raw: string): string | null {
  if (!isWellFormed(raw)) return null;
  const trimmed = raw.trim();
  if (trimmed.length < 1 || trimmed.length > CHAT_MESSAGE_MAX) return null;
  return MESSAGE_FORBIDDEN.test(trimmed) ? null : trimmed;
}
