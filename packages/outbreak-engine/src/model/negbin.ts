import { normalUpperTail } from './normal';

/**
 * Negative-binomial counts parameterised as Noufaily et al. (2013) do: mean μ
 * and variance φ·μ, i.e. size r = μ / (φ − 1); φ ≤ 1 falls back to Poisson.
 */
export interface CountDistribution {
  mean: number;
  dispersion: number;
}

/** P(Y = 0..kMax) computed by the ratio recursion (no gamma functions needed). */
function pmfTerms(d: CountDistribution, kMax: number): number[] {
  const mu = Math.max(d.mean, 1e-12);
  const terms: number[] = [];
  if (d.dispersion <= 1 + 1e-9) {
    let p = Math.exp(-mu);
    for (let k = 0; k <= kMax; k++) {
      terms.push(p);
      p = (p * mu) / (k + 1);
    }
    return terms;
  }
  const r = mu / (d.dispersion - 1);
  const q = mu / (r + mu);
  let p = Math.exp(r * Math.log(r / (r + mu)));
  for (let k = 0; k <= kMax; k++) {
    terms.push(p);
    p = (p * (k + r) * q) / (k + 1);
  }
  return terms;
}

/** P(Y ≥ y). */
export function upperTail(y: number, d: CountDistribution): number {
  if (y <= 0) return 1;
  const terms = pmfTerms(d, Math.ceil(y) - 1);
  const below = terms.reduce((s, t) => s + t, 0);
  // Summing the far tail directly keeps precision when P(Y ≥ y) is tiny.
  if (below > 0.999) {
    const far = pmfTerms(d, Math.ceil(y) + 400).slice(Math.ceil(y));
    return Math.max(
      far.reduce((s, t) => s + t, 0),
      1e-300,
    );
  }
  return Math.max(0, 1 - below);
}

const MAX_TERMS = 1_000_000;

/** z with P(Z ≤ z) = prob, by bisection on the normal tail (ample for a threshold). */
function normalQuantile(prob: number): number {
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (1 - normalUpperTail(mid) < prob) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Smallest k with P(Y ≤ k) ≥ prob. */
export function quantile(prob: number, d: CountDistribution): number {
  const mu = Math.max(d.mean, 0);
  const sd = Math.sqrt(Math.max(d.dispersion, 1) * mu);
  const kMax = Math.ceil(mu + 20 * sd + 20);
  // A degenerate fit (e.g. a short, sparse baseline that did not converge)
  // can put μ and φ in the trillions; summing that many terms would exhaust
  // memory, and at that size the distribution is as good as normal.
  if (kMax > MAX_TERMS) return Math.ceil(mu + normalQuantile(prob) * sd);
  const terms = pmfTerms(d, kMax);
  let cum = 0;
  for (let k = 0; k <= kMax; k++) {
    cum += terms[k]!;
    if (cum >= prob) return k;
  }
  return kMax;
}
