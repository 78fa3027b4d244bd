import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';

export type ReplayVerdict = 'fresh' | 'replayed' | 'call-too-old';

export interface ReplayGuardOptions {
  /** Longest a call may last: a request for a call first seen longer ago than this is refused. */
  maxCallMs: number;
  /** How long a call is remembered (at least maxCallMs): a replay after this is no longer recognised. */
  callMemoryMs: number;
  now?: () => number;
}

/** Forgotten rows are deleted at most this often. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Telephony providers sign a request's URL and parameters but not its time, so a captured signed request
 * would verify forever. This remembers when each call was first seen and a digest of every request it
 * made: an identical request seen again is a replay, and a request for a call older than any real call
 * is refused. It also lets a call raise at most one emergency alert. Kept in the database, so every API
 * process behind a load balancer refuses a replay another one has answered (each statement is atomic).
 */
export class ReplayGuard {
  private readonly now: () => number;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Queryable,
    private readonly options: ReplayGuardOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async check(callSid: string, path: string, params: Record<string, unknown>): Promise<ReplayVerdict> {
    const now = this.now();
    await this.pruneNowAndThen(now);
    // A no-op update so that RETURNING also answers for a call already known.
    const call = await this.db.query<{ first_seen_ms: string }>(
      `INSERT INTO voice_calls (call_key, first_seen_ms) VALUES ($1, $2)
       ON CONFLICT (call_key) DO UPDATE SET call_key = EXCLUDED.call_key
       RETURNING first_seen_ms`,
      [callKey(callSid), now],
    );
    if (now - Number(call.rows[0]!.first_seen_ms) > this.options.maxCallMs) return 'call-too-old';
    const request = await this.db.query(
      'INSERT INTO voice_requests (digest, seen_ms) VALUES ($1, $2) ON CONFLICT (digest) DO NOTHING RETURNING digest',
      [requestDigest(callSid, path, params), now],
    );
    return request.rowCount === 0 ? 'replayed' : 'fresh';
  }

  /** True the first time a call asks to raise an emergency alert, false afterwards. */
  async claimAlert(callSid: string): Promise<boolean> {
    const claimed = await this.db.query(
      `INSERT INTO voice_calls (call_key, first_seen_ms, alerted) VALUES ($1, $2, true)
       ON CONFLICT (call_key) DO UPDATE SET alerted = true WHERE NOT voice_calls.alerted
       RETURNING call_key`,
      [callKey(callSid), this.now()],
    );
    return claimed.rowCount === 1;
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    // A request older than the longest call is refused as call-too-old while its call is remembered.
    await this.db.query('DELETE FROM voice_requests WHERE seen_ms < $1', [now - this.options.maxCallMs]);
    const memory = Math.max(this.options.callMemoryMs, this.options.maxCallMs);
    await this.db.query('DELETE FROM voice_calls WHERE first_seen_ms < $1', [now - memory]);
  }
}

function callKey(callSid: string): string {
  return createHash('sha256').update(callSid).digest('base64url');
}

function requestDigest(callSid: string, path: string, params: Record<string, unknown>): string {
  const hash = createHash('sha256').update(callSid).update('\0').update(path);
  for (const key of Object.keys(params).sort()) hash.update('\0').update(key).update('=').update(String(params[key]));
  return hash.digest('base64url');
}
