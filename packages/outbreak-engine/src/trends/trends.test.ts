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
  it('builds totals, pairs and sentences from the same numbers', () => {
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
    expect(r.insights.summary).toContain('120 reports from Mumbai in the last 30 days, 4 a day');
    expect(r.insights.patterns[0]).toBe('Flu is the most reported illness: 90 of 120 reports (75%).');
    expect(r.insights.predictions[0]).toContain('about 4 reports a day');
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
    expect(r.insights.summary).toMatch(/too few to judge a trend/);
  });
});
