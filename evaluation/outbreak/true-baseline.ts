import { REGRESSION_DEFAULTS, type RegressionOptions, upperTail } from '@healthwatch/outbreak-engine';
import { surprise } from '@healthwatch/outbreak-engine';
import { baselineMean, type Scenario, type SimulatedSeries } from './simulate';

/** The windows the regression detector sums (with these options; the shipped ones by default), for the reference. */
export const detectorWindows = (options: RegressionOptions = {}): { days: number; offset: number }[] => [
  { days: options.windowDays ?? REGRESSION_DEFAULTS.windowDays, offset: 0 },
  { days: 1, offset: options.spikeOffset ?? REGRESSION_DEFAULTS.spikeOffset },
];

/**
 * A reference no real detector can be: it knows the simulation's true baseline mean and dispersion for every day,
 * so nothing is estimated. Its statistic is the largest surprise, −log10 P(sum ≥ observed), less the window's
 * offset, over the given windows ending on the day (the shipped detector's: 4 days, and the day alone offset by 1).
 * What it detects at a false-positive rate bounds what a detector with the same windows can detect on these series;
 * a fitted baseline can only come close to it.
 */
export function trueBaselineStatistic(
  series: SimulatedSeries,
  scenario: Scenario,
  windows: readonly { days: number; offset: number }[],
): number[] {
  const zero = scenario.zeroInflation ?? 0;
  // A zero-inflated count has mean (1 − z)m and variance (1 − z)(φm + m²) − ((1 − z)m)²: dispersion φ + z·m.
  const mean = series.counts.map((_, t) => baselineMean(scenario, t) * (1 - zero));
  const variance = series.counts.map((_, t) => mean[t]! * (scenario.dispersion + zero * baselineMean(scenario, t)));
  return series.counts.map((_, t) => {
    if (t < series.testFrom) return Number.NaN;
    let best = 0;
    for (const { days: w, offset } of windows) {
      let count = 0;
      let m = 0;
      let v = 0;
      for (let d = t - w + 1; d <= t; d++) {
        count += series.counts[d]!;
        m += mean[d]!;
        v += variance[d]!;
      }
      best = Math.max(best, surprise(upperTail(count, { mean: m, dispersion: v / m })) - offset);
    }
    return best;
  });
}
