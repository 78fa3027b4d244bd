import type { Cluster } from '@healthwatch/contracts';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors/plugin';

export interface BBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const WORLD: BBox = { west: -180, south: -90, east: 180, north: 90 };

export function parseBBox(raw: string | undefined): BBox {
  if (raw === undefined || raw.trim() === '') return WORLD;
  const parts = raw.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) {
    throw new HttpError(400, 'bbox must be four numbers: west,south,east,north');
  }
  const [west, south, east, north] = parts as [number, number, number, number];
  if (south < -90 || north > 90 || south > north)
    throw new HttpError(400, 'bbox latitudes must satisfy -90 <= south <= north <= 90');
  if (west < -180 || west > 180 || east < -180 || east > 180)
    throw new HttpError(400, 'bbox longitudes must be within -180..180');
  return { west, south, east, north };
}

/**
 * Map clusters from the aggregates only (never symptom_reports): the all-time
 * per-cell totals (with their top illness) when no `since` is given, else the
 * per-day 3-decimal cells from `since`'s UTC day onwards, regrouped to the
 * asked precision. A west > east box crosses the antimeridian.
 *
 * The database builds the JSON array itself: thousands of cells then cross
 * the driver as one value instead of thousands of rows (for PGlite the
 * difference is an order of magnitude).
 */
export async function queryClustersJson(
  db: Queryable,
  bbox: BBox,
  precision: number,
  since: Date | null,
): Promise<string> {
  const lonFilter = bbox.west <= bbox.east ? '(lon_cell BETWEEN $3 AND $4)' : '(lon_cell >= $3 OR lon_cell <= $4)';
  const params: unknown[] = [bbox.south, bbox.north, bbox.west, bbox.east, precision];
  let cells: string;
  if (since === null) {
    cells = `
      SELECT lat_cell AS latitude, lon_cell AS longitude, count::int AS count, top_illness
      FROM report_cell_totals
      WHERE precision = $5 AND lat_cell BETWEEN $1 AND $2 AND ${lonFilter}`;
  } else {
    params.push(since.toISOString().slice(0, 10));
    cells = `
      WITH cells AS (
        SELECT round(lat_cell::numeric, $5)::float8 AS latitude, round(lon_cell::numeric, $5)::float8 AS longitude,
               illness_type, sum(count) AS n
        FROM report_cells_daily
        WHERE day >= $6::date AND lat_cell BETWEEN $1 AND $2 AND ${lonFilter}
        GROUP BY 1, 2, 3
      )
      SELECT latitude, longitude, sum(n)::int AS count,
             (array_agg(illness_type ORDER BY n DESC, illness_type))[1] AS top_illness
      FROM cells GROUP BY latitude, longitude`;
  }
  const res = await db.query<{ clusters: string }>(
    `SELECT coalesce(json_agg(json_build_object('latitude', c.latitude, 'longitude', c.longitude, 'count', c.count,
              'topIllness', c.top_illness)), '[]')::text AS clusters
     FROM (${cells}) c`,
    params,
  );
  return res.rows[0]?.clusters ?? '[]';
}

/** The clusters as objects (tests, tools). */
export async function queryClusters(
  db: Queryable,
  bbox: BBox,
  precision: number,
  since: Date | null,
): Promise<Cluster[]> {
  return JSON.parse(await queryClustersJson(db, bbox, precision, since)) as Cluster[];
}
