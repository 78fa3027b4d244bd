import { cholesky, choleskyInverse, choleskySolve, type Matrix } from './linalg';

/**
 * Poisson log-linear regression fitted by iteratively reweighted least
 * squares, with optional prior weights, reporting the quasi-Poisson
 * dispersion φ (variance = φ·mean) the way Farrington et al. (1996) and
 * Noufaily et al. (2013) use it.
 */
export interface GlmFit {
  coefficients: number[];
  /** Covariance of the coefficients, already scaled by φ. */
  covariance: Matrix;
  /** Fitted means for the rows used in the fit. */
  fitted: number[];
  /** Quasi-Poisson dispersion, never below 1. */
  dispersion: number;
  /** Diagonal of the hat matrix, for standardised residuals (empty unless asked for). */
  leverage: number[];
  /** Residual degrees of freedom (n - p). */
  dfResidual: number;
  converged: boolean;
}

const MAX_ITER = 30;
/** Halvings of one Newton step before the fit gives up (unconverged). */
const MAX_HALVINGS = 30;
/** R's glm.fit criterion: relative change of the deviance between iterations. */
const DEVIANCE_EPSILON = 1e-8;

/**
 * `start` (coefficients of a previous fit of the same design) lets refits on
 * overlapping windows converge in a couple of iterations. `offset` adds a known
 * term to each row's linear predictor (log μᵢ = offsetᵢ + xᵢβ): the log of each
 * day's participants, so the coefficients describe a rate per participant.
 */
export function fitPoissonGlm(
  x: readonly (readonly number[])[],
  y: readonly number[],
  priorWeights?: readonly number[],
  start?: readonly number[],
  withLeverage = false,
  offset?: readonly number[],
): GlmFit {
  const n = y.length;
  const p = x[0]?.length ?? 0;
  if (n === 0 || p === 0) throw new Error('empty design');
  // Rows stored sparsely (day-of-week dummies leave half of a row zero): the
  // loops below run over pairs of non-zero columns only. Skipping a zero
  // product leaves every sum bit-identical to the dense loop (x + 0 = x), and
  // the non-zero terms are added in the same order.
  const start0 = new Int32Array(n + 1);
  const cols = new Int32Array(n * p);
  const vals = new Float64Array(n * p);
  let nnz = 0;
  for (let i = 0; i < n; i++) {
    const row = x[i]!;
    start0[i] = nnz;
    for (let a = 0; a < p; a++) {
      const v = row[a]!;
      if (v === 0) continue;
      cols[nnz] = a;
      vals[nnz] = v;
      nnz++;
    }
  }
  start0[n] = nnz;
  const w0 = priorWeights ?? new Array<number>(n).fill(1);
  const off = offset ? Float64Array.from(offset) : new Float64Array(n);
  const meanY = Math.max(1e-3, weightedMean(y, w0));
  let beta: number[];
  const seeded = start !== undefined && start.length === p && start.every(Number.isFinite);
  if (seeded) beta = [...start];
  else {
    beta = new Array<number>(p).fill(0);
    beta[0] = Math.log(meanY) - (offset ? weightedMean(offset, w0) : 0);
  }
  const eta = new Float64Array(n);
  const computeEta = () => {
    for (let i = 0; i < n; i++) {
      let e = off[i]!;
      for (let k = start0[i]!, end = start0[i + 1]!; k < end; k++) e += vals[k]! * beta[cols[k]!]!;
      eta[i] = e;
    }
  };
  computeEta();
  // The means are kept from the deviance for the next iteration's weights,
  // and y·log y computed once, so the deviance costs no extra exp or log.
  const means = new Float64Array(n);
  const yLogY = Float64Array.from(y, (v) => (v > 0 ? v * Math.log(v) : 0));
  const deviance = () => {
    let d = 0;
    for (let i = 0; i < n; i++) {
      const e = clampEta(eta[i]!);
      const mu = Math.exp(e);
      means[i] = mu;
      const yi = y[i]!;
      d += w0[i]! * (yLogY[i]! - yi * e - yi + mu);
    }
    return 2 * d;
  };
  let dev = deviance();
  let converged = false;
  let l: Matrix = [];
  const xtwx = new Float64Array(p * p);
  const xtwz = new Float64Array(p);
  for (let iter = 0; iter < MAX_ITER; iter++) {
    xtwx.fill(0);
    xtwz.fill(0);
    for (let i = 0; i < n; i++) {
      const e = eta[i]!;
      const mu = means[i]!;
      const w = w0[i]! * mu;
      if (w === 0) continue;
      const z = e - off[i]! + (y[i]! - mu) / mu;
      const first = start0[i]!;
      const end = start0[i + 1]!;
      for (let ka = first; ka < end; ka++) {
        const a = cols[ka]!;
        const wa = w * vals[ka]!;
        if (wa === 0) continue;
        xtwz[a] = xtwz[a]! + wa * z;
        const ra = a * p;
        for (let kb = first; kb <= ka; kb++) xtwx[ra + cols[kb]!] = xtwx[ra + cols[kb]!]! + wa * vals[kb]!;
      }
    }
    const m: Matrix = Array.from({ length: p }, (_, a) =>
      Array.from({ length: p }, (_, b) => (b <= a ? xtwx[a * p + b]! : xtwx[b * p + a]!)),
    );
    l = cholesky(m);
    const previous = beta;
    beta = choleskySolve(l, Array.from(xtwz));
    computeEta();
    let nextDev = deviance();
    // Step-halving (Marschner 2011, glm2): a full Newton step from a poor
    // start, e.g. coefficients near −∞ for a weekday that had no reports in
    // last week's baseline and has one now, can overshoot to means in the
    // trillions. The Poisson deviance is convex, so a short enough step along
    // the Newton direction always lowers it.
    // Rounding noise at the optimum (a deviance near 0 for an exact fit) is not an increase.
    const worse = (d: number) => !(d <= dev + 1e-10 * (Math.abs(dev) + 0.1));
    let halvings = 0;
    for (; halvings < MAX_HALVINGS && worse(nextDev); halvings++) {
      beta = beta.map((b, a) => (b + previous[a]!) / 2);
      computeEta();
      nextDev = deviance();
    }
    if (worse(nextDev)) {
      // Rounding has made the direction useless (weights near 0 where a count
      // is not): stop, unconverged, at the last point that was no worse.
      beta = previous;
      computeEta();
      break;
    }
    let change = 0;
    for (let a = 0; a < p; a++) change = Math.max(change, Math.abs(beta[a]! - previous[a]!));
    const devChange = Math.abs(nextDev - dev) / (Math.abs(nextDev) + 0.1);
    dev = nextDev;
    // The deviance test also ends a fit whose means have settled while a
    // coefficient still walks towards −∞ (a weekday never reported: the MLE
    // is at infinity but the fitted means, which are what is used, are not).
    // Only after a full step: a halved one changes the deviance little
    // because it is short, not because the fit is there.
    if (change < 1e-6 || (halvings === 0 && devChange < DEVIANCE_EPSILON)) {
      converged = true;
      break;
    }
  }
  // A start is only a hint for speed; one from which IRLS cannot recover (a
  // coefficient near −∞ where the data now have counts) is dropped for the
  // usual start at the mean.
  if (!converged && seeded) return fitPoissonGlm(x, y, priorWeights, undefined, withLeverage, offset);
  const fitted = Array.from(eta, (e) => Math.exp(clampEta(e)));
  const inv = choleskyInverse(l);
  const leverage = new Array<number>(withLeverage ? n : 0);
  for (let i = 0; i < leverage.length; i++) {
    const first = start0[i]!;
    const end = start0[i + 1]!;
    let q = 0;
    for (let ka = first; ka < end; ka++) {
      const xa = vals[ka]!;
      const ia = inv[cols[ka]!]!;
      let row = 0;
      for (let kb = first; kb < end; kb++) row += ia[cols[kb]!]! * vals[kb]!;
      q += xa * row;
    }
    leverage[i] = Math.min(0.9999, w0[i]! * fitted[i]! * q);
  }
  const dfResidual = Math.max(1, n - p);
  let pearson = 0;
  for (let i = 0; i < n; i++) {
    const mu = fitted[i]!;
    pearson += (w0[i]! * (y[i]! - mu) ** 2) / mu;
  }
  const dispersion = Math.max(1, pearson / dfResidual);
  const covariance = inv.map((row) => row.map((v) => v * dispersion));
  return { coefficients: beta, covariance, fitted, dispersion, leverage, dfResidual, converged };
}

/** Anscombe residual of a Poisson count, standardised by φ and leverage (Farrington 1996). */
export function anscombeResidual(y: number, mu: number, dispersion: number, leverage: number): number {
  return (1.5 * (y ** (2 / 3) * mu ** (-1 / 6) - Math.sqrt(mu))) / Math.sqrt(dispersion * (1 - leverage));
}

function weightedMean(y: readonly number[], w: readonly number[]): number {
  let s = 0;
  let sw = 0;
  for (let i = 0; i < y.length; i++) {
    s += w[i]! * y[i]!;
    sw += w[i]!;
  }
  return sw > 0 ? s / sw : 0;
}

function clampEta(e: number): number {
  return Math.max(-30, Math.min(30, e));
}
