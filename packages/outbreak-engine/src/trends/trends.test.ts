import { trendTest } from './trend-test';
import { healthTrends } from './health-trends';
import { buildSeries } from '../series/daily-series';

const START = 19000;

describe('trend test', () => {
  it('classifies a clear rise, a flat series and a fall', () => {
    expect(
      trendTest(
        Array.from({ length: 30 }, (_, i) => Math.round(5 * Math.exp(0.05 * i))),
        START,
      ).classification,
    ).toBe('significant increase');
    expect(
      trendTest(
        Array.from({ length: 30 }, (_, i) => 10 + (i % 2 ? 1 : -1)),
        START,
      ).classification,
    ).toBe('stable');
    expect(
      trendTest(
        Array.from({ length: 30 }, (_, i) => Math.round(30 * Math.exp(-0.05 * i))),
        START,
      ).classification,
    ).toBe('decrease');
  });

  it('needs 7 days and 10 reports', () => {
    expect(trendTest([5, 5, 5, 5, 5, 5], START).classification).toBe('insufficient data');
    expect(trendTest([1, 1, 1, 1, 1, 1, 1, 1, 1], START).classification).toBe('insufficient data');
  });

  it('reports the weekly change implied by the fit', () => {
    const r = trendTest(
      Array.from({ length: 28 }, (_, i) => 10 * Math.exp(0.02 * i)),
      START,
    );
    expect(r.weeklyChange).toBeCloseTo(Math.exp(0.14) - 1, 3);
  });
});

describe('health trends', () => {
  it('builds totals, pairs and notes from the same numbers', () => {
    const today = START + 29;
    const rows = Array.from({ length: 30 }, (_, i) => [
      { day: START + i, illness: 'flu', count: 3 },
      { day: START + i, illness: 'dengue', count: 1 },
    ]).flat();
    const r = healthTrends(buildSeries(rows, today), 'Mumbai', 30, today);
    expect(r.trends.totalReports).toBe(120);
    expect(r.trends.averageDaily).toBe(4);
    expect(r.trends.topIllnesses).toEqual([
      ['flu', 90],
      ['dengue', 30],
    ]);
    expect(r.trends.trend).toBe('stable');
    expect(r.insights.summary).toEqual({
      code: 'trend',
      params: {
        reports: 120,
        days: 30,
        perDay: 4,
        trend: 'stable',
        weeklyChange: expect.any(Number),
        pValue: expect.any(Number),
      },
    });
    expect(r.insights.patterns[0]).toEqual({ code: 'topIllness', params: { illness: 'flu', reports: 90, total: 120 } });
    expect(r.insights.predictions[0]).toEqual({
      code: 'stableContinues',
      params: { pValue: r.trends.pValue, perDay: 4 },
    });
    // flu 75 % and dengue 25 % of reports: each one's first preventive measure.
    expect(r.insights.recommendations).toEqual([
      { code: 'illnessShare', params: { illness: 'flu', share: 0.75, measure: 0 } },
      { code: 'illnessShare', params: { illness: 'dengue', share: 0.25, measure: 0 } },
    ]);
    expect(r.trends.trendTest).toEqual({ method: 'quasi-poisson-wald', level: 0.05, dayOfWeek: true });
  });

  it('does not treat days before the first report as zeros', () => {
    const today = START + 29;
    const rows = Array.from({ length: 10 }, (_, i) => ({ day: today - i, illness: 'flu', count: 5 }));
    const r = healthTrends(buildSeries(rows, today), 'India', 30, today);
    expect(r.trends.trend).toBe('stable');
  });

  it('is explicit when empty', () => {
    const r = healthTrends(null, 'Delhi', 7, START);
    expect(r.trends.totalReports).toBe(0);
    expect(r.trends.trend).toBe('insufficient data');
    expect(r.insights.summary).toEqual({
      code: 'tooFew',
      params: { reports: 0, days: 7, minReports: 10, minDays: 7 },
    });
  });
});
