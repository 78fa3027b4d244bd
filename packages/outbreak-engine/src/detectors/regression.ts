import { LRUCache } from 'lru-cache';
import { anscombeResidual, fitPoissonGlm, type GlmFit } from '../model/poisson-glm';
import { dayOfWeek, designRow, termsFor, TREND_COLUMN, type DesignTerms } from '../model/design';
import { type PredictedDay, predictiveSum } from '../model/predictive';
import { type CountDistribution, quantile, upperTail } from '../model/negbin';
import type { DetectorDay } from './types';

/**
 * Our detector: a quasi-Poisson log-linear regression of daily counts on trend,
 * day of week and yearly and twice-yearly harmonics, fitted with the re-weighting of
 * Farrington et al. (1996) as improved by Noufaily et al. (2013, Stat Med
 * 32:1206): days whose Anscombe residual exceeds 2.58 are down-weighted by
 * r⁻², so past outbreaks do not inflate the baseline; the trend is kept only
 * when significant (p < 0.05); the alarm threshold is a negative-binomial
 * quantile with variance φ·μ plus the uncertainty of the fitted mean.
 *
 * An outbreak's reports spread over several days (onset, then the delay before
 * people report), so every day is scored on the last days summed; the day alone
 * also alarms when it is far rarer than the threshold, so a one-day spike is not
 * missed. One window rather than several: each window tested adds false alarms
 * of its own. The statistic is −log10 of the upper-tail probability.
 * Who reports changes abruptly in a participatory app (a school or employer joins, a news story brings
 * reporters, a group stops), and a two-year fit follows such a step only over months. So after the fit, its
 * last days are scanned for the suffix whose reports depart most from the fitted means; when the departure is
 * clear, the fit is redone with a level term for those days and kept if that term is significant after
 * down-weighting (a past outbreak is down-weighted away and does not pass).
 * A minimum-count guard keeps single sporadic reports on an empty baseline
 * from alarming. The model is refitted every `refitEvery` days on a baseline
 * that ends `guard` days before the block it scores. Evaluation figures: README.md.
 */
export interface RegressionOptions {
  /**
   * Alarm when −log10(upper-tail p) exceeds this for a series scored alone (all reports together, or an illness
   * whose place reports nothing else): fitted on the evaluation's tuning series to hold 0.01 false alarms per
   * outbreak-free day (README.md).
   */
  threshold?: number;
  /**
   * The same for an illness scored beside its place's other illnesses (`companions`), fitted the same way.
   * Judged beside the other illnesses, fewer quiet days alarm, so the same rate allows a lower line; a series
   * alone keeps its own.
   */
  companionThreshold?: number;
  /** Days left out between the baseline and the scored day. */
  guard?: number;
  /** Longest baseline, in days. */
  maxBaseline?: number;
  /** Shortest baseline that allows a fit, in days. */
  minBaseline?: number;
  refitEvery?: number;
  /** Fewest reports in the window for an alarm. */
  minCount?: number;
  /** Days summed by the window statistic. */
  windowDays?: number;
  /** The day alone alarms when its surprise exceeds the threshold by this much, in −log10. */
  spikeOffset?: number;
  /**
   * Count the uncertainty of the fitted mean in the predictive distribution. A short baseline (a new area)
   * estimates its mean loosely; without it, such an area's p-values are too small.
   */
  predictive?: boolean;
  /**
   * Let the baseline's recent level differ from its past when its last weeks depart from the fit (a group of
   * reporters joined or left).
   */
  levelShift?: boolean;
  /** Only score indices ≥ this (saves fitting days nobody looks at). */
  from?: number;
  /**
   * The area's other illnesses on the same days, one series each (or their sum as one), when the series is one
   * illness: a change in who reports moves them all, an outbreak of this illness does not, and an outbreak of
   * another illness moves that one only (see reportingRatio).
   */
  companions?: readonly (readonly number[])[];
  /**
   * How sure the rise in the companion must be before it scales this illness's expectation: the ratio used is
   * the lower bound, this many standard errors below its estimate, and never below 1 (the values tried: README.md).
   */
  companionZ?: number;
  /**
   * Participants per day ("I feel fine" check-ins and reports), when y counts those of them who were ill: where
   * participation is dense enough (see ratedSpan), the baseline is fitted as a rate per participant (the log of
   * each day's participants as an offset) and each scored day expects its own participants times that rate, so a
   * change in how many people take part moves the expectation instead of raising an alarm. Elsewhere the series is
   * judged as counts, exactly as without it, and its days say so (`rated` absent).
   */
  exposure?: readonly number[];
  /**
   * Where fits are remembered, in place of the module's small LRU (which serves requests): a caller that scores
   * many series again and again, as the area pass does every hour, keeps its own (`RoundMemo`).
   */
  fits?: FitStore;
  /**
   * The alarm threshold of a day judged as a rate per participant, fitted a little below the false-alarm target
   * to leave room for a new area's sampling noise (how and where: README.md).
   */
  rateThreshold?: number;
}

export const REGRESSION_DEFAULTS = {
  threshold: 2.19,
  companionThreshold: 1.98,
  guard: 7,
  maxBaseline: 730,
  minBaseline: 28,
  refitEvery: 7,
  minCount: 3,
  windowDays: 4,
  spikeOffset: 1,
  predictive: true,
  levelShift: true,
  companionZ: 0,
  rateThreshold: 2.13,
} as const;

/**
 * A rate baseline needs participants on most days of every week it reads, and as many a week as the published
 * rates need (MIN_RATE_PARTICIPANTS): with fewer, one participant more or less swings the rate more than an
 * outbreak would, and the count model is the better judge.
 */
export const RATE_MIN_WEEKLY_PARTICIPANTS = 20;
export const RATE_MIN_DAYS_A_WEEK = 5;

/**
 * The longest run of whole weeks ending at `end` (inclusive) in which participation is dense enough for a rate
 * baseline, as the index of its first day; null when shorter than `minDays`.
 */
export function ratedSpan(exposure: readonly number[], begin: number, end: number, minDays: number): number | null {
  let first = end + 1;
  for (let weekEnd = end; weekEnd - 6 >= begin; weekEnd -= 7) {
    let total = 0;
    let days = 0;
    for (let d = weekEnd - 6; d <= weekEnd; d++) {
      const n = exposure[d]!;
      total += n;
      if (n > 0) days++;
    }
    if (total < RATE_MIN_WEEKLY_PARTICIPANTS || days < RATE_MIN_DAYS_A_WEEK) break;
    first = weekEnd - 6;
  }
  return end - first + 1 >= minDays ? first : null;
}

const DOWNWEIGHT_ABOVE = 2.58;
/**
 * A baseline may not expect more than this many times (the largest count it
 * was fitted on + 1). Counts are scored 8–14 days after the baseline ends and
 * a fit reproduces its own data, so only an extrapolated trend can legitimately
 * carry the expectation past the data's maximum, and growth of ×10 within two
 * weeks is an epidemic, not a baseline. Beyond it the fit has diverged (IRLS
 * from a bad start has given means of 1e13 on a sparse history) or the
 * baseline says nothing useful about "unusual", so the day is not assessed.
 * The +1 keeps an all-zero baseline's limit at 10, not 0.
 */
export const SANE_MULTIPLE = 10;
/** Days after a baseline's end that it scores: the guard, then one block. */
const HORIZON = REGRESSION_DEFAULTS.guard + REGRESSION_DEFAULTS.refitEvery;

export interface BaselineModel {
  fit: GlmFit;
  terms: DesignTerms;
  origin: number;
  /** Largest expectation the baseline may give: SANE_MULTIPLE × (max count + 1), at the reference participation. */
  limit: number;
  /**
   * For a rate baseline, the participants a day of the fit was scaled to (the median of its days with any):
   * the model expects `participants / reference` times its rate line. Absent for a count baseline.
   */
  reference?: number;
  /**
   * Expected count on an epoch day (for a rate baseline, given that day's participants); NaN when it exceeds
   * `limit` scaled by the participation (no usable baseline that day).
   */
  predict(epochDay: number, participants?: number): number;
  /** The design row of an epoch day (∂ log μ / ∂ coefficients). */
  row(epochDay: number): number[];
}

/**
 * Fits the down-weighted baseline to y[from..to] (inclusive) whose first
 * element is epoch day startDay + from. `previous` (the last block's model)
 * only seeds the iterations; the result does not depend on it. Returns null
 * when the baseline is too short or no usable fit exists: one that did not
 * converge, or whose means are not finite or exceed `limit`. A fit with a
 * trend that is unusable is retried without the trend before giving up.
 */
export function fitBaseline(
  y: readonly number[],
  startDay: number,
  from: number,
  to: number,
  previous?: BaselineModel | null,
  levelShift: boolean = REGRESSION_DEFAULTS.levelShift,
  exposure?: readonly number[],
): BaselineModel | null {
  const n = to - from + 1;
  if (n < REGRESSION_DEFAULTS.minBaseline) return null;
  const origin = startDay + to;
  const counts = y.slice(from, to + 1);
  const limit = SANE_MULTIPLE * (counts.reduce((m, c) => Math.max(m, c), 0) + 1);
  const rate = exposure ? rateDesign(exposure.slice(from, to + 1)) : undefined;
  const terms = withEstimableTerms(termsFor(n), counts, startDay + from);
  const seed =
    previous && sameTerms(previous.terms, terms) && (previous.reference === undefined) === (rate === undefined)
      ? previous.fit.coefficients
      : undefined;
  const fitTerms = (t: DesignTerms, start?: readonly number[]) =>
    downweightedFit(counts, startDay + from, origin, t, limit, start, rate) ??
    (t.trend ? downweightedFit(counts, startDay + from, origin, { ...t, trend: false }, limit, undefined, rate) : null);
  let result = fitTerms(terms, seed);
  if (!result) return null;
  const change = levelShift ? levelChange(counts, result.fit.fitted, result.fit.dispersion) : null;
  if (change !== null) {
    const withLevel = fitTerms({ ...terms, levelFrom: startDay + from + change });
    if (withLevel && levelKept(withLevel.fit)) result = withLevel;
  }
  return baselineModel(result.fit, result.terms, origin, limit, rate?.reference);
}

/**
 * The model of a fit. Its own function so that its closures hold only what they read: closures made inside
 * fitBaseline would share its scope, and with it the baseline's counts, for as long as a memo keeps the model.
 */
function baselineModel(
  fit: GlmFit,
  terms: DesignTerms,
  origin: number,
  limit: number,
  reference: number | undefined,
): BaselineModel {
  const coefficients = fit.coefficients;
  return {
    fit,
    terms,
    origin,
    limit,
    ...(reference !== undefined ? { reference } : {}),
    predict: (epochDay, participants) => {
      const row = designRow(epochDay, origin, terms);
      let eta = 0;
      for (let k = 0; k < row.length; k++) eta += row[k]! * coefficients[k]!;
      const mu = Math.exp(Math.min(30, eta));
      if (reference === undefined) return mu <= limit ? mu : Number.NaN;
      const scale = (participants ?? 0) / reference;
      return mu <= limit ? mu * scale : Number.NaN;
    },
    row: (epochDay) => designRow(epochDay, origin, terms),
  };
}

/**
 * A fitted model as a memo keeps it: without the per-day fitted means and leverages, which only the fit itself
 * reads, so a remembered fit holds its coefficients and covariance and not a value per baseline day (730 at most).
 */
function forMemo(model: BaselineModel | null): BaselineModel | null {
  return model && { ...model, fit: { ...model.fit, fitted: [], leverage: [] } };
}

/**
 * A weekday with no report in the whole baseline has its effect's maximum
 * likelihood at −∞ (quasi-complete separation): the fit then expects ~1e-10
 * reports on that weekday, and a single report there looks like a 1-in-10¹⁰
 * event. On such a sparse baseline the day-of-week pattern cannot be told
 * from chance anyway, so those terms are left out.
 */
function withEstimableTerms(terms: DesignTerms, counts: readonly number[], firstDay: number): DesignTerms {
  if (!terms.dayOfWeek) return terms;
  const perWeekday = new Array<number>(7).fill(0);
  for (let i = 0; i < counts.length; i++) perWeekday[dayOfWeek(firstDay + i)]! += counts[i]!;
  return perWeekday.every((c) => c > 0) ? terms : { ...terms, dayOfWeek: false };
}

/** A rate baseline's offsets: log(participants / reference), and no weight on a day nobody took part. */
interface RateDesign {
  reference: number;
  offset: number[];
  mask: number[];
}

function rateDesign(participants: readonly number[]): RateDesign {
  const present = participants.filter((p) => p > 0).sort((a, b) => a - b);
  const reference = present.length > 0 ? present[Math.floor(present.length / 2)]! : 1;
  return {
    reference,
    offset: participants.map((p) => (p > 0 ? Math.log(p / reference) : 0)),
    mask: participants.map((p) => (p > 0 ? 1 : 0)),
  };
}

function usable(fit: GlmFit, limit: number): boolean {
  return (
    fit.converged &&
    Number.isFinite(fit.dispersion) &&
    fit.coefficients.every(Number.isFinite) &&
    fit.fitted.every((m) => m <= limit)
  );
}

/** Steps 1–3 of the Noufaily fit for one design; null when any fit along the way is unusable. */
function downweightedFit(
  counts: readonly number[],
  firstDay: number,
  origin: number,
  initialTerms: DesignTerms,
  limit: number,
  seed?: readonly number[],
  rate?: RateDesign,
): { fit: GlmFit; terms: DesignTerms } | null {
  // A rate baseline weighs only the days someone took part; the count baseline weighs every day.
  const mask = rate?.mask;
  const n = mask ? mask.reduce((s, m) => s + m, 0) : counts.length;
  let terms = initialTerms;
  const rowsFor = (t: DesignTerms) => counts.map((_, i) => designRow(firstDay + i, origin, t));
  let rows = rowsFor(terms);
  // 1. unweighted fit, 2. refit with outbreak days down-weighted by r⁻².
  const first = fitPoissonGlm(rows, counts, mask, seed, true, rate?.offset);
  if (!usable(first, limit)) return null;
  const raw = counts.map((c, i) => {
    if (mask && mask[i] === 0) return 0;
    const r = anscombeResidual(c, first.fitted[i]!, first.dispersion, first.leverage[i]!);
    return r > DOWNWEIGHT_ABOVE ? r ** -2 : 1;
  });
  const total = raw.reduce((s, w) => s + w, 0);
  const weights = total < n ? raw.map((w) => (w * n) / total) : mask;
  let fit = weights ? fitPoissonGlm(rows, counts, weights, first.coefficients, false, rate?.offset) : first;
  if (!usable(fit, limit)) return null;
  // 3. keep the trend only when it is significant at 5%.
  if (terms.trend) {
    const se = Math.sqrt(fit.covariance[TREND_COLUMN]![TREND_COLUMN]!);
    if (!(Math.abs(fit.coefficients[TREND_COLUMN]! / se) >= 1.96)) {
      terms = { ...terms, trend: false };
      rows = rowsFor(terms);
      const start = fit.coefficients.filter((_, k) => k !== TREND_COLUMN);
      fit = fitPoissonGlm(rows, counts, weights, start, false, rate?.offset);
      if (!usable(fit, limit)) return null;
    }
  }
  // A kept trend must not carry the scored days past the limit (Farrington et
  // al. 1996 likewise drop a trend whose extrapolation exceeds the baseline):
  // the caller then refits without it.
  if (terms.trend) {
    for (let d = 1; d <= HORIZON; d++) {
      const row = designRow(origin + d, origin, terms);
      let eta = 0;
      for (let k = 0; k < row.length; k++) eta += row[k]! * fit.coefficients[k]!;
      if (!(Math.exp(eta) <= limit)) return null;
    }
  }
  return { fit, terms };
}

function sameTerms(a: DesignTerms, b: DesignTerms): boolean {
  return (
    a.trend === b.trend &&
    a.dayOfWeek === b.dayOfWeek &&
    a.seasonal === b.seasonal &&
    a.semiannual === b.semiannual &&
    a.levelFrom === b.levelFrom
  );
}

/**
 * A change of reporting level is looked for in the baseline's last days, at least 28 days after it starts
 * (the level before must be estimable) and 14 days before it ends (so that a scored outbreak must run three
 * weeks, past the guard, before it could pass for a new level).
 */
const LEVEL_MIN_BEFORE = 28;
const LEVEL_MIN_AFTER = 14;
/**
 * The scan's likelihood ratio must exceed 12, and the level term of the down-weighted refit must then be
 * significant at 5 %; on the development simulation any value from 8 to 12 gave the same detection
 * (mean POD 0.435–0.438 over three seeds at 0.01 false alarms a day, against 0.376 without the term).
 */
const LEVEL_SCAN_ABOVE = 12;
const LEVEL_KEEP_Z = 1.96;

/**
 * Where the baseline's last stretch departs most from its fit: the start c of the suffix whose reports differ
 * most from the fitted means (quasi-Poisson likelihood ratio of one rate ratio for days ≥ c), or null when no
 * suffix departs by more than LEVEL_SCAN_ABOVE.
 */
export function levelChange(counts: readonly number[], fitted: readonly number[], dispersion: number): number | null {
  const n = counts.length;
  let sy = 0;
  let smu = 0;
  let best = LEVEL_SCAN_ABOVE;
  let at: number | null = null;
  for (let c = n - 1; c >= LEVEL_MIN_BEFORE; c--) {
    sy += counts[c]!;
    smu += fitted[c]!;
    if (n - c < LEVEL_MIN_AFTER) continue;
    const lr = (2 * ((sy > 0 ? sy * Math.log(sy / smu) : 0) - (sy - smu))) / dispersion;
    if (lr > best) {
      best = lr;
      at = c;
    }
  }
  return at;
}

/** Whether the level term (designRow appends it as the last column) is significant. */
function levelKept(fit: GlmFit): boolean {
  const k = fit.coefficients.length - 1;
  return Math.abs(fit.coefficients[k]! / Math.sqrt(fit.covariance[k]![k]!)) >= LEVEL_KEEP_Z;
}

/**
 * A memo of baseline fits by the hash of their inputs. Boxed: lru-cache stores no null, and "no fit possible" is
 * worth remembering too.
 */
export interface FitStore {
  get(key: string): { model: BaselineModel | null } | undefined;
  set(key: string, value: { model: BaselineModel | null }): unknown;
}

/** Fits the module's memo keeps for requests, and a RoundMemo past its limit. */
const RECENT_FITS = 512;
const memo = new LRUCache<string, { model: BaselineModel | null }>({ max: RECENT_FITS });

/**
 * Keeps the fits one round used (up to a limit) for the next round and forgets the rest: an LRU smaller than a
 * round's fits would miss every one of them, since a round visits its series in the same order each time.
 * A past baseline changes only when its reports do, so a round an hour after the last one finds nearly every fit.
 */
export class RoundMemo implements FitStore {
  // Kept packed (PackedModel): a given memory holds twice the fits, so a large pass refits fewer.
  private current = new Map<string, PackedModel | null>();
  private last = new Map<string, PackedModel | null>();
  /** Past the limit, recent fits still serve the series scored right after (an illness's fit, read again as another illness's companion). */
  private readonly overflow = new LRUCache<string, { model: BaselineModel | null }>({ max: RECENT_FITS });

  /** `limit`: the most fits a round keeps for the next; a round that needs more fits the rest again each time. */
  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  get(key: string): { model: BaselineModel | null } | undefined {
    const kept = this.current.get(key) ?? this.last.get(key);
    if (kept !== undefined) {
      if (this.hasRoomFor(key)) this.current.set(key, kept);
      return { model: kept && unpackModel(kept) };
    }
    const hit = this.overflow.get(key);
    if (hit) this.set(key, hit);
    return hit;
  }

  set(key: string, value: { model: BaselineModel | null }): void {
    if (this.hasRoomFor(key)) this.current.set(key, value.model && packModel(value.model));
    else this.overflow.set(key, value);
  }

  /** Whether this round keeps `key` for the next: it already does, or the round is under its limit. */
  private hasRoomFor(key: string): boolean {
    return this.current.size < this.limit || this.current.has(key);
  }

  /** Ends a round: what it did not use is forgotten at the end of the next. */
  nextRound(): void {
    this.last = this.current;
    this.current = new Map();
  }

  get size(): number {
    return this.current.size;
  }
}

/**
 * A model as a RoundMemo keeps it between rounds: its numbers in one array of doubles (origin, limit, reference
 * or NaN, dispersion, residual degrees of freedom, converged, the number of coefficients p, then the p
 * coefficients and the p × p covariance by rows, every entry as computed, so an unpacked model answers exactly as
 * the fitted one): about half what the fitted model's objects, arrays of arrays and closures take (api's
 * `bench:fit-memo`), so a given memory keeps twice the fits.
 */
interface PackedModel {
  numbers: number[];
  terms: DesignTerms;
}

const PACKED_HEAD = 7;

function packModel(m: BaselineModel): PackedModel {
  const { coefficients, covariance, dispersion, dfResidual, converged } = m.fit;
  const p = coefficients.length;
  const head = [m.origin, m.limit, m.reference ?? Number.NaN, dispersion, dfResidual, converged ? 1 : 0, p];
  // concat allocates the exact length (push would leave a growing array's spare capacity behind).
  return { numbers: head.concat(coefficients, ...covariance), terms: m.terms };
}

function unpackModel({ numbers, terms }: PackedModel): BaselineModel {
  const [origin, limit, reference, dispersion, dfResidual, converged, p] = numbers;
  const at = PACKED_HEAD + p!;
  const fit: GlmFit = {
    coefficients: numbers.slice(PACKED_HEAD, at),
    covariance: Array.from({ length: p! }, (_, i) => numbers.slice(at + i * p!, at + (i + 1) * p!)),
    fitted: [],
    dispersion: dispersion!,
    leverage: [],
    dfResidual: dfResidual!,
    converged: converged === 1,
  };
  return baselineModel(fit, terms, origin!, limit!, Number.isNaN(reference) ? undefined : reference);
}

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
 * past baselines rarely change (new reports land today), so fits are kept in
 * `store` (the options' `fits`, else a small LRU) keyed by a hash of exactly those inputs.
 */
function fitBaselineMemo(
  y: readonly number[],
  startDay: number,
  from: number,
  to: number,
  previous: BaselineModel | null,
  levelShift: boolean,
  exposure: readonly number[] | undefined,
  store: FitStore,
): BaselineModel | null {
  const rated = exposure ? `:rate:${countsKey(exposure, startDay, from, to)}` : '';
  const key = `${countsKey(y, startDay, from, to)}${levelShift ? '' : ':fixed'}${rated}`;
  const hit = store.get(key);
  if (hit !== undefined) return hit.model;
  const model = forMemo(fitBaseline(y, startDay, from, to, previous, levelShift, exposure));
  fitsComputed++;
  store.set(key, { model });
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
function blockBaseline(
  y: readonly number[],
  startDay: number,
  block: number,
  o: Options,
  previous: BaselineModel | null,
): BaselineModel | null {
  const { begin, end } = blockSpan(startDay, block, o);
  if (end - begin + 1 < o.minBaseline) return null;
  // Judged as a rate over the weeks since participation became dense enough, where those are long enough.
  const ratedFrom = o.exposure ? ratedSpan(o.exposure, begin, end, o.minBaseline) : null;
  return ratedFrom !== null
    ? fitBaselineMemo(y, startDay, ratedFrom, end, previous, o.levelShift, o.exposure, o.fits ?? memo)
    : fitBaselineMemo(y, startDay, begin, end, previous, o.levelShift, undefined, o.fits ?? memo);
}

function blockSpan(startDay: number, block: number, o: Options): { begin: number; end: number } {
  const end = block * o.refitEvery - startDay - o.guard - 1;
  return { begin: Math.max(0, end - o.maxBaseline + 1), end };
}

/**
 * Fits (through the memo) the baselines regressionDetector(y, startDay,
 * { from }) would need, plus those of the following blocks up to
 * `throughDay`, one fit per step, so a background caller can yield to the
 * event loop between fits. A block's baseline is complete only when
 * y reaches its last day (blockStart − guard − 1); blocks further ahead are
 * skipped rather than fitted on a truncated series.
 */
export function* prefitBaselines(
  y: readonly number[],
  startDay: number,
  from: number,
  throughDay: number,
  options: RegressionOptions = {},
): Generator<void, void, void> {
  const o = { ...REGRESSION_DEFAULTS, ...options };
  const firstFit = Math.max(0, from - (o.windowDays - 1));
  let model: BaselineModel | null = null;
  const lastBlock = Math.floor(throughDay / o.refitEvery);
  for (let block = Math.floor((startDay + firstFit) / o.refitEvery); block <= lastBlock; block++) {
    if (block * o.refitEvery - o.guard - 1 - startDay > y.length - 1) return;
    model = blockBaseline(y, startDay, block, o, model);
    yield;
  }
}

type Options = Required<Omit<RegressionOptions, 'from' | 'companions' | 'exposure' | 'fits'>> &
  Pick<RegressionOptions, 'exposure' | 'fits'>;

/** A series' expectations, day by day, from its weekly baselines, with what the predictive distribution needs. */
class Expectations {
  readonly expected: number[];
  readonly models: (BaselineModel | null)[];
  /** μ·x of each day (∂μ/∂coefficients), when the fit's uncertainty is counted. */
  readonly gradients: (number[] | null)[];
  private model: BaselineModel | null = null;

  constructor(
    readonly y: readonly number[],
    private readonly startDay: number,
    private readonly o: Options,
  ) {
    this.expected = new Array<number>(y.length).fill(Number.NaN);
    this.models = new Array<BaselineModel | null>(y.length).fill(null);
    this.gradients = new Array<number[] | null>(y.length).fill(null);
  }

  /** Fits the baseline of a new calendar block (the previous block's model seeds the fit). */
  refit(block: number): void {
    this.model = blockBaseline(this.y, this.startDay, block, this.o, this.model);
  }

  /** Day t's expectation from the current block's model. */
  predict(t: number): void {
    const model = this.model;
    if (!model) return;
    const mu = model.predict(this.startDay + t, this.o.exposure?.[t]);
    this.expected[t] = mu;
    this.models[t] = model;
    if (this.o.predictive && Number.isFinite(mu)) this.gradients[t] = model.row(this.startDay + t).map((x) => mu * x);
  }

  /** Whether every day a..b has an expectation. */
  covers(a: number, b: number): boolean {
    for (let d = a; d <= b; d++) if (!Number.isFinite(this.expected[d]!)) return false;
    return true;
  }

  /** The count summed over days a..b (see predictiveSum); a window can span two weekly fits. */
  sum(a: number, b: number): CountDistribution {
    const days: PredictedDay[] = [];
    for (let d = a; d <= b; d++)
      days.push({ mean: this.expected[d]!, fit: this.models[d]!.fit, gradient: this.gradients[d] ?? null });
    return predictiveSum(days);
  }
}

/** One other illness over the days a window sums: what it reported, and what its own baseline expected. */
export interface CompanionReading {
  observed: number;
  expected: CountDistribution;
}

/**
 * How much more the area reported of its other illnesses over days a..b than their own baselines expected: each
 * illness's rate ratio, read z standard errors below its estimate (on the log scale, with that illness's predictive
 * variance), and of those the weighted median, each illness weighing as much as it informs (expected count over
 * dispersion) but never more than the rest together; 1 when there is no rise. z = 0 takes the estimates (shipped,
 * see companionZ).
 *
 * The median rather than the sum: more people reporting raises every illness, so every ratio and the median rise
 * with it; another illness's outbreak raises that one alone, so the median stays where the rest are and the
 * outbreak is not taken for more people reporting (the sum takes it so whenever that illness is large). The cap
 * keeps one dominant illness (often "unknown") from deciding alone. On the development simulation, thresholds
 * fitted on the tuning seed, the capped median found 0.427 at 0.01 false alarms a day, the median uncapped 0.418,
 * the sum 0.415 and the illness alone 0.400 (seed 20130401). With one reading (a single illness, or the rest
 * summed) this is that reading's ratio.
 */
export function reportingRatio(readings: readonly CompanionReading[], z: number): number {
  const ratios: { log: number; weight: number }[] = [];
  for (const { observed, expected } of readings) {
    const mean = expected.mean;
    if (!(mean > 0)) continue;
    const dispersion = Math.max(expected.dispersion, 1);
    const log = Math.log((observed + 0.5) / (mean + 0.5)) - z * Math.sqrt(dispersion / mean);
    ratios.push({ log, weight: mean / dispersion });
  }
  if (ratios.length === 0) return 1;
  const total = ratios.reduce((s, r) => s + r.weight, 0);
  // Capped, a lone illness would weigh nothing: it keeps its weight.
  const capped = ratios.map(({ log, weight }) => ({
    log,
    weight: ratios.length > 1 ? Math.min(weight, total - weight) : weight,
  }));
  return Math.max(1, Math.exp(lowerWeightedMedian(capped)));
}

/**
 * The smallest value whose weight and all below it reach half the total: with two of equal weight, the lower.
 * A capped illness weighs exactly as much as the rest, so the half is often met exactly; it is summed in the
 * readings' order, as the figures in the README were measured.
 */
function lowerWeightedMedian(xs: readonly { log: number; weight: number }[]): number {
  const half = xs.reduce((s, x) => s + x.weight, 0) / 2;
  const sorted = [...xs].sort((a, b) => a.log - b.log);
  let i = 0;
  let cumulative = sorted[0]!.weight;
  while (cumulative < half && i < sorted.length - 1) cumulative += sorted[++i]!.weight;
  return sorted[i]!.log;
}

/** The alarm threshold of a series scored beside its place's other illnesses, or alone. */
export function thresholdFor(beside: boolean, options: RegressionOptions = {}): number {
  const o = { ...REGRESSION_DEFAULTS, ...options };
  return beside ? o.companionThreshold : o.threshold;
}

function scaled(d: CountDistribution, ratio: number): CountDistribution {
  return ratio === 1 ? d : { mean: d.mean * ratio, dispersion: d.dispersion };
}

export function surprise(p: number): number {
  return -Math.log10(Math.max(p, 1e-300));
}

export function regressionDetector(
  y: readonly number[],
  startDay: number,
  options: RegressionOptions = {},
): DetectorDay[] {
  const o = { ...REGRESSION_DEFAULTS, ...options };
  const from = Math.max(0, options.from ?? 0);
  const days: DetectorDay[] = [];
  const exposure = options.exposure?.length === y.length ? options.exposure : undefined;
  const own = new Expectations(y, startDay, { ...o, exposure });
  // The other illnesses are counts: they are read only on days judged as counts.
  const companions = (options.companions ?? [])
    .filter((c) => c.length === y.length)
    .map((c) => new Expectations(c, startDay, { ...o, exposure: undefined }));
  const countThreshold = thresholdFor(companions.length > 0, o);
  for (let t = 0; t < from; t++) days.push(empty(t));
  // Days before `from` inside the window still need expectations.
  const firstFit = Math.max(0, from - (o.windowDays - 1));
  let block = Number.NaN;
  let longEnough = false;
  const w = o.windowDays;
  for (let t = firstFit; t < y.length; t++) {
    // Blocks are aligned to the calendar (epoch day ÷ refitEvery), so every
    // request, whatever its timeframe or day, asks for the same baselines and
    // the memo below can answer.
    const thisBlock = Math.floor((startDay + t) / o.refitEvery);
    if (thisBlock !== block) {
      block = thisBlock;
      const { begin, end } = blockSpan(startDay, thisBlock, o);
      longEnough = end - begin + 1 >= o.minBaseline;
      own.refit(thisBlock);
      for (const c of companions) c.refit(thisBlock);
    }
    own.predict(t);
    for (const c of companions) c.predict(t);
    if (t < from) continue;
    const mu = own.expected[t]!;
    if (!Number.isFinite(mu)) {
      // No fit, or a fit whose expectation for this day is past its limit.
      days.push(longEnough ? { ...empty(t), baselineRejected: true } : empty(t));
      continue;
    }
    const hasWindow = w > 1 && t >= w - 1 && own.covers(t - w + 1, t - 1);
    // A rate baseline already expects each day's participants: more people taking part is not read again from the
    // other illnesses.
    const rated = own.models[t]!.reference !== undefined;
    const threshold = rated ? o.rateThreshold : countThreshold;
    // The other illnesses are read over the days the window sums (the day alone without one).
    const span = hasWindow ? t - w + 1 : t;
    const readings: CompanionReading[] = [];
    for (const c of rated ? [] : companions) {
      if (!c.covers(span, t)) continue;
      let observed = 0;
      for (let d = span; d <= t; d++) observed += c.y[d]!;
      readings.push({ observed, expected: c.sum(span, t) });
    }
    const ratio = reportingRatio(readings, o.companionZ);
    const dist = scaled(own.sum(t, t), ratio);
    const single = surprise(upperTail(y[t]!, dist)) - o.spikeOffset;
    const dayBound = quantile(1 - 10 ** -(threshold + o.spikeOffset), dist);
    let upperBound = dayBound;
    let window: DetectorDay['window'];
    let windowScore = 0;
    let windowCount = y[t]!;
    if (hasWindow) {
      const windowDist = scaled(own.sum(t - w + 1, t), ratio);
      let earlier = 0;
      for (let d = t - w + 1; d < t; d++) earlier += y[d]!;
      windowCount = earlier + y[t]!;
      windowScore = surprise(upperTail(windowCount, windowDist));
      const windowBound = quantile(1 - 10 ** -threshold, windowDist);
      window = { days: w, count: windowCount, expected: windowDist.mean, bound: windowBound };
      // The threshold line: the count on this day that the window or the day alone would alarm at.
      upperBound = Math.min(upperBound, Math.max(0, windowBound - earlier));
    }
    const statistic = windowCount >= o.minCount ? Math.max(single, windowScore) : 0;
    days.push({
      index: t,
      statistic,
      expected: mu * ratio,
      upperBound,
      alarm: statistic > threshold,
      dispersion: own.models[t]!.fit.dispersion,
      dayBound,
      ...(window ? { window } : {}),
      ...(ratio !== 1 ? { reportingRatio: ratio } : {}),
      ...(rated ? { rated: true } : {}),
    });
  }
  return days;
}

function empty(index: number): DetectorDay {
  return { index, statistic: Number.NaN, expected: Number.NaN, upperBound: Number.NaN, alarm: false };
}
