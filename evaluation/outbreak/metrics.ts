import type { SimulatedSeries } from './simulate';

/** Per-day statistics of one detector on one series, test window only. */
export interface Scored {
  series: SimulatedSeries;
  statistic: number[];
}

export interface Performance {
  /** Share of test outbreaks with at least one alarm between their first and last case day. */
  pod: number;
  /** Alarms per outbreak-free test day. */
  fprPerDay: number;
  /** Median days from outbreak onset to first alarm, among detected outbreaks. */
  medianDaysToDetection: number;
  detected: number;
  outbreaks: number;
}

const alarmed = (value: number, threshold: number) => (Number.isFinite(value) ? value > threshold : value === Infinity);

/** A threshold, or one per series (the shipped detector's depends on whether the series has a companion). */
export type Threshold = number | ((series: SimulatedSeries) => number);

export function performance(scored: readonly Scored[], thresholdOf: Threshold): Performance {
  let detected = 0;
  let falseAlarms = 0;
  let quietDays = 0;
  const delays: number[] = [];
  for (const { series, statistic } of scored) {
    const threshold = typeof thresholdOf === 'number' ? thresholdOf : thresholdOf(series);
    for (let t = series.testFrom; t < series.counts.length; t++) {
      if (series.outbreakDay[t]) continue;
      quietDays++;
      if (alarmed(statistic[t]!, threshold)) falseAlarms++;
    }
    const { start, end } = series.outbreak;
    for (let t = start; t <= end; t++) {
      if (alarmed(statistic[t]!, threshold)) {
        detected++;
        delays.push(t - start);
        break;
      }
    }
  }
  return {
    pod: detected / scored.length,
    fprPerDay: falseAlarms / quietDays,
    medianDaysToDetection: median(delays),
    detected,
    outbreaks: scored.length,
  };
}

/** The threshold whose false-positive rate on outbreak-free test days is at most `target`. */
export function thresholdForFpr(scored: readonly Scored[], target: number): number {
  const quiet: number[] = [];
  for (const { series, statistic } of scored) {
    for (let t = series.testFrom; t < series.counts.length; t++) {
      if (!series.outbreakDay[t]) {
        const v = statistic[t]!;
        quiet.push(Number.isNaN(v) ? -Infinity : v);
      }
    }
  }
  quiet.sort((a, b) => b - a);
  const allowed = Math.floor(target * quiet.length);
  // Alarms are "statistic > threshold": putting the threshold at the (allowed+1)-th
  // largest value lets at most `allowed` quiet days through, ties included.
  return quiet[Math.min(allowed, quiet.length - 1)] ?? Infinity;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Issue #33's target for the per-series (watch-tier) detector on a frozen set, at the shipped settings. */
export const WATCH_TARGET = { fprPerDay: 0.01, shareOfReference: 0.9 } as const;

/** Whether a detector's figures meet WATCH_TARGET against the true-baseline reference's, and its share of it. */
export function watchVerdict(ours: Performance, reference: Performance): { share: number; met: boolean } {
  const share = ours.pod / reference.pod;
  return { share, met: ours.fprPerDay <= WATCH_TARGET.fprPerDay && share >= WATCH_TARGET.shareOfReference };
}
