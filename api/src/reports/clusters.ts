import { utcDateOf, type MapFilters } from '@healthwatch/contracts';
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

/** A legacy `since` instant narrows `from` to its UTC day. */
export function withSince(filters: MapFilters, since: Date | null): MapFilters {
  if (!since) return filters;
  const day = utcDateOf(since);
  return { ...filters, from: filters.from && filters.from > day ? filters.from : day };
}
