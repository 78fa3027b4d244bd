import { Random } from '@healthwatch/outbreak-engine';
import { ALL_SCENARIOS, baselineMean, simulate } from '../outbreak/simulate';
import { trueBaselineStatistic } from '../outbreak/true-baseline';

const WINDOWS = [
  { days: 4, offset: 0 },
  { days: 1, offset: 1 },
];

describe('the true-baseline reference of the outbreak evaluation', () => {
  const scenario = ALL_SCENARIOS.find((s) => s.name === 'medium, flat')!;

  it('scores only the scored days, and a day exactly at its expectation as no surprise worth an alarm', () => {
    const series = simulate(new Random(1), scenario, 10);
    const flat = { ...series, counts: series.counts.map((_, t) => Math.round(baselineMean(scenario, t))) };
    const statistic = trueBaselineStatistic(flat, scenario, WINDOWS);
    expect(statistic.slice(0, flat.testFrom).every(Number.isNaN)).toBe(true);
    for (const v of statistic.slice(flat.testFrom)) expect(v).toBeLessThan(1);
  });

  it('stands far higher during a large planted outbreak than on its quiet days', () => {
    const series = simulate(new Random(2), scenario, 10);
    const statistic = trueBaselineStatistic(series, scenario, WINDOWS);
    const { start, end } = series.outbreak;
    const peak = Math.max(...statistic.slice(start, end + 1));
    const quiet = statistic.filter((_, t) => t >= series.testFrom && !series.outbreakDay[t]).sort((a, b) => a - b);
    expect(peak).toBeGreaterThan(quiet[Math.floor(quiet.length * 0.99)]!);
  });

  it('takes the offset off the day alone', () => {
    const series = simulate(new Random(3), scenario, 2);
    const alone = trueBaselineStatistic(series, scenario, [{ days: 1, offset: 0 }]);
    const offset = trueBaselineStatistic(series, scenario, [{ days: 1, offset: 1 }]);
    for (let t = series.testFrom; t < series.counts.length; t++)
      expect(offset[t]).toBeCloseTo(Math.max(0, alone[t]! - 1), 10);
  });
});
