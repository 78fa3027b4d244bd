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
    return Math.max(far.reduce((s, t) => s + t, 0), 1e-300);
  }
  return Math.max(0, 1 - below);
}

/** Smallest k with P(Y ≤ k) ≥ prob. */
export function quantile(prob: number, d: CountDistribution): number {
  const mu = Math.max(d.mean, 0);
  const sd = Math.sqrt(Math.max(d.dispersion, 1) * mu);
  const kMax = Math.ceil(mu + 20 * sd + 20);
  const terms = pmfTerms(d, kMax);
  let cum = 0;
  for (let k = 0; k <= kMax; k++) {
    cum += terms[k]!;
    if (cum >= prob) return k;
  }
  return kMax;
}

/**
 * Moment-matched distribution of a sum of independent counts with means μᵢ and
 * common φ: mean Σμᵢ, variance φΣμᵢ — exact for Poisson and for the
 * quasi-Poisson variance model.
 */
export function sumOf(means: readonly number[], dispersion: number): CountDistribution {
  return { mean: means.reduce((s, m) => s + m, 0), dispersion };
}
