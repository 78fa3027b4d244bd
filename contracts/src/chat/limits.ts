/** Chat limits (issue 5 / docs/SPEC.md §5, §9). */
export const CHAT_NICKNAME_MAX = 40;
export const CHAT_MESSAGE_MAX = 1000;
/** How many recent messages a client receives on joining a room. */
export const CHAT_HISTORY_LIMIT = 50;
/** A user whose heartbeat is older than this is treated as gone (three missed refreshes). */
export const PRESENCE_STALE_MS = 15_000;
/** How long a client waits for an acknowledgement before treating the send as failed. */
export const CHAT_ACK_TIMEOUT_MS = 5_000;

/** Trims a nickname; null when blank or too long. */
export function normalizeNickname(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed.length >= 1 && trimmed.length <= CHAT_NICKNAME_MAX ? trimmed : null;
}

/** Trims a message; null when blank or too long. */
export function normalizeMessageText(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed.length >= 1 && trimmed.length <= CHAT_MESSAGE_MAX ? trimmed : null;
}
