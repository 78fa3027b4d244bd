import { OPEN_DATA_TOTAL, type OpenDataRow } from '@healthwatch/contracts';
import type { RegionDay } from './region-days';
import { suppressGroup } from './suppression';

/** The rows published for one region-day: each non-zero illness, then the total, suppressed as the rules say. */
export function publishedRows(group: RegionDay): OpenDataRow[] {
  const s = suppressGroup({ cells: group.cells });
  const base = { country: group.country, region: group.region, day: group.day };
  const rows: OpenDataRow[] = s.cells
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => ({ ...base, illness: c.key, count: c.suppressed ? null : c.count, suppressed: c.suppressed }));
  rows.push({
    ...base,
    illness: OPEN_DATA_TOTAL,
    count: s.totalSuppressed ? null : s.total,
    suppressed: s.totalSuppressed,
  });
  return rows;
}

export const CSV_HEADER = 'country,region,day,illness,count,suppressed\r\n';

/**
 * RFC 4180 quoting; a text cell a spreadsheet would run as a formula
 * (=, +, -, @ first) is prefixed with an apostrophe, as OWASP advises for CSV
 * downloads (region names can come from an online geocoder).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(row: OpenDataRow): string {
  return `${row.country},${csvCell(row.region)},${row.day},${row.illness},${row.count ?? ''},${row.suppressed}\r\n`;
}

export interface Centre {
  latitude: number;
  longitude: number;
}

/** A GeoJSON Feature (RFC 7946: longitude first); no geometry where the region has no safe centre. */
export function geoJsonFeature(row: OpenDataRow, centre: Centre | undefined): string {
  const geometry = centre ? { type: 'Point', coordinates: [round(centre.longitude), round(centre.latitude)] } : null;
  return JSON.stringify({ type: 'Feature', geometry, properties: row });
}

const round = (n: number) => Math.round(n * 1e3) / 1e3;
