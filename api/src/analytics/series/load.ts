import type { Queryable } from '../../db/database';
import type { PlaceKey } from '../places/places';
import { isoDay, MS_PER_DAY, type DailyCountRow } from './daily-series';

/**
 * Aggregate rows for a place since an epoch day. The database sends one row
 * per illness with its days and counts as arrays (eight rows instead of
 * thousands: row decoding, not the index scan, is what costs).
 */
export async function loadDailyRows(db: Queryable, place: PlaceKey, sinceDay: number): Promise<DailyCountRow[]> {
  const res = await db.query<{ illness_type: string; days: number[]; counts: number[] }>(
    `SELECT illness_type,
            array_agg((day - DATE '1970-01-01')::int ORDER BY day) AS days,
            array_agg(count ORDER BY day) AS counts
       FROM analytics_place_daily
      WHERE place = $1 AND day >= $2::date
      GROUP BY illness_type`,
    [place, isoDay(sinceDay)],
  );
  const rows: DailyCountRow[] = [];
  for (const r of res.rows) {
    const days = r.days;
    const counts = r.counts;
    for (let i = 0; i < days.length; i++) rows.push({ day: Number(days[i]), illness: r.illness_type, count: Number(counts[i]) });
  }
  return rows;
}

export interface MonthlyRows {
  firstDay: number | null;
  rows: { month: string; illness: string; count: number }[];
}

/** Monthly totals per illness, summed here from the daily arrays. */
export async function loadMonthlyRows(db: Queryable, place: PlaceKey, sinceDay: number): Promise<MonthlyRows> {
  const daily = await loadDailyRows(db, place, sinceDay);
  const totals = new Map<string, { month: string; illness: string; count: number }>();
  let firstDay: number | null = null;
  for (const r of daily) {
    if (r.count <= 0) continue;
    firstDay = firstDay === null ? r.day : Math.min(firstDay, r.day);
    const month = new Date(r.day * MS_PER_DAY).toISOString().slice(0, 7);
    const key = `${month}|${r.illness}`;
    const entry = totals.get(key) ?? { month, illness: r.illness, count: 0 };
    entry.count += r.count;
    totals.set(key, entry);
  }
  return { firstDay, rows: [...totals.values()].sort((a, b) => a.month.localeCompare(b.month)) };
}
