import { dayNumber, type MapFilters } from '@healthwatch/contracts';

export interface StatFigures {
  active: number;
  monitoring: number;
  recovered: number;
  total: number;
}

/** Reports on the map matching the filters' illness, symptom and severity over [first, last] (UTC day numbers; null: open). */
export type MapCount = (filters: MapFilters, first: number | null, last: number | null) => Promise<number>;

/**
 * The home statistics of a filtered map (STAT_DEFINITIONS' windows ending `today`, each within the filters' from..to),
 * counted from the map aggregates: what the filtered map shows, so a filter narrows both alike. A window the filters'
 * days do not reach counts 0 without being read.
 */
export async function filteredStats(filters: MapFilters, today: number, count: MapCount): Promise<StatFigures> {
  const from = filters.from ? dayNumber(filters.from) : null;
  const to = filters.to ? dayNumber(filters.to) : null;
  const window = (first: number, last: number, f: MapFilters) => {
    const a = from === null ? first : Math.max(first, from);
    const b = to === null ? last : Math.min(last, to);
    return a > b ? Promise.resolve(0) : count(f, a, b);
  };
  // Under monitoring: the severe reports among the active ones; none when the filter asks for another severity.
  const severe = filters.severity && filters.severity !== 'severe' ? null : { ...filters, severity: 'severe' as const };
  const [active, monitoring, recovered, total] = await Promise.all([
    window(today - 14, today, filters),
    severe ? window(today - 14, today, severe) : Promise.resolve(0),
    window(today - 60, today - 15, filters),
    count(filters, from, to),
  ]);
  return { active, monitoring, recovered, total };
}
