import type { MapFilters } from '@healthwatch/contracts';
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
export function withSince(filters: MapFilters, since: Date | null): MapFilters {
  if (!since) return filters;
  const day = since.toISOString().slice(0, 10);
  return { ...filters, from: filters.from && filters.from > day ? filters.from : day };
}
