import { knownIsoWeekStart, utcDateOf } from '@healthwatch/contracts';
import type { Database, Queryable } from '../db/database';
import type { OfficialRow } from './official-csv';

const mondayOf = (week: string) => utcDateOf(knownIsoWeekStart(week));

/** Stores an import in one transaction: a row already there for the area, indicator and week is replaced. */
export async function storeOfficialRows(db: Database, rows: readonly OfficialRow[], source: string): Promise<number> {
  if (rows.length === 0) return 0;
  const payload = rows.map((r) => ({
    area_id: r.areaId,
    week_start: mondayOf(r.week),
    indicator: r.indicator,
    value: r.value,
  }));
  return db.transaction(async (tx) => {
    const result = await tx.query(
      `INSERT INTO official_weekly (area_id, week_start, indicator, value, source)
       SELECT x.area_id, x.week_start, x.indicator, x.value, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(area_id text, week_start date, indicator text, value float8)
       ON CONFLICT (area_id, indicator, week_start)
       DO UPDATE SET value = EXCLUDED.value, source = EXCLUDED.source, imported_at = now()`,
      [JSON.stringify(payload), source],
    );
    return result.rowCount ?? rows.length;
  });
}

/** The indicators loaded for an area, with their source, alphabetically. */
export async function officialIndicators(
  db: Queryable,
  areaId: string,
): Promise<{ indicator: string; source: string }[]> {
  const { rows } = await db.query<{ indicator: string; source: string }>(
    `SELECT indicator, max(source) AS source FROM official_weekly WHERE area_id = $1 GROUP BY indicator ORDER BY indicator`,
    [areaId],
  );
  return rows;
}

/** One official series by week start (YYYY-MM-DD) between two Mondays. */
export async function officialSeries(
  db: Queryable,
  areaId: string,
  indicator: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ week_start: string; value: number }>(
    `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, value FROM official_weekly
     WHERE area_id = $1 AND indicator = $2 AND week_start BETWEEN $3::date AND $4::date`,
    [areaId, indicator, from, to],
  );
  return new Map(rows.map((r) => [r.week_start, Number(r.value)]));
}
