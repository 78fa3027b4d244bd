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
export const clockHour = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export interface PassClaim {
  /** The clock hour claimed (UTC). */
  hour: Date;
  /** Marks the hour's pass done at `at`, so it is never taken over. */
  finish(at: Date): Promise<void>;
}

/**
 * Claims the clock hour of `at` for one area pass, across every API process
 * on this database (migration 1010). Resolves null when another process holds
 * the hour: it has run that hour's pass or is running it. The claim is one
 * upsert, so two processes asking at once cannot both win. Times are the
 * caller's clock, the same clock the pass reads "today" from.
 */
export async function claimPassHour(db: Queryable, at: Date): Promise<PassClaim | null> {
  const hour = clockHour(at);
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
