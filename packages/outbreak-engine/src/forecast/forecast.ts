import { fitPoissonGlm } from '../model/poisson-glm';
import { designRow, type DesignTerms } from '../model/design';
import { quantile } from '../model/negbin';
import { predictiveSum } from '../model/predictive';

/**
 * Short-range forecast: a quasi-Poisson regression with trend and day of
 * week on the most recent `FIT_DAYS` days (recent, so a current rise is
 * carried forward rather than averaged away), projected `horizon` days ahead.
 * Intervals are negative-binomial quantiles (predictiveSum) whose variance adds the
 * coefficient uncertainty to φμ: Var ≈ φμ + μ²·xᵀΣx, i.e. an effective
 * dispersion φ + μ·xᵀΣx.
 */
export interface ForecastPoint {
  day: number;
  expected: number;
  lower80: number;
  upper80: number;
  lower95: number;
  upper95: number;
}

export const FIT_DAYS = 56;
export const MIN_FORECAST_DAYS = 14;

export function forecast(y: readonly number[], startDay: number, horizon: number): ForecastPoint[] | null {
  const n = Math.min(FIT_DAYS, y.length);
  if (n < MIN_FORECAST_DAYS) return null;
  const from = y.length - n;
  const counts = y.slice(from);
  if (counts.every((c) => c === 0)) return null;
  const origin = startDay + y.length - 1;
  const terms: DesignTerms = { trend: true, dayOfWeek: n >= 21, seasonal: false, semiannual: false };
  const rows = counts.map((_, i) => designRow(startDay + from + i, origin, terms));
  const fit = fitPoissonGlm(rows, counts);
  const points: ForecastPoint[] = [];
  for (let h = 1; h <= horizon; h++) {
    const day = origin + h;
    const row = designRow(day, origin, terms);
    let eta = 0;
    for (let k = 0; k < row.length; k++) eta += row[k]! * fit.coefficients[k]!;
    const expected = Math.exp(Math.min(eta, 30));
    const dist = predictiveSum([{ mean: expected, fit, gradient: row.map((x) => expected * x) }]);
    points.push({
      day,
      expected,
      lower80: quantile(0.1, dist),
      upper80: quantile(0.9, dist),
      lower95: quantile(0.025, dist),
      upper95: quantile(0.975, dist),
    });
  }
  return points;
}
