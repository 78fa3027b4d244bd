import { ILLNESS_TYPES } from '@healthwatch/contracts';
import type { Database } from '../db/database';

/** One region on one UTC day: its non-zero counts per illness. */
export interface RegionDay {
  country: string;
  region: string;
  day: string;
  cells: Map<string, number>;
}

export interface RegionDayRange {
  country?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from: string;
  to: string;
}

interface Row {
  country: string;
  region: string;
  day: string;
  illness_type: string;
  count: number;
}

/**
 * Region-days in (country, region, day) order, read from
 * open_data_region_daily a page at a time by its primary key, so an export
 * of any size holds one page in memory and each query is a short index range
 * (PGlite has one connection: no query may hold it for the whole download).
 */
export async function* readRegionDays(
  db: Database,
  range: RegionDayRange,
  pageRows = 1000,
): AsyncGenerator<RegionDay[], void, undefined> {
  // A region-day has a row per illness at most: a page always holds one whole region-day and the start of the next.
  const limit = Math.max(pageRows, ILLNESS_TYPES.length + 1);
  const params: unknown[] = [range.from, range.to];
  const countryFilter = range.country ? `AND o.country = $${params.push(range.country)}` : '';
  const after = params.length;
  let last: [string, string, string] = ['', '', '0001-01-01'];
  for (;;) {
    const res = await db.query<Row>(
      // Ordered by the table's columns (o.day, not the text alias) so the primary key gives the order.
      `SELECT o.country, o.region, o.day::text AS day, o.illness_type, o.count
       FROM open_data_region_daily o
       WHERE o.day BETWEEN $1::date AND $2::date ${countryFilter}
         AND (o.country, o.region, o.day) > ($${after + 1}, $${after + 2}, $${after + 3}::date)
       ORDER BY o.country, o.region, o.day, o.illness_type
       LIMIT $${after + 4}`,
      [...params, ...last, limit],
    );
    const full = res.rows.length === limit;
    const groups: RegionDay[] = [];
    for (const r of res.rows) {
      let g = groups.at(-1);
      if (!g || g.country !== r.country || g.region !== r.region || g.day !== r.day) {
        g = { country: r.country, region: r.region, day: r.day, cells: new Map() };
        groups.push(g);
      }
      g.cells.set(r.illness_type, Number(r.count));
    }
    // A full page may end inside a region-day: that one is read whole with the next page.
    if (full && groups.length > 1) groups.pop();
    if (groups.length === 0) return;
    yield groups;
    if (!full) return;
    const g = groups.at(-1)!;
    last = [g.country, g.region, g.day];
  }
}

export interface RegionCentre {
  latitude: number;
  longitude: number;
}

/**
 * Each region's centre: the mean of its located reports' postal centroids
 * over all time, only where at least minReports were located (a centre of
 * fewer would point at a handful of postal codes).
 */
export async function readRegionCentres(
  db: Database,
  country: string | undefined,
  minReports: number,
): Promise<Map<string, RegionCentre>> {
  const params: unknown[] = [minReports];
  const countryFilter = country ? `WHERE country = $${params.push(country)}` : '';
  const res = await db.query<{ country: string; region: string; lat: number; lon: number }>(
    `SELECT country, region, sum(lat_sum) / sum(located) AS lat, sum(lon_sum) / sum(located) AS lon
     FROM open_data_region_daily ${countryFilter}
     GROUP BY country, region
     HAVING sum(located) >= $1`,
    params,
  );
  return new Map(
    res.rows.map((r) => [regionKey(r.country, r.region), { latitude: Number(r.lat), longitude: Number(r.lon) }]),
  );
}

export const regionKey = (country: string, region: string) => `${country}\u0000${region}`;

/** The first day any report was stored, or null for an empty database. */
export async function readFirstDay(db: Database): Promise<string | null> {
  const res = await db.query<{ day: string | null }>('SELECT min(day)::text AS day FROM open_data_region_daily');
  return res.rows[0]?.day ?? null;
}
