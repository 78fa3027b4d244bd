import { setImmediate as nextTurn } from 'node:timers/promises';
import { ALL_ILLNESSES, ILLNESS_TYPES, type AreaVerdict } from '@healthwatch/contracts';
import {
  type FitStore,
  ratedSpan,
  REGRESSION_DEFAULTS,
  regressionDetector,
  type DetectorDay,
  upperTail,
  otherIllnesses,
} from '@healthwatch/outbreak-engine';
import type { AreaIndex, AreaRecord } from './area-index';
import type { PostalRows } from './postal-rows';
import { type ParticipantRows, RATED_DEFINITIONS } from './participant-rows';

/** An area needs this many reports in the history the detector reads before it gets a verdict. */
export const MIN_AREA_REPORTS = 30;
/** "Current" alarm: the detector alarmed on one of these last days (today included), as the risk rule's "last 3 days". */
export const CURRENT_DAYS = 3;
/** The detector's window on the oldest current day reaches this many days back. */
const WINDOW_REACH = CURRENT_DAYS + REGRESSION_DEFAULTS.windowDays - 1;
/** History after which the detector always has a baseline block to score with (28-day baseline, 7-day guard, a block). */
const ASSESSABLE_DAYS = REGRESSION_DEFAULTS.minBaseline + REGRESSION_DEFAULTS.guard + REGRESSION_DEFAULTS.refitEvery;

export interface AlarmFigures {
  /** "all" or an illness type. */
  illness: string;
  /** Epoch day the figures end on. */
  day: number;
  /** The figures are for this many days ending on `day`: 1, or the detector's window when only the window alarmed. */
  days: number;
  observed: number;
  expected: number;
  /** The count above which `observed` alarms (the day alone, or the window's sum). */
  threshold: number;
  /** The factor the area's other reports ran above usual, already in `expected` and `threshold` (1: none). */
  reportingRatio: number;
  /** P(a count ≥ observed) under the baseline the figures show (negative binomial of its mean and dispersion). */
  pValue: number;
}

export interface AreaAssessment {
  area: AreaRecord;
  verdict: AreaVerdict;
  reports: number;
  alarms: AlarmFigures[];
  /** Whether the area's case definitions were judged as rates per participant on its last day (else as counts). */
  rated: boolean;
}

export interface PassStats {
  areasWithReports: number;
  assessed: number;
  seriesScored: number;
}

/** Index of an illness in ILLNESS_TYPES; anything else counts as "other", as buildSeries does. */
export function illnessIndex(illness: string): number {
  const i = (ILLNESS_TYPES as readonly string[]).indexOf(illness);
  return i >= 0 ? i : ILLNESS_TYPES.indexOf('other');
}

/** What the detector reads beside the series: other illnesses, participants a day, the pass's kept fits. */
interface CurrentAlarmOptions {
  companions?: readonly (readonly number[])[];
  exposure?: readonly number[];
  fits?: FitStore | undefined;
}

/**
 * An alarm among the last CURRENT_DAYS days of y, from the shipped detector,
 * or null; `ready` tells whether the last day had a usable baseline.
 * A series with fewer reports in the days its window reaches than the
 * detector's minimum count cannot alarm in them (its guard), so it is not fitted.
 */
export function currentAlarm(
  y: readonly number[],
  startDay: number,
  alwaysScore: boolean,
  { companions, exposure, fits }: CurrentAlarmOptions = {},
): { alarm: Omit<AlarmFigures, 'illness'> | null; ready: boolean; scored: boolean; rated: boolean } {
  const length = y.length;
  let recent = 0;
  for (let t = Math.max(0, length - WINDOW_REACH); t < length; t++) recent += y[t]!;
  if (!alwaysScore && recent < REGRESSION_DEFAULTS.minCount)
    return { alarm: null, ready: false, scored: false, rated: false };
  const from = Math.max(0, length - CURRENT_DAYS);
  const days = regressionDetector(y, startDay, {
    from,
    ...(companions ? { companions } : {}),
    ...(exposure ? { exposure } : {}),
    ...(fits ? { fits } : {}),
  });
  const last = days[length - 1];
  return {
    alarm: alarmFigures(y, startDay, days, from),
    ready: Number.isFinite(last?.expected ?? Number.NaN),
    scored: true,
    rated: last?.rated === true,
  };
}

/** An area's participants and the rated definitions' cases a day, from its first report's day to today. */
interface AreaParticipation {
  participants: number[];
  cases: number[][];
}

/**
 * Sums the participant rows over each assessed area's postal keys. A key is placed in its areas the same way as
 * the report rows are (the gazetteer's index), so an area counts the participants of exactly the keys it holds,
 * including keys from which only "I feel fine" check-ins came.
 */
function participationOfAreas(
  index: AreaIndex,
  rows: ParticipantRows,
  areas: ReadonlyMap<AreaRecord, { first: number }>,
  today: number,
): Map<AreaRecord, AreaParticipation> {
  const out = new Map<AreaRecord, AreaParticipation>();
  let i = 0;
  while (i < rows.length) {
    const p = rows.pin[i]!;
    let end = i;
    while (end < rows.length && rows.pin[end] === p) end++;
    for (const area of index.areasOfKey(rows.countries[p]!, rows.keys[p]!)) {
      const a = areas.get(area);
      if (!a) continue;
      let series = out.get(area);
      if (!series) {
        const length = today - a.first + 1;
        series = {
          participants: new Array<number>(length).fill(0),
          cases: RATED_DEFINITIONS.map(() => new Array<number>(length).fill(0)),
        };
        out.set(area, series);
      }
      for (let j = i; j < end; j++) {
        const t = rows.day[j]! - a.first;
        if (t < 0 || t >= series.participants.length) continue;
        series.participants[t]! += rows.participants[j]!;
        for (let k = 0; k < RATED_DEFINITIONS.length; k++) series.cases[k]![t]! += rows.cases[k]![j]!;
      }
    }
    i = end;
  }
  return out;
}

/**
 * The figures an alarm is shown with: those of the alarming day whose own
 * count stands highest above its expectation (in standard deviations) and
 * above the count that alarms on its own, with that count as the threshold.
 * When no day alarms on its own (several raised days: the window alarmed),
 * the window's sum, expectation and alarm line instead, so the figures shown
 * are always the ones that crossed the line shown.
 */
export function alarmFigures(
  y: readonly number[],
  startDay: number,
  days: readonly DetectorDay[],
  from: number,
): Omit<AlarmFigures, 'illness'> | null {
  let best: { figures: Omit<AlarmFigures, 'illness'>; alone: boolean; excess: number } | null = null;
  for (let t = from; t < y.length; t++) {
    const d = days[t]!;
    if (!d.alarm) continue;
    const dayBound = d.dayBound ?? d.upperBound;
    const w = d.window;
    const alone = !w || y[t]! > dayBound;
    const [span, observed, expected, threshold] = alone
      ? [1, y[t]!, d.expected, dayBound]
      : [w.days, w.count, w.expected, w.bound];
    const excess = (observed - expected) / Math.sqrt((d.dispersion ?? 1) * expected);
    // Clamped: 1 − (a sum of terms) can stray a rounding error outside [0, 1].
    const pValue = Math.min(1, Math.max(0, upperTail(observed, { mean: expected, dispersion: d.dispersion ?? 1 })));
    // A day that alarms alone outranks a window; among equals the highest excess wins (the later on a tie).
    if (best && (alone !== best.alone ? !alone : excess < best.excess)) continue;
    best = {
      figures: {
        day: startDay + t,
        days: span,
        observed,
        expected: round2(expected),
        threshold,
        reportingRatio: round2(d.reportingRatio ?? 1),
        pValue,
      },
      alone,
      excess,
    };
  }
  return best?.figures ?? null;
}

/**
 * Runs the detector for every area with at least `minReports` reports in
 * the rows: every report together and each illness, today being `today`.
 * Yields to the event loop between areas so the worker keeps answering.
 */
export async function assessAreas(
  index: AreaIndex,
  rows: PostalRows,
  today: number,
  options: { minReports?: number; shouldStop?: () => boolean; participants?: ParticipantRows; fits?: FitStore } = {},
): Promise<{ assessments: AreaAssessment[]; stats: PassStats }> {
  const minReports = options.minReports ?? MIN_AREA_REPORTS;
  // Each postal key's rows are consecutive: note where they start and end.
  const pins = rows.keys.length;
  const pinStart = new Int32Array(pins + 1).fill(-1);
  for (let i = rows.length - 1; i >= 0; i--) pinStart[rows.pin[i]!] = i;
  pinStart[pins] = rows.length;
  for (let p = pins - 1; p >= 0; p--) if (pinStart[p] === -1) pinStart[p] = pinStart[p + 1]!;

  // Reports and first day per area, and the keys that feed it.
  const perArea = new Map<AreaRecord, { reports: number; first: number; pins: number[] }>();
  for (let p = 0; p < pins; p++) {
    const areas = index.areasOfKey(rows.countries[p]!, rows.keys[p]!);
    if (areas.length === 0) continue;
    let reports = 0;
    let first = Number.POSITIVE_INFINITY;
    for (let i = pinStart[p]!; i < pinStart[p + 1]!; i++) {
      reports += rows.count[i]!;
      if (rows.day[i]! < first) first = rows.day[i]!;
    }
    for (const area of areas) {
      let a = perArea.get(area);
      if (!a) {
        a = { reports: 0, first, pins: [] };
        perArea.set(area, a);
      }
      a.reports += reports;
      if (first < a.first) a.first = first;
      a.pins.push(p);
    }
  }

  const participation = options.participants
    ? participationOfAreas(index, options.participants, perArea, today)
    : new Map<AreaRecord, AreaParticipation>();
  const stats: PassStats = { areasWithReports: perArea.size, assessed: 0, seriesScored: 0 };
  const assessments: AreaAssessment[] = [];
  const illnessCount = ILLNESS_TYPES.length;
  for (const [area, a] of perArea) {
    if (a.reports < minReports) continue;
    if (options.shouldStop?.()) break;
    const length = today - a.first + 1;
    const total = new Array<number>(length).fill(0);
    const byIllness = Array.from({ length: illnessCount }, () => new Array<number>(length).fill(0));
    for (const p of a.pins) {
      for (let i = pinStart[p]!; i < pinStart[p + 1]!; i++) {
        const t = rows.day[i]! - a.first;
        const n = rows.count[i]!;
        total[t] = total[t]! + n;
        const s = byIllness[rows.illness[i]!]!;
        s[t] = s[t]! + n;
      }
    }
    const alarms: AlarmFigures[] = [];
    // Most areas are quiet: with too few recent reports to pass the detector's
    // minimum count, no series of theirs can alarm, and none is fitted.
    const overall = currentAlarm(total, a.first, false, { fits: options.fits });
    if (overall.scored) stats.seriesScored++;
    if (overall.alarm) alarms.push({ illness: ALL_ILLNESSES, ...overall.alarm });
    for (let k = 0; k < illnessCount && overall.scored; k++) {
      // Scored beside the area's other illnesses, so that more people reporting is not taken for an outbreak.
      const r = currentAlarm(byIllness[k]!, a.first, false, {
        companions: otherIllnesses(byIllness, k),
        fits: options.fits,
      });
      if (r.scored) stats.seriesScored++;
      if (r.alarm) alarms.push({ illness: ILLNESS_TYPES[k]!, ...r.alarm });
    }
    // The case definitions, with the area's participants as their denominator where there are enough of them
    // (the detector judges them as counts elsewhere, and says so per day).
    const p = participation.get(area);
    // Whether today's baseline is dense enough to be a rate: the detector's own rule, over the days before its guard.
    const rated =
      p !== undefined &&
      ratedSpan(p.participants, 0, length - 1 - REGRESSION_DEFAULTS.guard, REGRESSION_DEFAULTS.minBaseline) !== null;
    for (let k = 0; p && k < RATED_DEFINITIONS.length; k++) {
      const r = currentAlarm(p.cases[k]!, a.first, false, { exposure: p.participants, fits: options.fits });
      if (r.scored) stats.seriesScored++;
      if (r.alarm) alarms.push({ illness: RATED_DEFINITIONS[k]!.id, ...r.alarm });
    }
    const quietButAssessable = !overall.scored && length >= ASSESSABLE_DAYS;
    const verdict: AreaVerdict =
      alarms.length > 0 ? 'alarm' : overall.ready || quietButAssessable ? 'no alarm' : 'insufficient data';
    assessments.push({ area, verdict, reports: a.reports, alarms, rated });
    stats.assessed++;
    await nextTurn();
  }
  return { assessments, stats };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
