import { fitPoissonGlm } from '../model/poisson-glm';

/**
 * Exponential growth rate r of daily counts over the last `days` days, from a
 * quasi-Poisson regression log μ(t) = a + r·t, with a 95% Wald interval;
 * doubling time ln 2 / r when r > 0 (halving time when negative).
 */
export interface Growth {
  days: number;
  ratePerDay: number;
  lower95: number;
  upper95: number;
  /** Days for counts to double; null unless the rate is positive. */
  doublingTimeDays: number | null;
  significant: boolean;
}

export const GROWTH_WINDOW = 14;
export const MIN_GROWTH_REPORTS = 10;

export function growthRate(y: readonly number[], days: number = GROWTH_WINDOW): Growth | null {
  if (y.length < days) return null;
  const counts = y.slice(y.length - days);
  const total = counts.reduce((s, c) => s + c, 0);
  if (total < MIN_GROWTH_REPORTS) return null;
  const rows = counts.map((_, i) => [1, i - (days - 1)]);
  const fit = fitPoissonGlm(rows, counts);
  const rate = fit.coefficients[1]!;
  const se = Math.sqrt(fit.covariance[1]![1]!);
  const lower95 = rate - 1.96 * se;
  const upper95 = rate + 1.96 * se;
  return {
    days,
    ratePerDay: rate,
    lower95,
    upper95,
    doublingTimeDays: rate > 0 ? Math.LN2 / rate : null,
    significant: lower95 > 0 || upper95 < 0,
  };
}
