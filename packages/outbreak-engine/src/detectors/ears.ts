import type { DetectorDay } from './types';

/**
 * CDC's Early Aberration Reporting System statistics (Hutwagner et al. 2003;
 * Fricker et al. 2008, Stat Med 27:3407):
 *
 *   C1(t) = (Y(t) − Ȳ₁) / S₁, Ȳ₁ and S₁ the mean and sample SD of Y(t−7..t−1);
 *           alarm when C1 > 3.
 *   C2(t) = (Y(t) − Ȳ₃) / S₃, over Y(t−9..t−3) (a two-day guard band);
 *           alarm when C2 > 3.
 *   C3(t) = Σ_{i=t−2..t} max(0, C2(i) − 1); alarm when C3 > 2.
 *
 * A zero baseline SD is replaced by `minSigma` (CDC's software and the R
 * `surveillance` package expose the same guard; with 0 a rise over a flat
 * baseline gives +∞ and alarms).
 */
export type EarsMethod = 'C1' | 'C2' | 'C3';

export const EARS_DEFAULT_THRESHOLDS: Record<EarsMethod, number> = { C1: 3, C2: 3, C3: 2 };
const BASELINE = 7;

export interface EarsOptions {
  threshold?: number;
  minSigma?: number;
}

interface Window {
  mean: number;
  sd: number;
}

function window(y: readonly number[], from: number, to: number): Window {
  let s = 0;
  for (let i = from; i <= to; i++) s += y[i]!;
  const mean = s / BASELINE;
  let ss = 0;
  for (let i = from; i <= to; i++) ss += (y[i]! - mean) ** 2;
  return { mean, sd: Math.sqrt(ss / (BASELINE - 1)) };
}

function standardise(value: number, w: Window, minSigma: number): number {
  const sd = Math.max(w.sd, minSigma);
  if (sd > 0) return (value - w.mean) / sd;
  if (value > w.mean) return Number.POSITIVE_INFINITY;
  return value < w.mean ? Number.NEGATIVE_INFINITY : 0;
}

/** The C1 or C2 statistic at t, or NaN when the baseline reaches before the series. */
function cStatistic(
  y: readonly number[],
  t: number,
  lag: number,
  minSigma: number,
): { value: number; w: Window } | null {
  const to = t - lag;
  const from = to - BASELINE + 1;
  if (from < 0 || t >= y.length) return null;
  const w = window(y, from, to);
  return { value: standardise(y[t]!, w, minSigma), w };
}

/** First index each method can score: C1 needs 7 prior days, C2 9, C3 11. */
export function earsFirstIndex(method: EarsMethod): number {
  return method === 'C1' ? 7 : method === 'C2' ? 9 : 11;
}

export function ears(y: readonly number[], method: EarsMethod, options: EarsOptions = {}): DetectorDay[] {
  const threshold = options.threshold ?? EARS_DEFAULT_THRESHOLDS[method];
  const minSigma = options.minSigma ?? 0;
  const lag = method === 'C1' ? 1 : 3;
  const days: DetectorDay[] = [];
  for (let t = 0; t < y.length; t++) {
    const c = cStatistic(y, t, lag, minSigma);
    if (!c) {
      days.push({ index: t, statistic: Number.NaN, expected: Number.NaN, upperBound: Number.NaN, alarm: false });
      continue;
    }
    const sd = Math.max(c.w.sd, minSigma);
    if (method !== 'C3') {
      days.push({
        index: t,
        statistic: c.value,
        expected: c.w.mean,
        upperBound: c.w.mean + threshold * sd,
        alarm: c.value > threshold,
      });
      continue;
    }
    const previous = [t - 2, t - 1].map((i) => cStatistic(y, i, lag, minSigma));
    if (previous.some((p) => p === null)) {
      days.push({ index: t, statistic: Number.NaN, expected: c.w.mean, upperBound: Number.NaN, alarm: false });
      continue;
    }
    const carried = previous.reduce((s, p) => s + Math.max(0, p!.value - 1), 0);
    const statistic = carried + Math.max(0, c.value - 1);
    // The count at t that would lift C3 over the threshold, given the two carried days.
    const upperBound = c.w.mean + (1 + Math.max(0, threshold - carried)) * sd;
    days.push({ index: t, statistic, expected: c.w.mean, upperBound, alarm: statistic > threshold });
  }
  return days;
}
