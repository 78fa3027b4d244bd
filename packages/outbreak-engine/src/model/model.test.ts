import { fitPoissonGlm, anscombeResidual, type GlmFit } from './poisson-glm';
import { quantile, upperTail } from './negbin';
import { normalUpperTail, twoSidedP } from './normal';
import { dayOfWeek } from './design';
import { predictiveSum } from './predictive';

describe('Poisson regression', () => {
  it('recovers the coefficients of an exact log-linear mean', () => {
    const x = Array.from({ length: 30 }, (_, i) => [1, i / 10]);
    const y = x.map(([, t]) => Math.exp(1 + 0.5 * t!));
    const fit = fitPoissonGlm(x, y);
    expect(fit.converged).toBe(true);
    expect(fit.coefficients[0]).toBeCloseTo(1, 6);
    expect(fit.coefficients[1]).toBeCloseTo(0.5, 6);
    expect(fit.dispersion).toBe(1);
  });

  it('estimates the quasi-Poisson dispersion φ = Pearson χ² / (n − p)', () => {
    const y = [0, 10, 0, 10, 0, 10, 0, 10];
    const fit = fitPoissonGlm(
      y.map(() => [1]),
      y,
    );
    // mean 5, Σ(y − 5)²/5 = 8 × 25/5 = 40, over 7 df
    expect(fit.fitted[0]).toBeCloseTo(5, 6);
    expect(fit.dispersion).toBeCloseTo(40 / 7, 6);
  });

  it('recovers from a start that puts a group with counts at −∞ (step-halving, then the usual start)', () => {
    // Last week's fit had no report in group 2 (coefficient ≈ −30); now it has one.
    const x = [...Array.from({ length: 4 }, () => [1, 0]), ...Array.from({ length: 4 }, () => [1, 1])];
    const y = [1, 0, 1, 0, 1, 0, 0, 0];
    const fit = fitPoissonGlm(x, y, undefined, [Math.log(0.5), -30]);
    expect(fit.converged).toBe(true);
    expect(fit.fitted[0]).toBeCloseTo(0.5, 6);
    expect(fit.fitted[4]).toBeCloseTo(0.25, 6);
    expect(fit.dispersion).toBeLessThan(2);
  });

  it('converges on fitted means when a group without counts sends its coefficient towards −∞', () => {
    const x = [...Array.from({ length: 4 }, () => [1, 0]), ...Array.from({ length: 4 }, () => [1, 1])];
    const y = [1, 0, 1, 0, 0, 0, 0, 0];
    const fit = fitPoissonGlm(x, y);
    expect(fit.converged).toBe(true);
    expect(fit.fitted[0]).toBeCloseTo(0.5, 6);
    expect(fit.fitted[4]).toBeLessThan(1e-6);
  });

  it('honours prior weights', () => {
    const y = [2, 2, 2, 20];
    const fit = fitPoissonGlm(
      y.map(() => [1]),
      y,
      [1, 1, 1, 0],
    );
    expect(fit.fitted[0]).toBeCloseTo(2, 6);
  });

  it('computes leverages that sum to the number of coefficients', () => {
    const x = Array.from({ length: 20 }, (_, i) => [1, i]);
    const y = x.map(([, t]) => 3 + (t! % 4));
    const fit = fitPoissonGlm(x, y, undefined, undefined, true);
    expect(fit.leverage.reduce((s, h) => s + h, 0)).toBeCloseTo(2, 4);
  });

  it('computes Anscombe residuals that are zero at the mean and positive above it', () => {
    expect(anscombeResidual(4, 4, 1, 0)).toBeCloseTo(0, 10);
    expect(anscombeResidual(12, 4, 1, 0)).toBeGreaterThan(2.58);
  });
});

describe('count distributions', () => {
  it('matches Poisson tail probabilities', () => {
    // P(Y ≥ 3 | λ = 1) = 1 − e⁻¹(1 + 1 + 1/2)
    expect(upperTail(3, { mean: 1, dispersion: 1 })).toBeCloseTo(1 - Math.exp(-1) * 2.5, 10);
    expect(upperTail(0, { mean: 1, dispersion: 1 })).toBe(1);
    expect(quantile(0.5, { mean: 1, dispersion: 1 })).toBe(1);
  });

  it('matches negative-binomial probabilities with variance φμ', () => {
    // μ = 4, φ = 2 → size r = 4, P(0) = (r / (r + μ))^r = 0.5⁴
    expect(upperTail(1, { mean: 4, dispersion: 2 })).toBeCloseTo(1 - 0.0625, 10);
    // P(1) = r·q·P(0) = 4 × 0.5 × 0.0625 = 0.125
    expect(upperTail(2, { mean: 4, dispersion: 2 })).toBeCloseTo(1 - 0.0625 - 0.125, 10);
  });

  it('keeps precision far in the tail', () => {
    const p = upperTail(40, { mean: 5, dispersion: 1 });
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-15);
  });

  it('has a normal tail accurate to 1e-6', () => {
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
  });

  it('knows 1970-01-01 was a Thursday', () => {
    expect(dayOfWeek(0)).toBe(4);
    expect(dayOfWeek(3)).toBe(0);
  });
});

describe('negative-binomial quantile far out', () => {
  it('answers with the normal approximation instead of summing trillions of terms', () => {
    const d = { mean: 1e13, dispersion: 5e12 };
    const sd = Math.sqrt(d.mean * d.dispersion);
    const q = quantile(1 - 10 ** -2.3, d);
    // z(0.995) ≈ 2.576
    expect(q).toBeGreaterThan(d.mean + 2.57 * sd);
    expect(q).toBeLessThan(d.mean + 2.58 * sd);
  });
});

describe('predictive distribution of a sum of fitted days', () => {
  const fitWith = (dispersion: number, covariance: number[][]): GlmFit => ({
    coefficients: [0, 0],
    covariance,
    fitted: [],
    dispersion,
    leverage: [],
    dfResidual: 10,
    converged: true,
  });

  it('adds the uncertainty of one fitted mean to φμ: Var = φμ + μ²·xᵀΣx', () => {
    const fit = fitWith(1.5, [
      [0.04, 0.01],
      [0.01, 0.09],
    ]);
    const mu = 10;
    const x = [1, 2];
    const xSx = 0.04 + 2 * 2 * 0.01 + 4 * 0.09;
    const d = predictiveSum([{ mean: mu, fit, gradient: x.map((v) => mu * v) }]);
    expect(d.mean).toBe(10);
    expect(d.dispersion * d.mean).toBeCloseTo(1.5 * mu + mu * mu * xSx, 10);
    expect(predictiveSum([{ mean: mu, fit, gradient: null }]).dispersion).toBe(1.5);
  });

  it('sums gradients within a fit before the quadratic form, and keeps two fits apart', () => {
    const a = fitWith(1, [
      [0.01, 0],
      [0, 0],
    ]);
    const b = fitWith(2, [
      [0.04, 0],
      [0, 0],
    ]);
    const day = (fit: GlmFit, mean: number) => ({ mean, fit, gradient: [mean, 0] });
    // Days of one fit share its error: (4 + 6)² · 0.01, not (4² + 6²) · 0.01.
    const same = predictiveSum([day(a, 4), day(a, 6)]);
    expect(same.mean * same.dispersion).toBeCloseTo(10 + 100 * 0.01, 10);
    // Two fits are independent: their quadratic forms add.
    const spanning = predictiveSum([day(a, 4), day(b, 6)]);
    expect(spanning.mean * spanning.dispersion).toBeCloseTo(4 + 2 * 6 + 16 * 0.01 + 36 * 0.04, 10);
    expect(predictiveSum([]).dispersion).toBe(1);
  });
});
