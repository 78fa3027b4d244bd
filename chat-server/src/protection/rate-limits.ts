import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimit {
  points: number;
  durationSec: number;
}
export interface RateLimitOptions {
  messages: RateLimit;
  joins: RateLimit;
  other: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  messages: { points: 10, durationSec: 10 },
  joins: { points: 10, durationSec: 10 },
  // Heartbeats arrive every 5 s; this leaves room for retries but not for floods.
  other: { points: 20, durationSec: 10 },
};

export type LimiterKind = keyof RateLimitOptions;
export type Limiters = Record<LimiterKind, RateLimiterMemory>;

export function createLimiters(options: RateLimitOptions): Limiters {
  const make = ({ points, durationSec }: RateLimit) => new RateLimiterMemory({ points, duration: durationSec });
  return { messages: make(options.messages), joins: make(options.joins), other: make(options.other) };
}

/** Takes one point for the key; false when the budget is spent. */
export async function allow(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (result) {
    if (result instanceof RateLimiterRes) return false;
    throw result;
  }
}
