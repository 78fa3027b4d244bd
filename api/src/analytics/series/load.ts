import { dayString, utcDateOf, MS_PER_DAY } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import type { PlaceKey } from '../places/places';
import type { DailyCountRow } from '@healthwatch/outbreak-engine';

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
    [place, dayString(sinceDay)],
  );
  const rows: DailyCountRow[] = [];
  for (const r of res.rows) {
    const days = r.days;
    const counts = r.counts;
    for (let i = 0; i < days.length; i++)
      rows.push({ day: Number(days[i]), illness: r.illness_type, count: Number(counts[i]) });
  }
  return rows;
}

export interface MonthlyRows {
  firstDay: number | null;
  rows: { month: string; illness: string; count: number }[];
}

/**
 * Monthly totals per illness from one epoch day to another (both inclusive),
 * and the first day with a report in that range. Whole months come from
 * analytics_place_monthly (migration 0201); the days of the first, partial
 * month and of the current month are summed from the daily aggregate, so a
 * report dated after `untilDay` (a wrong clock, a future-dated insert) is
 * never counted, as on every other endpoint. One round trip.
 */
export async function loadMonthlyRows(
  db: Queryable,
  place: PlaceKey,
  sinceDay: number,
  untilDay: number,
): Promise<MonthlyRows> {
  const since = new Date(sinceDay * MS_PER_DAY);
  const until = new Date(untilDay * MS_PER_DAY);
  const firstWholeMonth =
    since.getUTCDate() === 1 ? since : new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 1));
  const lastMonthStart = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), 1));
  // Whole months are [firstWholeMonth, lastMonthStart); days outside that come from the daily table.
  const wholeEnd = lastMonthStart < firstWholeMonth ? firstWholeMonth : lastMonthStart;
  const res = await db.query<{ month: string; illness_type: string; count: number; first_day: number | null }>(
    `WITH m AS (
       SELECT to_char(month, 'YYYY-MM') AS month, illness_type, count
         FROM analytics_place_monthly
        WHERE place = $1 AND month >= $3::date AND month < $4::date AND count > 0
       UNION ALL
       SELECT to_char(day, 'YYYY-MM'), illness_type, sum(count)::int
         FROM analytics_place_daily
        WHERE place = $1 AND day >= $2::date AND day <= $5::date AND (day < $3::date OR day >= $4::date) AND count > 0
        GROUP BY 1, 2
     )
     SELECT m.month, m.illness_type, sum(m.count)::int AS count,
            (SELECT (min(day) - DATE '1970-01-01')::int FROM analytics_place_daily
              WHERE place = $1 AND day >= $2::date AND day <= $5::date AND count > 0) AS first_day
       FROM m
      GROUP BY m.month, m.illness_type
      ORDER BY m.month, m.illness_type`,
    [place, dayString(sinceDay), utcDateOf(firstWholeMonth), utcDateOf(wholeEnd), dayString(untilDay)],
  );
  const rows = res.rows.map((r) => ({ month: r.month, illness: r.illness_type, count: Number(r.count) }));
  const firstDay = res.rows.length > 0 && res.rows[0]!.first_day !== null ? Number(res.rows[0]!.first_day) : null;
  return { firstDay, rows };
}
