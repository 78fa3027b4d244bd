import type { IncomingMessage } from 'node:http';

/** Local development origins (shell and remotes) used when CORS_ORIGINS is not set. */
export const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export function parseOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return DEFAULT_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * Browsers always send Origin on WebSocket upgrades and cross-origin requests; a request without one
 * comes from a non-browser client, which an allow-list cannot restrain anyway.
 */
export function isOriginAllowed(allowList: readonly string[], origin: string | undefined): boolean {
  if (origin === undefined) return true;
  return allowList.includes('*') || allowList.includes(origin);
}

export function requestOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  return Array.isArray(origin) ? origin[0] : origin;
}
