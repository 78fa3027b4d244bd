import { dayOfWeek } from '@healthwatch/outbreak-engine';
import type { Random } from '@healthwatch/outbreak-engine';

/**
 * Daily series in the style of Noufaily et al. (2013): a negative-binomial
 * baseline μ(t) = exp(θ + βt + γ₁sin(2πt/365.25) + γ₂cos(2πt/365.25)) × a
 * day-of-week reporting effect, variance φμ; outbreaks of size
 * Poisson(k × baseline SD at onset) whose cases are spread over the following
 * days by a log-normal onset delay. Outbreaks are also planted in the history
 * so that detectors must cope with contaminated baselines.
 *
 * Optional features (used by the frozen held-out families in held-out/):
 * other day-of-week patterns, public holidays, a step change in reporting,
 * short histories, outbreaks that rise over weeks, outbreaks at the seasonal
 * peak and past outbreaks at the same time of year. A scenario without them
 * draws exactly the numbers it drew before they existed.
 */
export interface Scenario {
  name: string;
  /** exp(θ): mean daily count at t = 0 on an average weekday. */
  level: number;
  /** Trend per year on the log scale. */
  trendPerYear: number;
  /** Amplitude of the yearly harmonic on the log scale. */
  seasonal: number;
  dispersion: number;
  /** Amplitude of a twice-yearly harmonic (period 365.25 / 2 days) on the log scale. */
  semiannual?: number;
  /** Share of days with no report at all (zero-inflation: the only reporter was away). */
  zeroInflation?: number;
  /**
   * Outbreaks are point sources (every case falls ill within a day of onset)
   * whose reports arrive after a delay of this many days on average (geometric).
   */
  reportingDelay?: number;
  /** Reporting factor per day of the week, Sunday first (default: DAY_OF_WEEK_EFFECT). */
  dayOfWeekEffect?: readonly number[];
  /** Public holidays: reporting falls on the day and catches up on the next. */
  holidays?: Holidays;
  /** Reporting changes by `factor` from `day` on, counted from the first scored day (negative: in the history). */
  step?: { day: number; factor: number };
  /** Days before the first scored day (default HISTORY_DAYS); a new area has a short history. */
  historyDays?: number;
  /** Scored days (default TEST_DAYS). */
  testDays?: number;
  /** How an outbreak's cases spread over the days after onset (default: a log-normal onset delay). */
  outbreakShape?: OutbreakShape;
  /** When the scored outbreak starts (default: anywhere from 14 days into the scored days to 30 days before their end). */
  outbreakTiming?: OutbreakTiming;
  /** Outbreaks planted in the history (default: four, k from 2 to 10, anywhere from day 30 to 30 days before scoring). */
  pastOutbreaks?: PastOutbreaks;
  /** Growth (or decline) of the whole user base per year on the log scale: multiplies this series and `others`. */
  reportingTrendPerYear?: number;
  /**
   * The area's reports of every other illness, summed (the companion series). It shares the changes in who
   * reports: `step`, `dayOfWeekEffect`, `holidays`, `zeroInflation` (the same empty days) and `reportingTrendPerYear`.
   */
  others?: Others;
  /**
   * The area's other illnesses one by one (held-out-v5 on), each sharing the changes in who reports as `others`
   * does; the series' `others` is then their sum. Not together with `others`.
   */
  otherIllnesses?: Others[];
}

/** The companion series: its own incidence, and changes and outbreaks of the other illnesses alone. */
export interface Others {
  level: number;
  dispersion: number;
  trendPerYear?: number;
  seasonal?: number;
  semiannual?: number;
  /** Its seasonal terms are those of day t − seasonShiftDays (182: the yearly peak in early September). */
  seasonShiftDays?: number;
  /** A change of the other illnesses alone, from `day` (counted from the first scored day). */
  step?: { day: number; factor: number };
  /**
   * Outbreaks of other illnesses (Poisson(k × the companion's SD) cases), onsets anywhere in the series, or within
   * `nearScoredOnset` days either side of the scored outbreak's onset.
   */
  outbreaks?: { count: number; kMin: number; kMax: number; nearScoredOnset?: number };
}

export interface Holidays {
  /** "MM-DD" (every year) or "YYYY-MM-DD" (one date, e.g. Easter Monday). */
  dates: readonly string[];
  /** Reporting on the holiday, relative to the same weekday otherwise. */
  factor: number;
  /** Reporting on the day after, relative to the same weekday otherwise (the catch-up). */
  nextDayFactor: number;
}

/**
 * Cases fall uniformly over `days` days ("flat": a persistent source), with a density rising linearly from 0
 * to its peak on the last day ("linear"), or growing exponentially 20-fold over the `days` ("exponential").
 */
export interface OutbreakShape {
  kind: 'flat' | 'linear' | 'exponential';
  days: number;
}

export type OutbreakTiming =
  /** Onset uniformly in [from, to], counted from the first scored day. */
  | { kind: 'window'; from: number; to: number }
  /** Onset within `within` days of the scored days' seasonal peak of the baseline. */
  | { kind: 'seasonal-peak'; within: number };

export interface PastOutbreaks {
  count: number;
  kMin: number;
  kMax: number;
  /**
   * Each past outbreak falls at the scored outbreak's time of year (1, 2, … years before it, ± 7 days),
   * so that a seasonal baseline fitted on past years has the outbreaks in it.
   */
  sameSeason?: boolean;
}

export const SCENARIOS: Scenario[] = [
  { name: 'sparse, flat', level: 0.5, trendPerYear: 0, seasonal: 0, dispersion: 1.5 },
  { name: 'sparse, seasonal', level: 1, trendPerYear: 0, seasonal: 0.6, dispersion: 1.5 },
  { name: 'low, trend', level: 2, trendPerYear: 0.2, seasonal: 0.3, dispersion: 2 },
  { name: 'low, seasonal', level: 3, trendPerYear: 0, seasonal: 0.8, dispersion: 1.5 },
  { name: 'medium, flat', level: 8, trendPerYear: 0, seasonal: 0, dispersion: 2 },
  { name: 'medium, seasonal+trend', level: 8, trendPerYear: 0.15, seasonal: 0.5, dispersion: 2.5 },
  { name: 'high, seasonal', level: 25, trendPerYear: 0, seasonal: 0.5, dispersion: 3 },
  { name: 'high, overdispersed', level: 40, trendPerYear: 0.1, seasonal: 0.3, dispersion: 5 },
];

/**
 * Patterns the first eight scenarios lack: two seasons a year (e.g. a
 * pre-monsoon and a post-monsoon wave), a user base that grows 2.7-fold a
 * year, sparse series where most days have no report at all, and point-source
 * outbreaks whose reports arrive days late.
 */
export const NEW_PATTERN_SCENARIOS: Scenario[] = [
  { name: 'twice-yearly seasons', level: 6, trendPerYear: 0, seasonal: 0.2, semiannual: 0.6, dispersion: 2 },
  { name: 'twice-yearly, sparse', level: 1.5, trendPerYear: 0, seasonal: 0, semiannual: 0.7, dispersion: 1.5 },
  { name: 'growing user base', level: 1.5, trendPerYear: 1, seasonal: 0.2, dispersion: 2 },
  { name: 'sparse, zero-inflated', level: 1.5, trendPerYear: 0, seasonal: 0.3, dispersion: 1.5, zeroInflation: 0.6 },
  { name: 'point source, reporting delay', level: 5, trendPerYear: 0, seasonal: 0.3, dispersion: 2, reportingDelay: 3 },
];

/**
 * Changes in who reports, which a participatory app sees whenever a school, employer or news story brings
 * reporters or they drift away: a group joining before the scored year, in it, long ago, and half the
 * reporters leaving in it. Added after the first thirteen, so those keep their series.
 */
export const REPORTING_CHANGE_SCENARIOS: Scenario[] = [
  {
    name: 'reporters join (×2, 60 days before)',
    level: 4,
    trendPerYear: 0,
    seasonal: 0.3,
    dispersion: 2,
    step: { day: -60, factor: 2 },
  },
  {
    name: 'reporters join (×3 on day 120), sparse',
    level: 1.5,
    trendPerYear: 0,
    seasonal: 0,
    dispersion: 1.5,
    step: { day: 120, factor: 3 },
  },
  {
    name: 'half the reporters leave (day 60)',
    level: 12,
    trendPerYear: 0,
    seasonal: 0.4,
    dispersion: 2.5,
    step: { day: 60, factor: 0.5 },
  },
  {
    name: 'reporters join (×1.5, 200 days before)',
    level: 20,
    trendPerYear: 0.1,
    seasonal: 0.5,
    dispersion: 3,
    step: { day: -200, factor: 1.5 },
  },
];

/**
 * The area around one illness: its other illnesses rise and fall on their own (their own season, their own
 * outbreaks, a change that does not touch this illness) or with it (more or fewer people reporting).
 */
export const AREA_CONTEXT_SCENARIOS: Scenario[] = [
  {
    name: 'other illnesses rise alone (×2 on day 150)',
    level: 5,
    trendPerYear: 0,
    seasonal: 0.3,
    dispersion: 2,
    others: { level: 20, dispersion: 2, seasonal: 0.4, step: { day: 150, factor: 2 } },
  },
  {
    name: 'other illnesses fall alone (×0.5 on day 100)',
    level: 5,
    trendPerYear: 0,
    seasonal: 0.3,
    dispersion: 2,
    others: { level: 30, dispersion: 2, step: { day: 100, factor: 0.5 } },
  },
  {
    name: 'reporters join a large area (×2 on day 200)',
    level: 6,
    trendPerYear: 0,
    seasonal: 0.4,
    dispersion: 2,
    step: { day: 200, factor: 2 },
    others: { level: 60, dispersion: 2, seasonal: 0.3, seasonShiftDays: 182 },
  },
  {
    name: 'reporters join (×1.5, 10 days before), sparse others',
    level: 3,
    trendPerYear: 0,
    seasonal: 0.3,
    dispersion: 1.5,
    step: { day: -10, factor: 1.5 },
    others: { level: 1, dispersion: 1.5 },
  },
  {
    name: 'user base grows ×1.5 a year',
    level: 3,
    trendPerYear: 0,
    seasonal: 0.4,
    dispersion: 2,
    reportingTrendPerYear: 0.4,
    others: { level: 25, dispersion: 2.5, seasonal: 0.2 },
  },
];

export const ALL_SCENARIOS: Scenario[] = [
  ...SCENARIOS,
  ...NEW_PATTERN_SCENARIOS,
  ...REPORTING_CHANGE_SCENARIOS,
  ...AREA_CONTEXT_SCENARIOS,
];

/**
 * The development families as areas: each earlier family (written as one illness alone) gets the rest of its
 * area's illnesses one by one, in turn much larger than it together (four illnesses with their own seasons), about
 * as large (two), smaller and sparse (three), as large again with outbreaks of their own anywhere (three), or
 * larger with one illness dominating and breaking out near the scored outbreak (three). A family with a companion
 * of its own keeps it.
 */
export function inArea(s: Scenario, i: number): Scenario {
  if (s.others || s.otherIllnesses) return s;
  const L = s.level;
  const kinds: Others[][] = [
    [
      { level: 3 * L, dispersion: 2, seasonal: 0.3, seasonShiftDays: 120 },
      { level: 2 * L, dispersion: 2, seasonal: 0.5, seasonShiftDays: 60 },
      { level: 2 * L, dispersion: 2.5, seasonal: 0.2, seasonShiftDays: 240 },
      { level: L, dispersion: 1.5 },
    ],
    [
      { level: 0.6 * L, dispersion: s.dispersion, seasonal: 0.5, seasonShiftDays: 182 },
      { level: 0.4 * L, dispersion: s.dispersion },
    ],
    [0, 1, 2].map(() => ({ level: Math.max(0.1, 0.1 * L), dispersion: 1.5 })),
    [
      { level: L, dispersion: 2.5, outbreaks: { count: 4, kMin: 2, kMax: 8 } },
      { level: L, dispersion: 2.5, seasonal: 0.4, outbreaks: { count: 2, kMin: 2, kMax: 8 } },
      { level: L, dispersion: 2.5 },
    ],
    [
      { level: 4 * L, dispersion: 2, outbreaks: { count: 1, kMin: 3, kMax: 8, nearScoredOnset: 5 } },
      { level: L, dispersion: 2, seasonal: 0.3 },
      { level: 0.5 * L, dispersion: 1.5 },
    ],
  ];
  return { ...s, otherIllnesses: kinds[i % kinds.length]! };
}

/** Reporting falls at weekends and catches up on Monday (index 0 = Sunday). */
const DAY_OF_WEEK_EFFECT = [0.6, 1.25, 1.1, 1.05, 1.05, 1.0, 0.7];

export const HISTORY_DAYS = 730;
export const TEST_DAYS = 364;
export const START_DAY = 18993; // 2022-01-01, so day-of-week and season are real dates

export interface Outbreak {
  start: number;
  end: number;
  cases: number;
  k: number;
}

export interface SimulatedSeries {
  scenario: string;
  k: number;
  counts: number[];
  /** Index of the first day detectors are scored on. */
  testFrom: number;
  /** The outbreak in the test window that detectors should find. */
  outbreak: Outbreak;
  /** Every day covered by any outbreak (test or history). */
  outbreakDay: boolean[];
  /** The companion series (the area's other reports), when the scenario has one. */
  others?: number[];
  /** The area's other illnesses one by one, when the scenario has them (`others` is their sum). */
  otherIllnesses?: number[][];
}

/** The log of the mean before day-of-week, holiday and reporting effects: trend and seasons. */
function smoothLogMean(s: Scenario, t: number): number {
  return seasonalLogMean(s.level, s.trendPerYear, s.seasonal, s.semiannual ?? 0, t, t);
}

function seasonalLogMean(
  level: number,
  trendPerYear: number,
  seasonal: number,
  semiannual: number,
  t: number,
  seasonDay: number,
): number {
  const angle = (2 * Math.PI * (START_DAY + seasonDay)) / 365.25;
  return (
    Math.log(level) +
    (trendPerYear * t) / 365 +
    seasonal * Math.sin(angle) +
    0.5 * seasonal * Math.cos(angle) +
    semiannual * Math.cos(2 * angle)
  );
}

export function baselineMean(s: Scenario, t: number): number {
  return reportingEffects(s, t, Math.exp(smoothLogMean(s, t)));
}

/**
 * The companion's mean on day t (its own incidence, then the reporting effects it shares, then its own step); `o`
 * is one of the other illnesses when the scenario lists them one by one.
 */
export function othersMean(s: Scenario, t: number, o: Others | undefined = s.others): number {
  if (!o) return Number.NaN;
  const smooth = seasonalLogMean(
    o.level,
    o.trendPerYear ?? 0,
    o.seasonal ?? 0,
    o.semiannual ?? 0,
    t,
    t - (o.seasonShiftDays ?? 0),
  );
  const own = o.step && t >= historyDays(s) + o.step.day ? o.step.factor : 1;
  return reportingEffects(s, t, Math.exp(smooth)) * own;
}

/** Who reports: the day of the week, holidays, a step, the user base's growth and empty days, on a mean. */
function reportingEffects(s: Scenario, t: number, smooth: number): number {
  const day = START_DAY + t;
  let mean = smooth * (s.dayOfWeekEffect ?? DAY_OF_WEEK_EFFECT)[dayOfWeek(day)]!;
  // Applied only when present, so the scenarios without them keep their exact floating-point values.
  if (s.holidays) mean *= holidayFactor(s.holidays, day);
  if (s.step && t >= historyDays(s) + s.step.day) mean *= s.step.factor;
  if (s.reportingTrendPerYear) mean *= Math.exp((s.reportingTrendPerYear * t) / 365);
  // A zero-inflated day has no report; the other days carry the mean so that μ stays the average.
  return mean / (1 - (s.zeroInflation ?? 0));
}

const historyDays = (s: Scenario) => s.historyDays ?? HISTORY_DAYS;

function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

function isHoliday(h: Holidays, day: number): boolean {
  const date = isoDate(day);
  return h.dates.some((d) => d === date || d === date.slice(5));
}

function holidayFactor(h: Holidays, day: number): number {
  if (isHoliday(h, day)) return h.factor;
  return isHoliday(h, day - 1) ? h.nextDayFactor : 1;
}

function plant(rng: Random, s: Scenario, counts: number[], start: number, k: number): Outbreak {
  const sd = Math.sqrt(s.dispersion * baselineMean(s, start));
  const cases = rng.poisson(k * sd);
  const span = spread(counts, start, cases, () =>
    s.outbreakShape
      ? shapedDelay(rng, s.outbreakShape)
      : s.reportingDelay === undefined
        ? logNormalDelay(rng)
        : rng.integer(0, 1) + geometric(rng, s.reportingDelay),
  );
  return { ...span, cases, k };
}

const logNormalDelay = (rng: Random) => Math.floor(Math.exp(1.2 + 0.5 * rng.normal()) - 1);

/** Adds `cases` reports from onset `start`, each `delay()` days later; the outbreak's first and last day. */
function spread(counts: number[], start: number, cases: number, delay: () => number): { start: number; end: number } {
  let end = start;
  for (let c = 0; c < cases; c++) {
    const day = start + Math.max(0, delay());
    if (day < counts.length) {
      counts[day] = counts[day]! + 1;
      end = Math.max(end, day);
    }
  }
  return { start, end };
}

/** Days from onset to one case of a shaped outbreak, by inverting the shape's distribution function. */
function shapedDelay(rng: Random, shape: OutbreakShape): number {
  const u = rng.uniform();
  const x =
    shape.kind === 'flat'
      ? u
      : shape.kind === 'linear'
        ? Math.sqrt(u)
        : Math.log(1 + u * (EXPONENTIAL_GROWTH - 1)) / Math.log(EXPONENTIAL_GROWTH);
  return Math.min(shape.days - 1, Math.floor(x * shape.days));
}

/** Cases a day at the end of an exponential outbreak, relative to its first day. */
const EXPONENTIAL_GROWTH = 20;

/** Days until a report with mean `mean` (geometric on 0, 1, 2, …). */
function geometric(rng: Random, mean: number): number {
  const p = 1 / (1 + mean);
  let n = 0;
  while (rng.uniform() > p) n++;
  return n;
}

export function simulate(rng: Random, s: Scenario, k: number): SimulatedSeries {
  const history = historyDays(s);
  const length = history + (s.testDays ?? TEST_DAYS);
  const zero = s.zeroInflation ?? 0;
  const empty = new Array<boolean>(length).fill(false);
  const counts = Array.from({ length }, (_, t) => {
    const c = rng.negativeBinomial(baselineMean(s, t), s.dispersion);
    empty[t] = zero > 0 && rng.uniform() < zero;
    return empty[t] ? 0 : c;
  });
  const outbreakDay = new Array<boolean>(length).fill(false);
  const mark = (o: Outbreak) => {
    for (let d = o.start; d <= o.end; d++) outbreakDay[d] = true;
  };
  const past = s.pastOutbreaks ?? { count: 4, kMin: 2, kMax: 10 };
  let outbreak: Outbreak;
  if (past.sameSeason) {
    const onset = scoredOnset(rng, s, history, length);
    for (let year = 1; year <= past.count; year++) {
      const start = onset - 364 * year + rng.integer(-7, 7);
      if (start >= 0) mark(plant(rng, s, counts, start, rng.integer(past.kMin, past.kMax)));
    }
    outbreak = plant(rng, s, counts, onset, k);
  } else {
    // The order of draws here is the original one, so the existing scenarios keep their series.
    for (let i = 0; i < past.count; i++)
      mark(plant(rng, s, counts, rng.integer(30, history - 30), rng.integer(past.kMin, past.kMax)));
    outbreak = plant(rng, s, counts, scoredOnset(rng, s, history, length), k);
  }
  mark(outbreak);
  const series: SimulatedSeries = { scenario: s.name, k, counts, testFrom: history, outbreak, outbreakDay };
  // Drawn last, so a scenario without a companion draws exactly what it drew before companions existed.
  if (s.others) series.others = simulateOthers(rng, s, s.others, empty, outbreak.start);
  if (s.otherIllnesses) {
    const each = s.otherIllnesses.map((o) => simulateOthers(rng, s, o, empty, outbreak.start));
    series.otherIllnesses = each;
    series.others = counts.map((_, t) => each.reduce((sum, c) => sum + c[t]!, 0));
  }
  return series;
}

/** The companion series: empty on the scored series' empty days, with the other illnesses' own outbreaks. */
function simulateOthers(rng: Random, s: Scenario, o: Others, empty: readonly boolean[], onset: number): number[] {
  const counts = empty.map((none, t) => {
    const c = rng.negativeBinomial(othersMean(s, t, o), o.dispersion);
    return none ? 0 : c;
  });
  const outbreaks = o.outbreaks ?? { count: 0, kMin: 0, kMax: 0 };
  const near = outbreaks.nearScoredOnset;
  for (let i = 0; i < outbreaks.count; i++) {
    const start =
      near === undefined
        ? rng.integer(0, counts.length - 1)
        : rng.integer(Math.max(0, onset - near), Math.min(counts.length - 1, onset + near));
    const sd = Math.sqrt(o.dispersion * othersMean(s, start, o));
    const cases = rng.poisson(rng.integer(outbreaks.kMin, outbreaks.kMax) * sd);
    spread(counts, start, cases, () => logNormalDelay(rng));
  }
  return counts;
}

function scoredOnset(rng: Random, s: Scenario, history: number, length: number): number {
  const timing = s.outbreakTiming;
  if (timing === undefined) return rng.integer(history + 14, length - 30);
  if (timing.kind === 'window') return rng.integer(history + timing.from, history + timing.to);
  let peak = history;
  for (let t = history; t < length; t++) if (smoothLogMean(s, t) > smoothLogMean(s, peak)) peak = t;
  return rng.integer(Math.max(history, peak - timing.within), Math.min(length - 30, peak + timing.within));
}

/** The other illnesses summed into one series (held-out-v4 has only that), or none. */
export const summedOf = (s: SimulatedSeries): number[][] => (s.others ? [s.others] : []);
/** What the detector scores a series beside: its area's other illnesses one by one where it has them, else their sum. */
export const companionsOf = (s: SimulatedSeries): number[][] => s.otherIllnesses ?? summedOf(s);
