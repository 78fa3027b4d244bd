import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from '../redis-client';

export interface RateLimit {
  points: number;
  durationSec: number;
}

/**
 * One budget per connection, per visitor identity (every socket of one client id shares it) and per
 * network address (every identity behind it shares it). A per-socket budget alone lets a visitor
 * multiply it by opening more sockets.
 */
export interface ScopedLimit {
  socket: RateLimit;
  identity: RateLimit;
  address: RateLimit;
}

export interface RateLimitOptions {
  messages: ScopedLimit;
  joins: ScopedLimit;
  other: ScopedLimit;
}

const per10s = (points: number): RateLimit => ({ points, durationSec: 10 });

/** The same budget at every scope (tests and single-visitor tools). */
export const everyScope = (points: number, durationSec: number): ScopedLimit => ({
  socket: { points, durationSec },
  identity: { points, durationSec },
  address: { points, durationSec },
});

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  // An address may carry a household or an office: three visitors' worth of messages.
  messages: { socket: per10s(10), identity: per10s(10), address: per10s(30) },
  joins: { socket: per10s(10), identity: per10s(20), address: per10s(60) },
  // Heartbeats arrive every 5 s per socket; this leaves room for retries and a few tabs, not for floods.
  other: { socket: per10s(20), identity: per10s(40), address: per10s(200) },
};

export type LimiterKind = keyof RateLimitOptions;
type Scope = keyof ScopedLimit;

/** Who is asking: the socket, its identity once it has joined, and its address's key (never the address). */
export interface Requester {
  socketId: string;
  clientId: string | undefined;
  addressKey: string;
}

export interface Limiters {
  /** Takes one point from every budget that applies; false when any of them is spent. */
  allow(kind: LimiterKind, requester: Requester): Promise<boolean>;
}

/**
 * With Redis, the identity and address budgets are shared by every chat-server process, so a visitor
 * cannot multiply them by landing on several servers; a socket lives on one process, so its budget
 * stays in memory.
 */
export function createLimiters(options: RateLimitOptions, redis?: RedisClient | null, prefix = ''): Limiters {
  const make = (kind: LimiterKind, scope: Scope): RateLimiterAbstract => {
    const { points, durationSec } = options[kind][scope];
    if (redis && scope !== 'socket') {
      return new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix: `${prefix}limit:${kind}:${scope}`,
        points,
        duration: durationSec,
      });
    }
    return new RateLimiterMemory({ points, duration: durationSec });
  };
  const table = Object.fromEntries(
    (Object.keys(options) as LimiterKind[]).map((kind) => [
      kind,
      { socket: make(kind, 'socket'), identity: make(kind, 'identity'), address: make(kind, 'address') },
    ]),
  ) as Record<LimiterKind, Record<Scope, RateLimiterAbstract>>;

  return {
    async allow(kind, { socketId, clientId, addressKey }) {
      const scopes = table[kind];
      const checks = [take(scopes.socket, socketId), take(scopes.address, addressKey)];
      if (clientId) checks.push(take(scopes.identity, clientId));
      return (await Promise.all(checks)).every(Boolean);
    },
  };
}

async function take(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (result) {
    if (result instanceof RateLimiterRes) return false;
    throw result;
  }
}
