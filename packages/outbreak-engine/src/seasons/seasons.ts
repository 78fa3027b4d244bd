import { type IllnessType, ILLNESS_TYPES } from '@healthwatch/contracts';

/**
 * India Meteorological Department seasons: winter Dec–Feb, summer
 * (pre-monsoon) Mar–May, monsoon Jun–Sep, post-monsoon Oct–Nov.
 */
export type Season = 'winter' | 'summer' | 'monsoon' | 'post-monsoon';
export const SEASONS: readonly Season[] = ['winter', 'summer', 'monsoon', 'post-monsoon'];
export const SEASON_MONTHS: Record<Season, readonly number[]> = {
  winter: [12, 1, 2],
  summer: [3, 4, 5],
  monsoon: [6, 7, 8, 9],
  'post-monsoon': [10, 11],
};

/** month: 1–12. */
export function seasonOf(month: number): Season {
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'summer';
  if (month <= 9) return 'monsoon';
  return 'post-monsoon';
}

export interface MonthlyCountRow {
  /** First day of the month, as YYYY-MM. */
  month: string;
  illness: string;
  count: number;
  /** Days of that month the data covers (the first and current months are partial). */
  daysCovered: number;
}

export interface SeasonTotal {
  season: Season;
  months: number[];
  total: number;
  daysCovered: number;
  /** Reports per covered day: seasons differ in length and in how much history covers them. */
  dailyRate: number | null;
  byIllness: Record<IllnessType, number>;
}

export interface IllnessPeak {
  illness: IllnessType;
  season: Season;
  /** Daily rate in the peak season divided by the illness's overall daily rate. */
  ratio: number;
  total: number;
}

export function seasonalTotals(rows: readonly MonthlyCountRow[]): SeasonTotal[] {
  const totals = SEASONS.map((season) => ({
    season,
    months: [...SEASON_MONTHS[season]],
    total: 0,
    daysCovered: 0,
    dailyRate: null as number | null,
    byIllness: Object.fromEntries(ILLNESS_TYPES.map((i) => [i, 0])) as Record<IllnessType, number>,
  }));
  const coveredMonths = new Map<string, number>();
  for (const r of rows) {
    const s = totals[SEASONS.indexOf(seasonOf(Number(r.month.slice(5, 7))))]!;
    s.total += r.count;
    const illness = (ILLNESS_TYPES as readonly string[]).includes(r.illness) ? (r.illness as IllnessType) : 'other';
    s.byIllness[illness] += r.count;
    coveredMonths.set(r.month, r.daysCovered);
  }
  for (const [month, days] of coveredMonths)
    totals[SEASONS.indexOf(seasonOf(Number(month.slice(5, 7))))]!.daysCovered += days;
  for (const s of totals) s.dailyRate = s.daysCovered > 0 ? s.total / s.daysCovered : null;
  return totals;
}

/** How many times its overall daily rate an illness must reach in one season to peak there. */
export const PEAK_RATIO = 1.25;

/**
 * For each illness with at least `minReports` reports, the season with the
 * highest daily rate, when that rate is at least PEAK_RATIO × the illness's overall
 * rate (a real peak, not noise across flat seasons).
 */
export function illnessPeaks(totals: readonly SeasonTotal[], minReports = 20): IllnessPeak[] {
  const peaks: IllnessPeak[] = [];
  const coveredDays = totals.reduce((s, t) => s + t.daysCovered, 0);
  if (coveredDays === 0) return peaks;
  for (const illness of ILLNESS_TYPES) {
    const total = totals.reduce((s, t) => s + t.byIllness[illness], 0);
    if (total < minReports) continue;
    const overall = total / coveredDays;
    let best: SeasonTotal | null = null;
    let bestRate = -1;
    for (const t of totals) {
      if (t.daysCovered === 0) continue;
      const rate = t.byIllness[illness] / t.daysCovered;
      if (rate > bestRate) {
        best = t;
        bestRate = rate;
      }
    }
    if (best && bestRate >= PEAK_RATIO * overall)
      peaks.push({ illness, season: best.season, ratio: bestRate / overall, total });
  }
  return peaks.sort((a, b) => b.total - a.total);
}

/** Seasons the data covers at least 30 days of; fewer than two means no seasonal comparison is possible. */
export function coveredSeasons(totals: readonly SeasonTotal[]): number {
  return totals.filter((t) => t.daysCovered >= 30).length;
}
