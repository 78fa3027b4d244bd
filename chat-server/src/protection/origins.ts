import type { IncomingMessage } from 'node:http';

import { devOrigins } from '@healthwatch/contracts/runtime/suite';
import { suiteFromEnv } from '@healthwatch/contracts/runtime/suite-file';

/** Local development origins (shell and remotes, from suite.json) used when CORS_ORIGINS is not set. */
export const DEFAULT_ORIGINS = devOrigins(suiteFromEnv());

export function parseOrigins(value: string | undefined, defaults: string[] = DEFAULT_ORIGINS): string[] {
  if (!value?.trim()) return defaults;
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
