import type { TrendTest } from '@healthwatch/contracts';
import { fitPoissonGlm } from '../model/poisson-glm';
import { designRow, termsFor } from '../model/design';
import { twoSidedP } from '../model/normal';

/**
 * Trend over a period: quasi-Poisson regression of daily counts on time (plus
 * day of week when the period has three weeks or more), Wald test of the time
 * coefficient at the 5% level. Fewer than MIN_DAYS days or MIN_REPORTS
 * reports → 'insufficient data'.
 */
export type TrendClass = 'significant increase' | 'stable' | 'decrease' | 'insufficient data';

export interface TrendResult {
  classification: TrendClass;
  test: TrendTest;
  /** Change per week implied by the fitted rate, e.g. 0.12 = +12 %/week; null when not estimated. */
  weeklyChange: number | null;
  pValue: number | null;
}

export const MIN_DAYS = 7;
export const MIN_REPORTS = 10;
const LEVEL = 0.05;

export function trendTest(y: readonly number[], startDay: number): TrendResult {
  const total = y.reduce((s, c) => s + c, 0);
  if (y.length < MIN_DAYS || total < MIN_REPORTS)
    return {
      classification: 'insufficient data',
      test: { method: 'quasi-poisson-wald', level: LEVEL, dayOfWeek: false },
      weeklyChange: null,
      pValue: null,
    };
  const origin = startDay + y.length - 1;
  const terms = { trend: true, dayOfWeek: termsFor(y.length).dayOfWeek, seasonal: false, semiannual: false };
  const rows = y.map((_, i) => designRow(startDay + i, origin, terms));
  const fit = fitPoissonGlm(rows, y);
  const perYear = fit.coefficients[1]!;
  const se = Math.sqrt(fit.covariance[1]![1]!);
  const pValue = twoSidedP(perYear / se);
  const weeklyChange = Math.exp((perYear * 7) / 365) - 1;
  const classification: TrendClass = pValue < LEVEL ? (perYear > 0 ? 'significant increase' : 'decrease') : 'stable';
  return {
    classification,
    test: { method: 'quasi-poisson-wald', level: LEVEL, dayOfWeek: terms.dayOfWeek },
    weeklyChange,
    pValue,
  };
}
