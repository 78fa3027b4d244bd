import type { Queryable } from '../../db/database';
import type { PlaceKey } from '../places/places';
import { isoDay, type DailyCountRow } from './daily-series';

/** Aggregate rows for a place since an epoch day (one row per day and illness; a few thousand at most). */
export async function loadDailyRows(db: Queryable, place: PlaceKey, sinceDay: number): Promise<DailyCountRow[]> {
  const res = await db.query<{ day: number; illness_type: string; count: number }>(
    `SELECT (day - DATE '1970-01-01')::int AS day, illness_type, count::int AS count
       FROM analytics_place_daily
      WHERE place = $1 AND day >= $2::date
      ORDER BY day`,
    [place, isoDay(sinceDay)],
  );
  return res.rows.map((r) => ({ day: Number(r.day), illness: r.illness_type, count: Number(r.count) }));
}

export interface MonthlyRows {
  firstDay: number | null;
  rows: { month: string; illness: string; count: number }[];
}

export async function loadMonthlyRows(db: Queryable, place: PlaceKey, sinceDay: number): Promise<MonthlyRows> {
  const res = await db.query<{ month: string; illness_type: string; count: number; first_day: number }>(
    `SELECT to_char(day, 'YYYY-MM') AS month, illness_type, sum(count)::int AS count,
            (min(day) - DATE '1970-01-01')::int AS first_day
       FROM analytics_place_daily
      WHERE place = $1 AND day >= $2::date
      GROUP BY 1, 2
      ORDER BY 1`,
    [place, isoDay(sinceDay)],
  );
  const firstDay = res.rows.length ? Math.min(...res.rows.map((r) => Number(r.first_day))) : null;
  return { firstDay, rows: res.rows.map((r) => ({ month: r.month, illness: r.illness_type, count: Number(r.count) })) };
}

/** A cheap change detector for caching: any insert or delete changes the count or the last day. */
export function fingerprint(rows: readonly DailyCountRow[]): string {
  let total = 0;
  let last = 0;
  for (const r of rows) {
    total += r.count;
    if (r.day > last) last = r.day;
  }
  return `${rows.length}:${total}:${last}`;
}
