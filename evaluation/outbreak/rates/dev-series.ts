/**
 * Development series for the detector on rates: each day's participants ("I feel fine" check-ins and reports)
 * and the cases among them, with participation that changes on its own. These are the series the rate detector
 * was built and tuned on; the frozen set in ../held-out-rates-v1 (another author, written blind) is what it is
 * judged on.
 */
import { Random } from '@healthwatch/outbreak-engine';
import { HISTORY_DAYS, START_DAY, TEST_DAYS, type SimulatedSeries } from '../simulate';

export interface RateFamily {
  name: string;
  /** Mean participants a day on an average weekday, at t = 0. */
  participants: number;
  /** Share of participants who meet the case definition on an average day, before seasons. */
  rate: number;
  /** Amplitude of the yearly harmonic of the rate, log scale. */
  seasonal: number;
  /** Variance-to-mean of cases given their expectation. */
  dispersion: number;
  /** Participation factor per weekday, Sunday first. */
  weekday?: readonly number[];
  /** Participation changes by `factor` from `day` (counted from the first scored day; negative: in the history). */
  step?: { day: number; factor: number };
  /** Growth of participation per year, log scale. */
  trendPerYear?: number;
  /** Participation falls to `factor` over the 14 days from 20 December each year. */
  yearEnd?: number;
  /** When the scored outbreak starts, counted from the first scored day. */
  onset?: { from: number; to: number };
}

export interface RatedSeries extends SimulatedSeries {
  participants: number[];
}

const MONDAY_REMINDERS = [0.7, 2.6, 1, 0.9, 0.9, 0.9, 0.7];

export const DEV_RATE_FAMILIES: RateFamily[] = [
  { name: 'steady-200', participants: 200, rate: 0.02, seasonal: 0.6, dispersion: 1.5 },
  { name: 'steady-small-30', participants: 30, rate: 0.04, seasonal: 0.5, dispersion: 1.2 },
  { name: 'steady-large-2500', participants: 2500, rate: 0.008, seasonal: 0.7, dispersion: 2 },
  {
    name: 'monday-reminders-150',
    participants: 150,
    rate: 0.02,
    seasonal: 0.6,
    dispersion: 1.5,
    weekday: MONDAY_REMINDERS,
  },
  {
    name: 'joins-x2.5-day120',
    participants: 120,
    rate: 0.02,
    seasonal: 0.6,
    dispersion: 1.5,
    step: { day: 120, factor: 2.5 },
  },
  {
    name: 'leaves-x0.4-day200',
    participants: 400,
    rate: 0.015,
    seasonal: 0.6,
    dispersion: 1.5,
    step: { day: 200, factor: 0.4 },
  },
  {
    name: 'joins-x3-near-onset',
    participants: 100,
    rate: 0.025,
    seasonal: 0.5,
    dispersion: 1.5,
    step: { day: 150, factor: 3 },
    onset: { from: 140, to: 160 },
  },
  { name: 'growth-x2-a-year', participants: 60, rate: 0.03, seasonal: 0.6, dispersion: 1.3, trendPerYear: Math.log(2) },
  {
    name: 'attrition-half-a-year',
    participants: 600,
    rate: 0.012,
    seasonal: 0.6,
    dispersion: 1.5,
    trendPerYear: -Math.log(2),
  },
  { name: 'year-end-drop', participants: 250, rate: 0.02, seasonal: 0.6, dispersion: 1.5, yearEnd: 0.3 },
];

const KS = [2, 4, 6, 8, 10];

function participationMean(f: RateFamily, t: number): number {
  const epochDay = START_DAY + t;
  const weekday = (((epochDay + 4) % 7) + 7) % 7;
  let mean = f.participants * (f.weekday?.[weekday] ?? 1) * Math.exp(((f.trendPerYear ?? 0) * t) / 365);
  if (f.step && t - HISTORY_DAYS >= f.step.day) mean *= f.step.factor;
  if (f.yearEnd !== undefined) {
    const date = new Date(epochDay * 86_400_000);
    const m = date.getUTCMonth();
    const d = date.getUTCDate();
    if ((m === 11 && d >= 20) || (m === 0 && d <= 2)) mean *= f.yearEnd;
  }
  return mean;
}

function caseRate(f: RateFamily, t: number): number {
  const angle = (2 * Math.PI * (START_DAY + t)) / 365.25;
  return Math.min(0.5, f.rate * Math.exp(f.seasonal * Math.sin(angle)));
}

const logNormalDelay = (rng: Random) => Math.floor(Math.exp(1.2 + 0.5 * rng.normal()) - 1);

/** Adds an outbreak of k × the baseline SD of cases at onset: its cases are participants who report, a day or more later. */
function plant(rng: Random, f: RateFamily, participants: number[], cases: number[], start: number, k: number) {
  const mean = participationMean(f, start) * caseRate(f, start);
  const count = rng.poisson(k * Math.sqrt(f.dispersion * mean));
  let end = start;
  for (let c = 0; c < count; c++) {
    const day = start + Math.max(0, logNormalDelay(rng));
    if (day >= cases.length) continue;
    cases[day]!++;
    participants[day]!++;
    end = Math.max(end, day);
  }
  return { start, end, cases: count, k };
}

export function simulateRated(rng: Random, f: RateFamily, k: number): RatedSeries {
  const length = HISTORY_DAYS + TEST_DAYS;
  const participants = Array.from({ length }, (_, t) => rng.poisson(participationMean(f, t)));
  const cases = participants.map((n, t) => Math.min(n, rng.negativeBinomial(n * caseRate(f, t), f.dispersion)));
  const outbreakDay = new Array<boolean>(length).fill(false);
  for (let i = 0; i < 4; i++) {
    const past = plant(rng, f, participants, cases, rng.integer(30, HISTORY_DAYS - 30), rng.integer(2, 10));
    for (let d = past.start; d <= past.end; d++) outbreakDay[d] = true;
  }
  const onset = f.onset
    ? rng.integer(HISTORY_DAYS + f.onset.from, HISTORY_DAYS + f.onset.to)
    : rng.integer(HISTORY_DAYS + 14, length - 30);
  const outbreak = plant(rng, f, participants, cases, onset, k);
  for (let d = outbreak.start; d <= outbreak.end; d++) outbreakDay[d] = true;
  return { scenario: f.name, k, counts: cases, participants, testFrom: HISTORY_DAYS, outbreak, outbreakDay };
}

export function devRatedSeries(seed: number, replicates: number): RatedSeries[] {
  const rng = new Random(seed);
  const out: RatedSeries[] = [];
  for (const f of DEV_RATE_FAMILIES)
    for (const k of KS) for (let r = 0; r < replicates; r++) out.push(simulateRated(rng, f, k));
  return out;
}
