import type { Queryable } from '../../db/database';
import { claimSlot, type SlotTable } from '../../db/slot-claims';

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
const PASS_HOURS: SlotTable = {
  table: 'analytics_area_pass_hours',
  key: 'hour',
  type: 'timestamptz',
  staleMs: STALE_CLAIM_MS,
};

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
 * start). Resolves null when another process holds the slot: it has run that slot's pass or is running it.
 * Every process sharing a database must use the same interval.
 */
export async function claimPassHour(db: Queryable, at: Date, slotMs = HOUR_MS): Promise<PassClaim | null> {
  const hour = clockSlot(at, slotMs);
  const finish = await claimSlot(
    db,
    PASS_HOURS,
    hour.toISOString(),
    at,
    new Date(hour.getTime() - KEEP_MS).toISOString(),
  );
  return finish ? { hour, finish } : null;
}
