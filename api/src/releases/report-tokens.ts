import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token is made in one window and accepted in it and the next: it lives 10 to 20 minutes. */
export const REPORT_TOKEN_WINDOW_MS = 10 * 60_000;

const windowAt = (nowMs: number): number => Math.floor(nowMs / REPORT_TOKEN_WINDOW_MS);

function mac(secret: string, remote: string, version: string, window: number): string {
  return createHmac('sha256', secret).update(`${remote}\n${version}\n${window}`).digest('base64url').slice(0, 22);
}

/**
 * The token a client-error report about this release must carry: `<window>.<HMAC>`, the same for
 * every page in a window, so it names no visitor and nothing of it is stored.
 */
export function reportToken(secret: string, remote: string, version: string, nowMs = Date.now()): string {
  const window = windowAt(nowMs);
  return `${window}.${mac(secret, remote, version, window)}`;
}

/** True for a token this server made for this release in the current or the previous window. */
export function isValidReportToken(
  secret: string,
  remote: string,
  version: string,
  token: string,
  nowMs = Date.now(),
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return false;
  const window = Number(match[1]);
  const current = windowAt(nowMs);
  if (window !== current && window !== current - 1) return false;
  const expected = Buffer.from(mac(secret, remote, version, window));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
