import { decodeClusters, ILLNESS_TYPES, isUnfiltered, type Cluster, type MapFilters } from '@healthwatch/contracts';
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
 * difference is an order of magnitude). Each cell is a row
 * [latitude, longitude, count, top illness index into ILLNESS_TYPES, -1 for none]
 * (ClusterRowSchema).
 */
export async function queryClustersJson(
  db: Queryable,
  bbox: BBox,
  precision: number,
  since: Date | null,
  filters: MapFilters = {},
): Promise<string> {
  if (!isUnfiltered(filters)) return queryFilteredClustersJson(db, bbox, precision, since, filters);
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
  params.push([...ILLNESS_TYPES]);
  const res = await db.query<{ clusters: string }>(
    `SELECT ${CELL_ROWS(params.length)} AS clusters FROM (${cells}) c`,
    params,
  );
  return res.rows[0]?.clusters ?? '[]';
}

/** The JSON array of cell rows of `c` (latitude, longitude, count, top_illness); $n = ILLNESS_TYPES. */
const CELL_ROWS = (n: number) =>
  `coalesce(json_agg(json_build_array(c.latitude, c.longitude, c.count,
     coalesce(array_position($${n}::text[], c.top_illness) - 1, -1))), '[]')::text`;

/** The clusters as objects (tests, tools). */
export async function queryClusters(
  db: Queryable,
  bbox: BBox,
  precision: number,
  since: Date | null,
  filters: MapFilters = {},
): Promise<Cluster[]> {
  const cells = JSON.parse(await queryClustersJson(db, bbox, precision, since, filters));
  return decodeClusters({ precision, illnesses: [...ILLNESS_TYPES], cells });
}

/**
 * The FROM/WHERE over the per-day map aggregates (migration 0400) for a box
 * and filters: the per-symptom table when a symptom is asked, else the
 * per-illness-and-severity one. Parameters are appended to `params`.
 */
export function filteredSource(bbox: BBox, filters: MapFilters, params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [`lat_cell BETWEEN ${p(bbox.south)} AND ${p(bbox.north)}`];
  where.push(
    bbox.west <= bbox.east
      ? `lon_cell BETWEEN ${p(bbox.west)} AND ${p(bbox.east)}`
      : `(lon_cell >= ${p(bbox.west)} OR lon_cell <= ${p(bbox.east)})`,
  );
  if (filters.symptom) where.push(`symptom = ${p(filters.symptom)}`);
  if (filters.illness) where.push(`illness_type = ${p(filters.illness)}`);
  if (filters.severity) where.push(`severity = ${p(filters.severity)}`);
  if (filters.from) where.push(`day >= ${p(filters.from)}::date`);
  if (filters.to) where.push(`day <= ${p(filters.to)}::date`);
  return `${filters.symptom ? 'report_map_symptom_daily' : 'report_map_daily'} WHERE ${where.join(' AND ')}`;
}

/** A legacy `since` instant narrows `from` to its UTC day. */
function withSince(filters: MapFilters, since: Date | null): MapFilters {
  if (!since) return filters;
  const day = since.toISOString().slice(0, 10);
  return { ...filters, from: filters.from && filters.from > day ? filters.from : day };
}

async function queryFilteredClustersJson(
  db: Queryable,
  bbox: BBox,
  precision: number,
  since: Date | null,
  filters: MapFilters,
): Promise<string> {
  const params: unknown[] = [precision, [...ILLNESS_TYPES]];
  const source = filteredSource(bbox, withSince(filters, since), params);
  const res = await db.query<{ clusters: string }>(
    `WITH cells AS (
       SELECT round(lat_cell::numeric, $1)::float8 AS latitude, round(lon_cell::numeric, $1)::float8 AS longitude,
              illness_type, sum(count) AS n
       FROM ${source}
       GROUP BY 1, 2, 3
     ), c AS (
       SELECT latitude, longitude, sum(n)::int AS count,
              (array_agg(illness_type ORDER BY n DESC, illness_type))[1] AS top_illness
       FROM cells GROUP BY latitude, longitude
     )
     SELECT ${CELL_ROWS(2)} AS clusters FROM c`,
    params,
  );
  return res.rows[0]?.clusters ?? '[]';
}

/**
 * Per-day counts of each cell and illness in a box over [first, first + days),
 * as compact rows [latitude, longitude, day index, illness index, count]
 * (illness index into ILLNESS_TYPES), built as JSON by the database.
 */
export async function queryTimelineJson(
  db: Queryable,
  bbox: BBox,
  precision: number,
  filters: MapFilters & { from: string; to: string },
): Promise<string> {
  const params: unknown[] = [precision, filters.from, [...ILLNESS_TYPES]];
  const source = filteredSource(bbox, filters, params);
  const res = await db.query<{ cells: string }>(
    `WITH t AS (
       SELECT round(lat_cell::numeric, $1)::float8 AS latitude, round(lon_cell::numeric, $1)::float8 AS longitude,
              (day - $2::date) AS d, array_position($3::text[], illness_type) - 1 AS i, sum(count)::int AS n
       FROM ${source}
       GROUP BY 1, 2, 3, 4
     )
     SELECT coalesce(json_agg(json_build_array(latitude, longitude, d, i, n)), '[]')::text AS cells FROM t`,
    params,
  );
  return res.rows[0]?.cells ?? '[]';
}
