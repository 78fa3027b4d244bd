import { VITAL_METRICS, type VitalMetric, type VitalRoute } from '@healthwatch/contracts';
import type { Queryable } from '../db/database';

/** Adds one page view to each named metric's bucket for today (UTC); one statement, no row per beacon. */
export async function addToHistograms(
  db: Queryable,
  route: VitalRoute,
  buckets: ReadonlyArray<{ metric: VitalMetric; bucket: number }>,
): Promise<void> {
  if (buckets.length === 0) return;
  await db.query(
    `INSERT INTO web_vitals_daily (day, route, metric, bucket, views)
     SELECT (now() AT TIME ZONE 'UTC')::date, $1, m, b, 1 FROM unnest($2::text[], $3::smallint[]) AS u(m, b)
     ON CONFLICT (day, route, metric, bucket) DO UPDATE SET views = web_vitals_daily.views + 1`,
    [route, buckets.map((b) => b.metric), buckets.map((b) => b.bucket)],
  );
}

export interface HistogramRow {
  route: VitalRoute;
  metric: VitalMetric;
  bucket: number;
  views: number;
}

/** Each route's and metric's counts by bucket over the last `days` days (today included). */
export async function readHistograms(db: Queryable, days: number): Promise<HistogramRow[]> {
  const res = await db.query<{ route: VitalRoute; metric: string; bucket: number; views: string | number }>(
    `SELECT route, metric, bucket, sum(views) AS views FROM web_vitals_daily
     WHERE day > (now() AT TIME ZONE 'UTC')::date - $1::int
     GROUP BY route, metric, bucket`,
    [days],
  );
  return res.rows
    .filter((r): r is typeof r & { metric: VitalMetric } => (VITAL_METRICS as readonly string[]).includes(r.metric))
    .map((r) => ({ route: r.route, metric: r.metric, bucket: Number(r.bucket), views: Number(r.views) }));
}

/** Drops days older than the window; returns how many rows went. */
export async function pruneHistograms(db: Queryable, days: number): Promise<number> {
  const res = await db.query(`DELETE FROM web_vitals_daily WHERE day <= (now() AT TIME ZONE 'UTC')::date - $1::int`, [
    days,
  ]);
  return res.rowCount;
}
