import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export type ReplayVerdict = 'fresh' | 'replayed' | 'call-too-old';

export interface ReplayGuardOptions {
  /** Longest a call may last: a request for a call first seen longer ago than this is refused. */
  maxCallMs: number;
  /** How long calls and requests are remembered (at least maxCallMs). */
  memoryMs: number;
  /** Most calls remembered at once; the oldest are forgotten first. */
  maxCalls: number;
  now?: () => number;
}

/**
 * Telephony providers sign a request's URL and parameters but not its time, so a captured signed request
 * would verify forever. This remembers, for a bounded time and number of calls, when each call was first
 * seen and a digest of every request it made: an identical request seen again is a replay, and a request
 * for a call older than any real call is refused. It also lets a call raise at most one emergency alert.
 */
export class ReplayGuard {
  private readonly firstSeen: LRUCache<string, number>;
  private readonly requests: LRUCache<string, true>;
  private readonly alerted: LRUCache<string, true>;
  private readonly now: () => number;

  constructor(private readonly options: ReplayGuardOptions) {
    this.now = options.now ?? Date.now;
    const common = { max: options.maxCalls, ttl: Math.max(options.memoryMs, options.maxCallMs), ttlAutopurge: false };
    this.firstSeen = new LRUCache<string, number>({ ...common, perf: { now: this.now } });
    this.requests = new LRUCache<string, true>({ ...common, max: options.maxCalls * 8, perf: { now: this.now } });
    this.alerted = new LRUCache<string, true>({ ...common, perf: { now: this.now } });
  }

  check(callSid: string, path: string, params: Record<string, unknown>): ReplayVerdict {
    const now = this.now();
    const first = this.firstSeen.get(callSid);
    if (first === undefined) this.firstSeen.set(callSid, now);
    else if (now - first > this.options.maxCallMs) return 'call-too-old';
    const digest = requestDigest(callSid, path, params);
    if (this.requests.has(digest)) return 'replayed';
    this.requests.set(digest, true);
    return 'fresh';
  }

  /** True the first time a call asks to raise an emergency alert, false afterwards. */
  claimAlert(callSid: string): boolean {
    if (this.alerted.has(callSid)) return false;
    this.alerted.set(callSid, true);
    return true;
  }
}

function requestDigest(callSid: string, path: string, params: Record<string, unknown>): string {
  const hash = createHash('sha256').update(callSid).update('\0').update(path);
  for (const key of Object.keys(params).sort()) hash.update('\0').update(key).update('=').update(String(params[key]));
  return hash.digest('base64url');
}
