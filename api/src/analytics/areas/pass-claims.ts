import type { Queryable } from '../../db/database';

const HOUR_MS = 3_600_000;
/**
 * An unfinished claim older than this is taken to belong to a process that
 * died mid-pass. A pass over 1,000,000 reports takes about 12 s, so a live
 * one is never taken over, and a dead one delays the hour's pass by at most
 * this much, not by an hour.
 */
export const STALE_CLAIM_MS = 15 * 60_000;
/** Claims are kept a week, for reading when passes ran. */
const KEEP_MS = 7 * 24 * HOUR_MS;

/** The start of the UTC clock hour that holds `at`. */
export const clockHour = (at: Date): Date => clockSlot(at, HOUR_MS);

/** The start of the pass slot (`slotMs` long, counted from the epoch) that holds `at`. */
export const clockSlot = (at: Date, slotMs: number): Date => new Date(Math.floor(at.getTime() / slotMs) * slotMs);

export interface PassClaim {
  /** The clock hour claimed (UTC). */
  hour: Date;
  /** Marks the hour's pass done at `at`, so it is never taken over. */
  finish(at: Date): Promise<void>;
}

/**
 * Claims the pass slot of `at` (the clock hour by default; AREA_PASS_INTERVAL_SECONDS long when set) for one
 * area pass, across every API process on this database (migration 1010: its `hour` column holds the slot's
 * start). Resolves null when another process holds the slot: it has run that slot's pass or is running it. The
 * claim is one upsert, so two processes asking at once cannot both win. Times are the caller's clock, the same
 * clock the pass reads "today" from. Every process sharing a database must use the same interval.
 */
export async function claimPassHour(db: Queryable, at: Date, slotMs = HOUR_MS): Promise<PassClaim | null> {
  const hour = clockSlot(at, slotMs);
  const res = await db.query<{ hour: Date | string }>(
    `INSERT INTO analytics_area_pass_hours AS h (hour, claimed_at) VALUES ($1::timestamptz, $2::timestamptz)
     ON CONFLICT (hour) DO UPDATE SET claimed_at = excluded.claimed_at
       WHERE h.finished_at IS NULL AND h.claimed_at < $3::timestamptz
     RETURNING hour`,
    [hour.toISOString(), at.toISOString(), new Date(at.getTime() - STALE_CLAIM_MS).toISOString()],
  );
  if (res.rows.length === 0) return null;
  await db.query('DELETE FROM analytics_area_pass_hours WHERE hour < $1::timestamptz', [
    new Date(hour.getTime() - KEEP_MS).toISOString(),
  ]);
  return {
    hour,
    async finish(done) {
      // Only this claim: one taken over since is the other process's to finish.
      await db.query(
        'UPDATE analytics_area_pass_hours SET finished_at = $2::timestamptz WHERE hour = $1::timestamptz AND claimed_at = $3::timestamptz',
        [hour.toISOString(), done.toISOString(), at.toISOString()],
      );
    },
  };
}
