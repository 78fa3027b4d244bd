import { ANALYTICS_LOCATIONS, type AreaSummary } from '@healthwatch/contracts';

/** One choice of the location search: a SPEC place or an area of the gazetteer. */
export interface LocationOption {
  /** What the analytics endpoints take as `location`. */
  value: string;
  label: string;
  /** Second line: level, region and country, and the verdict. */
  detail: string;
}

/** Lower case without accents, as the API folds names ("sao" finds São Paulo). */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

const LEVEL = { state: 'State/region', district: 'District/county', city: 'City' } as const;

export function areaLabel(a: Pick<AreaSummary, 'name' | 'level' | 'region' | 'country'>): string {
  return a.level === 'state' ? `${a.name} (${a.country})` : `${a.name}, ${a.region} (${a.country})`;
}

export function areaDetail(a: AreaSummary): string {
  const verdict =
    a.verdict === 'alarm'
      ? `alarm: ${a.alarmIllnesses.map((i) => (i === 'all' ? 'all reports' : i)).join(', ')}`
      : a.verdict;
  return `${LEVEL[a.level]} · ${verdict}`;
}

/**
 * SPEC's five places whose name starts with the query come first (they are
 * the places the page was built for), then the areas the API found, without
 * repeating a place.
 */
export function locationOptions(query: string, areas: readonly AreaSummary[]): LocationOption[] {
  const q = fold(query);
  const places: LocationOption[] = ANALYTICS_LOCATIONS.filter((l) => fold(l).startsWith(q)).map((l) => ({
    value: l,
    label: l,
    detail: 'Featured place',
  }));
  return [...places, ...areas.map((a) => ({ value: a.id, label: areaLabel(a), detail: areaDetail(a) }))];
}

/** The next active option for a key of the combobox pattern, or null to leave it as it is. */
export function moveActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
