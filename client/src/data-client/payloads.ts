import {
  type ClusterGroup,
  contentLocaleOf,
  type ClusterRow,
  decodeClusters,
  decodeClustersDelta,
  decodeTimelineDelta,
  type GeocodeResult,
  type HealthStat,
  type HealthTip,
  type TimelineResponse,
} from '@healthwatch/contracts';

type Loose = Record<string, unknown>;

export const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** API answers wrap their payload in `{ data }`; a bare payload is accepted too. */
export function unwrapData(body: unknown): unknown {
  return isObject(body) && 'data' in body ? body.data : body;
}

export function parseGeocodeResult(body: unknown): GeocodeResult | null {
  const v = unwrapData(body);
  if (!isObject(v)) return null;
  const latitude = finite(v.latitude);
  const longitude = finite(v.longitude);
  const countryCode = text(v.countryCode) ?? text(v.country_code);
  if (latitude === null || longitude === null || countryCode === null) return null;
  const result: GeocodeResult = {
    city: text(v.city) ?? '',
    state: text(v.state) ?? '',
    country: text(v.country) ?? countryCode,
    countryCode,
    latitude,
    longitude,
    attribution: text(v.attribution) ?? '',
  };
  const matched = text(v.matchedCode);
  if (matched !== null) result.matchedCode = matched;
  return result;
}

export function parseTip(body: unknown): HealthTip | null {
  const v = unwrapData(body);
  if (!isObject(v)) return null;
  const content = text(v.content);
  if (!content) return null;
  return { content, source: text(v.source), locale: contentLocaleOf(text(v.locale)) };
}

/** The flat integers of a delta-encoded answer (ClustersDeltaResponse, TimelineDeltaResponse), or null. */
function deltaCells(body: Loose): number[] | null {
  if (body.encoding !== 'delta' || !Array.isArray(body.cells)) return null;
  return body.cells.every((n) => Number.isSafeInteger(n)) ? (body.cells as number[]) : null;
}

/**
 * The cells of a clusters answer (ClustersResponse rows, or the delta
 * encoding the client asks for), rows that are not four finite numbers with
 * a count dropped; a delta answer holding anything but integers is empty.
 */
export function parseClusters(body: unknown): ClusterGroup[] {
  if (!isObject(body) || !Array.isArray(body.cells) || typeof body.precision !== 'number') return [];
  const illnesses = Array.isArray(body.illnesses) ? body.illnesses.map((i) => (typeof i === 'string' ? i : '')) : [];
  const delta = deltaCells(body);
  const rows: unknown[] =
    body.encoding === 'delta'
      ? delta
        ? decodeClustersDelta({ precision: body.precision, encoding: 'delta', illnesses, cells: delta }).cells
        : []
      : body.cells;
  const cells = rows.filter(
    (c): c is ClusterRow =>
      Array.isArray(c) && c.length === 4 && c.every((n) => typeof n === 'number' && Number.isFinite(n)) && c[2] > 0,
  );
  return decodeClusters({ precision: body.precision, illnesses, cells });
}

const STAT_LABELS: Record<string, string> = {
  activeCases: 'Active Cases',
  recovered: 'Recovered',
  underMonitoring: 'Under Monitoring',
};

/**
 * Reads the docs/SPEC.md §2 statistics from the API's `{ activeCases, recovered,
 * underMonitoring, ... }` (or a list of `{key,label,value,definition}`); only
 * figures that arrived are returned, never defaults.
 */
export function parseStats(body: unknown): HealthStat[] {
  const v = unwrapData(body);
  const entries: [string, unknown][] = Array.isArray(v)
    ? v.map((item, i): [string, unknown] => [isObject(item) ? (text(item.key) ?? String(i)) : String(i), item])
    : isObject(v)
      ? Object.keys(STAT_LABELS).map((key): [string, unknown] => [key, v[key]])
      : [];
  const stats: HealthStat[] = [];
  for (const [key, item] of entries) {
    if (!isObject(item)) continue;
    const value = finite(item.value);
    const label = text(item.label) ?? STAT_LABELS[key] ?? null;
    if (value === null || label === null) continue;
    stats.push({ key, label, value, definition: text(item.definition) ?? '' });
  }
  return stats;
}

/**
 * A timeline answer (rows, or the delta encoding the client asks for), rows
 * with anything but five finite numbers dropped; null when it is no timeline.
 */
export function parseTimeline(body: unknown): TimelineResponse | null {
  if (!isObject(body) || !Array.isArray(body.cells) || !Array.isArray(body.illnesses)) return null;
  const { precision, first, days } = body;
  if (typeof precision !== 'number' || typeof first !== 'string' || typeof days !== 'number') return null;
  let rows: unknown[] = body.cells;
  if (body.encoding === 'delta') {
    const delta = deltaCells(body);
    if (!delta) return null;
    rows = decodeTimelineDelta({ precision, encoding: 'delta', first, days, illnesses: [], cells: delta }).cells;
  }
  const cells = rows.filter(
    (c): c is number[] =>
      Array.isArray(c) && c.length === 5 && c.every((n) => typeof n === 'number' && Number.isFinite(n)),
  );
  const illnesses = body.illnesses.filter((i): i is string => typeof i === 'string');
  return { precision, first, days, illnesses, cells };
}
