import { quadForm } from './linalg';
import type { CountDistribution } from './negbin';
import type { GlmFit } from './poisson-glm';

/** One day's fitted mean, the fit it comes from and, when the fit's own uncertainty counts, ∂μ/∂β = μ·x. */
export interface PredictedDay {
  mean: number;
  fit: GlmFit;
  gradient: readonly number[] | null;
}

/**
 * The distribution of the count summed over some days: mean Σμ and variance Σφμ, plus, where the days carry
 * gradients, the uncertainty of the fitted means (the delta method, Var Σμ̂ ≈ gᵀΣg with g = Σ μ·x per fit; a
 * sum can span two fits), moment-matched to a negative binomial. For one day this is Var ≈ φμ + μ²·xᵀΣx.
 */
export function predictiveSum(days: Iterable<PredictedDay>): CountDistribution {
  let mean = 0;
  let variance = 0;
  const perFit = new Map<GlmFit, number[]>();
  for (const day of days) {
    mean += day.mean;
    variance += day.fit.dispersion * day.mean;
    const g = day.gradient;
    if (!g) continue;
    const sum = perFit.get(day.fit);
    if (sum) for (let k = 0; k < g.length; k++) sum[k]! += g[k]!;
    else perFit.set(day.fit, [...g]);
  }
  for (const [fit, g] of perFit) variance += quadForm(g, fit.covariance);
  return { mean, dispersion: mean > 0 ? variance / mean : 1 };
}
