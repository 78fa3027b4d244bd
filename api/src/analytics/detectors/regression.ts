import { anscombeResidual, fitPoissonGlm, type GlmFit } from '../model/poisson-glm';
import { designRow, termsFor, TREND_COLUMN, type DesignTerms } from '../model/design';
import { quantile, sumOf, upperTail } from '../model/negbin';
import type { DetectorDay } from './types';

/**
 * Our detector: a quasi-Poisson log-linear regression of daily counts on trend,
 * day of week and a yearly harmonic, fitted with the re-weighting of
 * Farrington et al. (1996) as improved by Noufaily et al. (2013, Stat Med
 * 32:1206): days whose Anscombe residual exceeds 2.58 are down-weighted by
 * r⁻², so past outbreaks do not inflate the baseline; the trend is kept only
 * when significant (p < 0.05); the alarm threshold is a negative-binomial
 * quantile with variance φ·μ.
 *
 * Because outbreaks in daily data build over several days, every day is
 * scored twice — the day alone and the last three days summed — and the
 * statistic is the larger surprise, −log10 of the upper-tail probability.
 * A minimum-count guard keeps single sporadic reports on an empty baseline
 * from alarming. The model is refitted every `refitEvery` days on a baseline
 * that ends `guard` days before the block it scores.
 */
export interface RegressionOptions {
  /** Alarm when −log10(upper-tail p) exceeds this (2.3 ≈ p < 0.005). */
  threshold?: number;
  /** Days left out between the baseline and the scored day. */
  guard?: number;
  /** Longest baseline, in days. */
  maxBaseline?: number;
  /** Shortest baseline that allows a fit, in days. */
  minBaseline?: number;
  refitEvery?: number;
  /** Fewest reports in the 3-day window for an alarm. */
  minCount?: number;
  /** Only score indices ≥ this (saves fitting days nobody looks at). */
  from?: number;
}

export const REGRESSION_DEFAULTS = {
  threshold: 2.3,
  guard: 7,
  maxBaseline: 730,
  minBaseline: 28,
  refitEvery: 7,
  minCount: 3,
} as const;

const WINDOW = 3;
const DOWNWEIGHT_ABOVE = 2.58;

export interface BaselineModel {
  fit: GlmFit;
  terms: DesignTerms;
  origin: number;
  /** Expected count on an epoch day. */
  predict(epochDay: number): number;
}

/**
 * Fits the down-weighted baseline to y[from..to] (inclusive) whose first
 * element is epoch day startDay + from. `previous` (the last block's model)
 * only seeds the iterations; the result does not depend on it.
 */
export function fitBaseline(y: readonly number[], startDay: number, from: number, to: number, previous?: BaselineModel | null): BaselineModel | null {
  const n = to - from + 1;
  if (n < REGRESSION_DEFAULTS.minBaseline) return null;
  const origin = startDay + to;
  const counts = y.slice(from, to + 1);
  let terms = termsFor(n);
  const rowsFor = (t: DesignTerms) => counts.map((_, i) => designRow(startDay + from + i, origin, t));
  let rows = rowsFor(terms);
  const seed = previous && sameTerms(previous.terms, terms) ? previous.fit.coefficients : undefined;
  // 1. unweighted fit, 2. refit with outbreak days down-weighted by r⁻².
  const first = fitPoissonGlm(rows, counts, undefined, seed, true);
  const raw = counts.map((c, i) => {
    const r = anscombeResidual(c, first.fitted[i]!, first.dispersion, first.leverage[i]!);
    return r > DOWNWEIGHT_ABOVE ? r ** -2 : 1;
  });
  const total = raw.reduce((s, w) => s + w, 0);
  const weights = total < n ? raw.map((w) => (w * n) / total) : undefined;
  let fit = weights ? fitPoissonGlm(rows, counts, weights, first.coefficients) : first;
  // 3. keep the trend only when it is significant at 5%.
  if (terms.trend) {
    const se = Math.sqrt(fit.covariance[TREND_COLUMN]![TREND_COLUMN]!);
    if (!(Math.abs(fit.coefficients[TREND_COLUMN]! / se) >= 1.96)) {
      terms = { ...terms, trend: false };
      rows = rowsFor(terms);
      const start = fit.coefficients.filter((_, k) => k !== TREND_COLUMN);
      fit = fitPoissonGlm(rows, counts, weights, start);
    }
  }
  const coefficients = fit.coefficients;
  return {
    fit,
    terms,
    origin,
    predict: (epochDay) => {
      const row = designRow(epochDay, origin, terms);
      let eta = 0;
      for (let k = 0; k < row.length; k++) eta += row[k]! * coefficients[k]!;
      return Math.exp(Math.min(30, eta));
    },
  };
}

function sameTerms(a: DesignTerms, b: DesignTerms): boolean {
  return a.trend === b.trend && a.dayOfWeek === b.dayOfWeek && a.seasonal === b.seasonal;
}

const MEMO_SIZE = 512;
const memo = new Map<string, BaselineModel | null>();
/** Fits actually computed (memo misses) since start-up: tests use it to prove a request needed none. */
let fitsComputed = 0;

/** FNV-1a over the counts: the fit depends only on them and on the calendar position. */
function countsKey(y: readonly number[], startDay: number, from: number, to: number): string {
  let h = 0x811c9dc5;
  for (let i = from; i <= to; i++) {
    h ^= y[i]! & 0xffff;
    h = Math.imul(h, 0x01000193);
    h ^= y[i]! >>> 16;
    h = Math.imul(h, 0x01000193);
  }
  return `${startDay + from}:${to - from + 1}:${(h >>> 0).toString(36)}`;
}

/**
 * fitBaseline is a pure function of the baseline counts and their dates, and
 * past baselines rarely change (new reports land today), so fits are kept in a
 * small LRU keyed by a hash of exactly those inputs.
 */
function fitBaselineMemo(y: readonly number[], startDay: number, from: number, to: number, previous: BaselineModel | null): BaselineModel | null {
  const key = countsKey(y, startDay, from, to);
  if (memo.has(key)) {
    const hit = memo.get(key)!;
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const model = fitBaseline(y, startDay, from, to, previous);
  fitsComputed++;
  memo.set(key, model);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return model;
}

/** Forgets every memoised fit (the latency benchmark measures cold requests with it). */
export function clearBaselineMemo(): void {
  memo.clear();
}

export function baselineMemoStats(): { size: number; fitsComputed: number } {
  return { size: memo.size, fitsComputed };
}

/**
 * The baseline for calendar block `block` (epoch days block·refitEvery …):
 * fitted on up to maxBaseline days ending `guard` days before the block
 * starts, or null while that is shorter than minBaseline. Its inputs end
 * before the block, so the next block's baseline can be fitted today.
 */
function blockBaseline(y: readonly number[], startDay: number, block: number, o: Required<Omit<RegressionOptions, 'from'>>, previous: BaselineModel | null): BaselineModel | null {
  const blockStart = block * o.refitEvery - startDay;
  const end = blockStart - o.guard - 1;
  const begin = Math.max(0, end - o.maxBaseline + 1);
  return end - begin + 1 >= o.minBaseline ? fitBaselineMemo(y, startDay, begin, end, previous) : null;
}

/**
 * Fits (through the memo) the baselines regressionDetector(y, startDay,
 * { from }) would need, plus those of the following blocks up to
 * `throughDay`, one fit per step, so a background caller can yield to the
 * event loop between fits. A block's baseline is complete only when
 * y reaches its last day (blockStart − guard − 1); blocks further ahead are
 * skipped rather than fitted on a truncated series.
 */
export function* prefitBaselines(y: readonly number[], startDay: number, from: number, throughDay: number, options: RegressionOptions = {}): Generator<void, void, void> {
  const o = { ...REGRESSION_DEFAULTS, ...options };
  const firstFit = Math.max(0, from - (WINDOW - 1));
  let model: BaselineModel | null = null;
  const lastBlock = Math.floor(throughDay / o.refitEvery);
  for (let block = Math.floor((startDay + firstFit) / o.refitEvery); block <= lastBlock; block++) {
    if (block * o.refitEvery - o.guard - 1 - startDay > y.length - 1) return;
    model = blockBaseline(y, startDay, block, o, model);
    yield;
  }
}

export function surprise(p: number): number {
  return -Math.log10(Math.max(p, 1e-300));
}

export function regressionDetector(y: readonly number[], startDay: number, options: RegressionOptions = {}): DetectorDay[] {
  const o = { ...REGRESSION_DEFAULTS, ...options };
  const from = Math.max(0, options.from ?? 0);
  const days: DetectorDay[] = [];
  const expected = new Array<number>(y.length).fill(Number.NaN);
  const dispersion = new Array<number>(y.length).fill(Number.NaN);
  for (let t = 0; t < from; t++) days.push(empty(t));
  // Days before `from` inside the 3-day window still need expectations.
  const firstFit = Math.max(0, from - (WINDOW - 1));
  let model: BaselineModel | null = null;
  let block = Number.NaN;
  for (let t = firstFit; t < y.length; t++) {
    // Blocks are aligned to the calendar (epoch day ÷ refitEvery), so every
    // request, whatever its timeframe or day, asks for the same baselines and
    // the memo below can answer.
    const thisBlock = Math.floor((startDay + t) / o.refitEvery);
    if (thisBlock !== block) {
      block = thisBlock;
      model = blockBaseline(y, startDay, thisBlock, o, model);
    }
    if (model) {
      expected[t] = model.predict(startDay + t);
      dispersion[t] = model.fit.dispersion;
    }
    if (t < from) continue;
    const mu = expected[t]!;
    if (!Number.isFinite(mu)) {
      days.push(empty(t));
      continue;
    }
    const phi = dispersion[t]!;
    const dist = { mean: mu, dispersion: phi };
    const single = surprise(upperTail(y[t]!, dist));
    let windowScore = 0;
    let windowCount = y[t]!;
    if (t >= WINDOW - 1 && [1, 2].every((k) => Number.isFinite(expected[t - k]!))) {
      const means = [expected[t - 2]!, expected[t - 1]!, mu];
      windowCount = y[t - 2]! + y[t - 1]! + y[t]!;
      windowScore = surprise(upperTail(windowCount, sumOf(means, phi)));
    }
    const statistic = windowCount >= o.minCount ? Math.max(single, windowScore) : 0;
    const upperBound = quantile(1 - 10 ** -o.threshold, dist);
    days.push({ index: t, statistic, expected: mu, upperBound, alarm: statistic > o.threshold, dispersion: phi });
  }
  return days;
}

function empty(index: number): DetectorDay {
  return { index, statistic: Number.NaN, expected: Number.NaN, upperBound: Number.NaN, alarm: false };
}
