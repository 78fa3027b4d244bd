import type { AgreementResponse, CaseDefinitionId } from '@healthwatch/contracts';
import type { Queryable } from '../db/database';
import type { RateArea } from '../rates/rate-areas';
import { readWeeklyRates } from '../rates/weekly-rates';
import { agreement, MAX_LAG_WEEKS } from './agreement';
import { officialIndicators, officialSeries } from './store';

/** r and lag are rounded for display; the statistics themselves are computed unrounded. */
const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

/**
 * HealthWatch's weekly rate (the rates service, withheld weeks left out) beside an official series of the
 * same area, over the last `weeks` ISO weeks, with Pearson's r and the lag of the highest
 * cross-correlation. Without an official series for the area, the figures are empty (nothing made up).
 */
export async function readAgreement(
  db: Queryable,
  area: RateArea,
  definition: CaseDefinitionId,
  wanted: string | undefined,
  weeks: number,
  now: Date,
): Promise<AgreementResponse['data']> {
  const loaded = await officialIndicators(db, area.id);
  const chosen = loaded.find((i) => i.indicator === (wanted ?? loaded[0]?.indicator));
  const base = {
    area: { id: area.id, name: area.name },
    definition,
    indicators: loaded.map((i) => i.indicator),
    maxLag: MAX_LAG_WEEKS,
  };
  if (!chosen)
    return {
      ...base,
      indicator: null,
      source: null,
      weeks: [],
      r: null,
      weeksCompared: 0,
      lag: null,
      rAtLag: null,
      weeksAtLag: 0,
    };
  const rates = await readWeeklyRates(db, area.id, definition, weeks, now);
  const official = await officialSeries(db, area.id, chosen.indicator, rates[0]!.weekStart, rates.at(-1)!.weekStart);
  const all = rates.map((w) => ({
    week: w.week,
    weekStart: w.weekStart,
    healthwatch: w.withheld ? null : w.ratePer1000,
    official: official.get(w.weekStart) ?? null,
  }));
  const has = (w: (typeof all)[number]) => w.healthwatch !== null || w.official !== null;
  const first = all.findIndex(has);
  const last = all.findLastIndex(has);
  const shown = first < 0 ? [] : all.slice(first, last + 1);
  const stats = agreement(
    shown.map((w) => w.healthwatch),
    shown.map((w) => w.official),
  );
  return {
    ...base,
    indicator: chosen.indicator,
    source: chosen.source,
    weeks: shown,
    r: round3(stats.r),
    weeksCompared: stats.weeksCompared,
    lag: stats.lag,
    rAtLag: round3(stats.rAtLag),
    weeksAtLag: stats.weeksAtLag,
  };
}
