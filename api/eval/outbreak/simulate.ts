import { dayOfWeek } from '../../src/analytics/model/design';
import type { Random } from './random';

/**
 * Daily series in the style of Noufaily et al. (2013): a negative-binomial
 * baseline μ(t) = exp(θ + βt + γ₁sin(2πt/365.25) + γ₂cos(2πt/365.25)) × a
 * day-of-week reporting effect, variance φμ; outbreaks of size
 * Poisson(k × baseline SD at onset) whose cases are spread over the following
 * days by a log-normal onset delay. Outbreaks are also planted in the history
 * so that detectors must cope with contaminated baselines.
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

export const ALL_SCENARIOS: Scenario[] = [...SCENARIOS, ...NEW_PATTERN_SCENARIOS];

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
}

export function baselineMean(s: Scenario, t: number): number {
  const angle = (2 * Math.PI * (START_DAY + t)) / 365.25;
  const log =
    Math.log(s.level) +
    (s.trendPerYear * t) / 365 +
    s.seasonal * Math.sin(angle) +
    0.5 * s.seasonal * Math.cos(angle) +
    (s.semiannual ?? 0) * Math.cos(2 * angle);
  // A zero-inflated day has no report; the other days carry the mean so that μ stays the average.
  return (Math.exp(log) * DAY_OF_WEEK_EFFECT[dayOfWeek(START_DAY + t)]!) / (1 - (s.zeroInflation ?? 0));
}

function plant(rng: Random, s: Scenario, counts: number[], start: number, k: number): Outbreak {
  const sd = Math.sqrt(s.dispersion * baselineMean(s, start));
  const cases = rng.poisson(k * sd);
  let end = start;
  for (let c = 0; c < cases; c++) {
    const delay =
      s.reportingDelay === undefined
        ? Math.floor(Math.exp(1.2 + 0.5 * rng.normal()) - 1)
        : rng.integer(0, 1) + geometric(rng, s.reportingDelay);
    const day = start + Math.max(0, delay);
    if (day < counts.length) {
      counts[day] = counts[day]! + 1;
      end = Math.max(end, day);
    }
  }
  return { start, end, cases, k };
}

/** Days until a report with mean `mean` (geometric on 0, 1, 2, …). */
function geometric(rng: Random, mean: number): number {
  const p = 1 / (1 + mean);
  let n = 0;
  while (rng.uniform() > p) n++;
  return n;
}

export function simulate(rng: Random, s: Scenario, k: number): SimulatedSeries {
  const length = HISTORY_DAYS + TEST_DAYS;
  const zero = s.zeroInflation ?? 0;
  const counts = Array.from({ length }, (_, t) => {
    const c = rng.negativeBinomial(baselineMean(s, t), s.dispersion);
    return zero > 0 && rng.uniform() < zero ? 0 : c;
  });
  const outbreakDay = new Array<boolean>(length).fill(false);
  const mark = (o: Outbreak) => {
    for (let d = o.start; d <= o.end; d++) outbreakDay[d] = true;
  };
  for (let i = 0; i < 4; i++) mark(plant(rng, s, counts, rng.integer(30, HISTORY_DAYS - 30), rng.integer(2, 10)));
  const outbreak = plant(rng, s, counts, rng.integer(HISTORY_DAYS + 14, length - 30), k);
  mark(outbreak);
  return { scenario: s.name, k, counts, testFrom: HISTORY_DAYS, outbreak, outbreakDay };
}
