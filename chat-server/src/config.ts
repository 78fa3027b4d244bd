import { devOrigins } from '@healthwatch/contracts/runtime/suite';
import { suiteFromEnv } from '@healthwatch/contracts/runtime/suite-file';
import type { ChatServerOptions } from './create-chat-server';
import { parseTrustProxy } from './protection/client-address';
import { DEFAULT_CONNECTION_LIMITS } from './protection/connection-guard';
import { parseOrigins } from './protection/origins';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './protection/rate-limits';

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

/** The server's settings from the environment; every limit is documented in the README's table. */
export function optionsFromEnv(env: Env = process.env): ChatServerOptions {
  const d = DEFAULT_RATE_LIMITS;
  const per10s = (name: string, fallback: number) => ({ points: positiveInt(env, name, fallback), durationSec: 10 });
  const rateLimits: RateLimitOptions = {
    ...d,
    messages: {
      socket: d.messages.socket,
      identity: per10s('CHAT_MESSAGES_PER_IDENTITY', d.messages.identity.points),
      address: per10s('CHAT_MESSAGES_PER_ADDRESS', d.messages.address.points),
    },
    joins: { ...d.joins, address: per10s('CHAT_JOINS_PER_ADDRESS', d.joins.address.points) },
  };
  return {
    allowedOrigins: parseOrigins(env.CORS_ORIGINS, devOrigins(suiteFromEnv(env))),
    redisUrl: env.REDIS_URL || undefined,
    ...(env.REDIS_KEY_PREFIX?.trim() ? { redisKeyPrefix: env.REDIS_KEY_PREFIX.trim() } : {}),
    rateLimits,
    connectionLimits: {
      perAddress: positiveInt(env, 'CHAT_CONNECTIONS_PER_ADDRESS', DEFAULT_CONNECTION_LIMITS.perAddress),
      total: positiveInt(env, 'CHAT_MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.total),
    },
    recoveryWindowMs: positiveInt(env, 'CHAT_RECOVERY_WINDOW_MS', 2 * 60_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
