import type { AnalyticsSource, IllnessType, SeasonalResponse } from '@healthwatch/contracts';
import { GUIDANCE } from './knowledge';
import {
  coveredSeasons,
  illnessPeaks,
  SEASON_MONTHS,
  seasonalTotals,
  type MonthlyCountRow,
  type Season,
} from './seasons';

export const MIN_SEASONAL_REPORTS = 50;

const TITLE: Record<Season, string> = {
  winter: 'Winter',
  summer: 'Summer',
  monsoon: 'Monsoon',
  'post-monsoon': 'Post-monsoon',
};

/** Days of each month between firstDay and today (epoch days, inclusive). */
export function monthCoverage(firstDay: number, today: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let d = firstDay; d <= today; d++) {
    const key = new Date(d * 86_400_000).toISOString().slice(0, 7);
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

export function seasonalPatterns(
  rows: readonly Omit<MonthlyCountRow, 'daysCovered'>[],
  firstDay: number | null,
  today: number,
  location: string,
): SeasonalResponse {
  const coverage = firstDay === null ? new Map<string, number>() : monthCoverage(firstDay, today);
  const full: MonthlyCountRow[] = rows.map((r) => ({ ...r, daysCovered: coverage.get(r.month) ?? 0 }));
  // Months with no reports still count as covered days.
  for (const [month, days] of coverage)
    if (!full.some((r) => r.month === month)) full.push({ month, illness: 'unknown', count: 0, daysCovered: days });
  const totals = seasonalTotals(full);
  const total = totals.reduce((s, t) => s + t.total, 0);
  const seasonsCovered = coveredSeasons(totals);
  const seasonalList = totals.map((t) => ({
    season: t.season,
    months: t.months,
    total: t.total,
    daysCovered: t.daysCovered,
    dailyRate: t.dailyRate === null ? null : Math.round(t.dailyRate * 100) / 100,
  }));
  const sources: AnalyticsSource[] = [];
  const addSources = (illness: IllnessType) => {
    for (const s of GUIDANCE[illness].sources) if (!sources.some((x) => x.url === s.url)) sources.push(s);
  };

  if (total < MIN_SEASONAL_REPORTS || seasonsCovered < 2) {
    const known: IllnessType[] = ['dengue', 'malaria'];
    known.forEach(addSources);
    return {
      insights: {
        summary: `${total} report${total === 1 ? '' : 's'} from ${location} covering ${seasonsCovered} season${seasonsCovered === 1 ? '' : 's'}: too little to compare seasons (at least ${MIN_SEASONAL_REPORTS} reports over two seasons are needed).`,
        peakPeriods: [],
        riskFactors: known.map(
          (i) =>
            `Known pattern in India, not yet visible in these reports: ${GUIDANCE[i].label.toLowerCase()} rises during and after the monsoon — ${lower(GUIDANCE[i].riskFactors[0]!)}.`,
        ),
        preventiveMeasures: known.map((i) => `${GUIDANCE[i].label}: ${lower(GUIDANCE[i].preventiveMeasures[0]!)}.`),
        preparation: known.map((i) => `${GUIDANCE[i].label}: ${lower(GUIDANCE[i].preparation[0]!)}.`),
        sources,
      },
      seasonalPatterns: seasonalList,
      location,
      status: 'insufficient data',
    };
  }

  const ranked = totals
    .filter((t) => t.dailyRate !== null && t.daysCovered >= 30)
    .sort((a, b) => b.dailyRate! - a.dailyRate!);
  const top = ranked[0]!;
  const peaks = illnessPeaks(totals);
  const peakPeriods = [
    `${TITLE[top.season]} (${SEASON_MONTHS[top.season]}) has the most reports per day: ${top.dailyRate!.toFixed(1)} (${top.total} reports over ${top.daysCovered} days).`,
    ...peaks.map(
      (p) =>
        `${GUIDANCE[p.illness].label} peaks in ${TITLE[p.season].toLowerCase()} (${SEASON_MONTHS[p.season]}): ${p.ratio.toFixed(1)}× its average daily rate (${p.total} reports in all).`,
    ),
  ];
  const riskFactors: string[] = [];
  const preventiveMeasures: string[] = [];
  const preparation: string[] = [];
  for (const p of peaks) {
    const g = GUIDANCE[p.illness];
    addSources(p.illness);
    const when = TITLE[p.season];
    riskFactors.push(...g.riskFactors.map((r) => `${when} · ${g.label}: ${r}.`));
    preventiveMeasures.push(...g.preventiveMeasures.map((m) => `${g.label}: ${m}.`));
    preparation.push(...g.preparation.map((m) => `Before ${when.toLowerCase()} · ${g.label}: ${m}.`));
  }
  if (peaks.length === 0)
    riskFactors.push('No illness in these reports rises clearly (≥ 1.25× its average) in any one season.');
  return {
    insights: {
      summary: `${total} reports from ${location} across ${seasonsCovered} seasons; ${peaks.length} illness${peaks.length === 1 ? '' : 'es'} with a clear seasonal peak.`,
      peakPeriods,
      riskFactors,
      preventiveMeasures,
      preparation,
      sources,
    },
    seasonalPatterns: seasonalList,
    location,
    status: 'ok',
  };
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
