import { dayString } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import type { DailyCountRow } from '@healthwatch/outbreak-engine';
import type { MonthlyRows } from '../series/load';

/** An area's postal keys, as the worker's index holds them. */
export interface AreaKeys {
  country: string;
  keys: string[];
}

/** An area's daily rows per illness since an epoch day, summed over its postal keys (one query, one row per illness). */
export async function loadAreaDailyRows(db: Queryable, area: AreaKeys, sinceDay: number): Promise<DailyCountRow[]> {
  const res = await db.query<{ illness_type: string; days: number[]; counts: number[] }>(
    `SELECT illness_type, array_agg(d ORDER BY d) AS days, array_agg(n ORDER BY d) AS counts
       FROM (SELECT illness_type, (day - DATE '1970-01-01')::int AS d, sum(count)::int AS n
               FROM analytics_postal_daily
              WHERE country = $1 AND postal_key = ANY($2::text[]) AND day >= $3::date
              GROUP BY 1, 2) s
      GROUP BY illness_type`,
    [area.country, area.keys, dayString(sinceDay)],
  );
  const rows: DailyCountRow[] = [];
  for (const r of res.rows)
    for (let i = 0; i < r.days.length; i++)
      rows.push({ day: Number(r.days[i]), illness: r.illness_type, count: Number(r.counts[i]) });
  return rows;
}

/** Monthly totals per illness of an area between two epoch days (inclusive), as loadMonthlyRows gives a place's. */
export async function loadAreaMonthlyRows(
  db: Queryable,
  area: AreaKeys,
  sinceDay: number,
  untilDay: number,
): Promise<MonthlyRows> {
  const res = await db.query<{ month: string; illness_type: string; count: number; first_day: number }>(
    `SELECT to_char(day, 'YYYY-MM') AS month, illness_type, sum(count)::int AS count,
            (min(day) - DATE '1970-01-01')::int AS first_day
       FROM analytics_postal_daily
      WHERE country = $1 AND postal_key = ANY($2::text[]) AND day >= $3::date AND day <= $4::date AND count > 0
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [area.country, area.keys, dayString(sinceDay), dayString(untilDay)],
  );
  const rows = res.rows.map((r) => ({ month: r.month, illness: r.illness_type, count: Number(r.count) }));
  const firstDay = res.rows.length > 0 ? Math.min(...res.rows.map((r) => Number(r.first_day))) : null;
  return { firstDay, rows };
}
