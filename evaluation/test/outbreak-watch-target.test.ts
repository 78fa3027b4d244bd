import { Random } from '@healthwatch/outbreak-engine';
import { performance, type Performance, thresholdForFpr, watchVerdict } from '../outbreak/metrics';
import { ALL_SCENARIOS, simulate } from '../outbreak/simulate';
import { trueBaselineStatistic } from '../outbreak/true-baseline';

const figures = (pod: number, fprPerDay: number): Performance => ({
  pod,
  fprPerDay,
  medianDaysToDetection: 1,
  detected: 0,
  outbreaks: 1,
});

describe("issue #33's watch-tier target", () => {
  it('is met at 90 % of the reference and 0.01 false alarms a day, and not just past either line', () => {
    const reference = figures(0.4, 0.01);
    const verdict = watchVerdict(figures(0.362, 0.01), reference);
    expect(verdict.share).toBeCloseTo(0.905, 10);
    expect(verdict.met).toBe(true);
    expect(watchVerdict(figures(0.359, 0.01), reference).met).toBe(false);
    expect(watchVerdict(figures(0.5, 0.0101), reference).met).toBe(false);
  });

  it('is met by the reference against itself on a simulated family, and not by a detector that never alarms', () => {
    const scenario = ALL_SCENARIOS.find((s) => s.name === 'medium, flat')!;
    const rng = new Random(5);
    const series = Array.from({ length: 12 }, () => simulate(rng, scenario, 8));
    const windows = [{ days: 4, offset: 0 }];
    const reference = series.map((s) => ({ series: s, statistic: trueBaselineStatistic(s, scenario, windows) }));
    const r = performance(reference, thresholdForFpr(reference, 0.01));
    expect(r.pod).toBeGreaterThan(0);
    expect(watchVerdict(r, r).met).toBe(true);
    const silent = series.map((s) => ({ series: s, statistic: s.counts.map(() => 0) }));
    expect(watchVerdict(performance(silent, 1), r).met).toBe(false);
  });
});
