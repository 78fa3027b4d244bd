import {
  dayString,
  type AnalyticsSource,
  type IllnessType,
  type SeasonalGuidanceNote,
  type SeasonalPeakNote,
  type SeasonalResponse,
} from '@healthwatch/contracts';
import { GUIDANCE } from './knowledge';
import { coveredSeasons, illnessPeaks, PEAK_RATIO, seasonalTotals, type MonthlyCountRow, type Season } from './seasons';

export const MIN_SEASONAL_REPORTS = 50;

/** Days of each month between firstDay and today (epoch days, inclusive). */
export function monthCoverage(firstDay: number, today: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let d = firstDay; d <= today; d++) {
    const key = dayString(d).slice(0, 7);
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

  const guidance = (
    illness: IllnessType,
    kind: 'riskFactor' | 'measure' | 'prepare',
    index: number,
    season: Season | null,
  ): SeasonalGuidanceNote => ({
    code: 'guidance',
    params: { illness, kind, index, season, known: season === null },
  });

  if (total < MIN_SEASONAL_REPORTS || seasonsCovered < 2) {
    // Shown while the reports are too few: the known Indian pattern, each illness's first item of each kind.
    const known: IllnessType[] = ['dengue', 'malaria'];
    known.forEach(addSources);
    return {
      insights: {
        summary: {
          code: 'tooLittle',
          params: { reports: total, seasons: seasonsCovered, minReports: MIN_SEASONAL_REPORTS },
        },
        peakPeriods: [],
        riskFactors: known.map((i) => guidance(i, 'riskFactor', 0, null)),
        preventiveMeasures: known.map((i) => guidance(i, 'measure', 0, null)),
        preparation: known.map((i) => guidance(i, 'prepare', 0, null)),
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
  const peakPeriods: SeasonalPeakNote[] = [
    {
      code: 'busiestSeason',
      params: { season: top.season, perDay: top.dailyRate!, reports: top.total, days: top.daysCovered },
    },
    ...peaks.map(
      (p): SeasonalPeakNote => ({
        code: 'illnessPeak',
        params: { illness: p.illness, season: p.season, ratio: p.ratio, reports: p.total },
      }),
    ),
  ];
  const riskFactors: SeasonalGuidanceNote[] = [];
  const preventiveMeasures: SeasonalGuidanceNote[] = [];
  const preparation: SeasonalGuidanceNote[] = [];
  for (const p of peaks) {
    const g = GUIDANCE[p.illness];
    addSources(p.illness);
    riskFactors.push(...g.riskFactors.map((_, i) => guidance(p.illness, 'riskFactor', i, p.season)));
    preventiveMeasures.push(...g.preventiveMeasures.map((_, i) => guidance(p.illness, 'measure', i, p.season)));
    preparation.push(...g.preparation.map((_, i) => guidance(p.illness, 'prepare', i, p.season)));
  }
  if (peaks.length === 0) riskFactors.push({ code: 'noPeak', params: { ratio: PEAK_RATIO } });
  return {
    insights: {
      summary: { code: 'compared', params: { reports: total, seasons: seasonsCovered, peaks: peaks.length } },
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
