import type { FastifyInstance } from 'fastify';
import { LruTtlCache } from '../cache/lru-ttl-cache';

export interface RefusalTarpitConfig {
  /** Refusals an address may earn inside the window before its refusals are answered late. */
  free: number;
  /** The longest a refusal is held back (ms); 0 turns the tarpit off. */
  maxDelayMs: number;
  /** Quiet time after which an address's refusals are forgotten (ms). */
  windowMs: number;
}

/** Statuses that mean "your input is wrong": the ones a flood of bad requests earns. */
const BAD_INPUT = new Set([400, 413, 415, 422]);
const FIRST_DELAY_MS = 10;

/**
 * How long the n-th refusal inside the window waits: nothing while it is free, then 10 ms doubling
 * up to the cap. A visitor who mistypes a postal code a few times never notices; a client that
 * sends refused requests back to back is slowed to about one per `maxDelayMs` per connection.
 */
export function refusalDelayMs(refusals: number, config: RefusalTarpitConfig): number {
  if (config.maxDelayMs <= 0 || refusals <= config.free) return 0;
  const doublings = Math.min(30, refusals - config.free - 1);
  return Math.min(config.maxDelayMs, FIRST_DELAY_MS * 2 ** doublings);
}

/**
 * Answers bad-input refusals late once an address keeps earning them. A refusal is cheap, but a
 * client can ask for thousands a second and take the event loop (and, with PGlite, the database)
 * from everyone else: holding its answers back slows its own next request, because a client
 * waits for an answer before it reuses a connection, while good requests from the same address
 * are never delayed. Counted per client address (`request.ip`, so behind a proxy per client with
 * TRUST_PROXY), in a bounded least-recently-used map that keeps no address longer than the window.
 */
export function registerRefusalTarpit(app: FastifyInstance, config: RefusalTarpitConfig): void {
  if (config.maxDelayMs <= 0) return;
  const refusals = new LruTtlCache<number>({ maxEntries: 10_000, ttlMs: config.windowMs });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!BAD_INPUT.has(reply.statusCode)) return payload;
    const count = (refusals.get(request.ip) ?? 0) + 1;
    refusals.set(request.ip, count);
    const delay = refusalDelayMs(count, config);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return payload;
  });
}
