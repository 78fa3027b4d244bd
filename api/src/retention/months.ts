import { utcDateOf } from '@healthwatch/contracts';

/**
 * Which months of raw reports the retention job keeps, adds and drops (issue 36 item 5). Months are UTC
 * calendar months named by their first day ('YYYY-MM-DD'), as symptom_reports' partitions are (1420).
 */

/** Partitions exist for this many months after the current one, so a report never waits for one. */
export const MONTHS_AHEAD = 2;

const MONTH_NAME = /^symptom_reports_(\d{4})_(\d{2})$/;

/** The first day of the UTC month `add` months after the one holding `at`. */
export function monthStart(at: Date, add = 0): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1));
  return utcDateOf(d);
}

/**
 * The first month kept raw: every month before it ended at least `keepMonths` months before `now`, so all of
 * its reports are older than that; the month holding (now − keepMonths) and every later one are kept.
 * null when `keepMonths` is 0 (retention off: every report is kept).
 */
export function retentionCutoff(now: Date, keepMonths: number): string | null {
  if (!Number.isInteger(keepMonths) || keepMonths < 0) throw new Error(`keepMonths must be a whole number ≥ 0`);
  return keepMonths === 0 ? null : monthStart(now, -keepMonths);
}

/** The months of `held` (partition months) due to drop at `cutoff`, oldest first: the job drops them in this order. */
export function dueMonths(held: readonly string[], cutoff: string | null): string[] {
  if (cutoff === null) return [];
  return held.filter((m) => m < cutoff).sort();
}

/** The current month and the MONTHS_AHEAD after it: the partitions that must exist at `now`. */
export function monthsAhead(now: Date, ahead = MONTHS_AHEAD): string[] {
  return Array.from({ length: ahead + 1 }, (_, i) => monthStart(now, i));
}

/** The partition holding month `month` ('2026-11-01' → symptom_reports_2026_11). */
export function partitionName(month: string): string {
  return `symptom_reports_${month.slice(0, 4)}_${month.slice(5, 7)}`;
}

/** The month a partition holds, or null for a table that is not a month (the default partition). */
export function partitionMonth(name: string): string | null {
  const m = MONTH_NAME.exec(name);
  return m ? `${m[1]}-${m[2]}-01` : null;
}

/** The first day after `month`. */
export function nextMonth(month: string): string {
  return monthStart(new Date(`${month}T00:00:00Z`), 1);
}
