import { illnessPeaks, seasonalTotals, seasonOf } from './seasons';
import { monthCoverage, seasonalPatterns } from './seasonal-insights';

describe('Indian meteorological seasons', () => {
  it('maps months: winter Dec–Feb, summer Mar–May, monsoon Jun–Sep, post-monsoon Oct–Nov', () => {
    const byMonth = Array.from({ length: 12 }, (_, i) => seasonOf(i + 1));
    expect(byMonth).toEqual([
      'winter',
      'winter',
      'summer',
      'summer',
      'summer',
      'monsoon',
      'monsoon',
      'monsoon',
      'monsoon',
      'post-monsoon',
      'post-monsoon',
      'winter',
    ]);
  });

  it('totals reports per season and compares them per covered day', () => {
    const rows = [
      { month: '2025-01', illness: 'flu', count: 31, daysCovered: 31 },
      { month: '2025-07', illness: 'dengue', count: 62, daysCovered: 31 },
      { month: '2025-10', illness: 'dengue', count: 310, daysCovered: 31 },
    ];
    const totals = seasonalTotals(rows);
    expect(totals.map((t) => [t.season, t.total])).toEqual([
      ['winter', 31],
      ['summer', 0],
      ['monsoon', 62],
      ['post-monsoon', 310],
    ]);
    expect(totals[3]!.dailyRate).toBe(10);
    expect(totals[1]!.dailyRate).toBeNull();
    const peaks = illnessPeaks(totals);
    expect(peaks).toEqual([
      { illness: 'dengue', season: 'post-monsoon', ratio: expect.any(Number), total: 372 },
      // flu: 31 reports, all in winter → 1/day against 31/93 overall = 3×
      { illness: 'flu', season: 'winter', ratio: 3, total: 31 },
    ]);
    // dengue: 10/day in post-monsoon vs 372/93 = 4/day overall → 2.5×
    expect(peaks[0]!.ratio).toBeCloseTo(2.5, 6);
  });

  it('counts covered days per month', () => {
    const jan1 = Date.UTC(2025, 0, 1) / 86_400_000;
    const cov = monthCoverage(jan1 + 20, jan1 + 40);
    expect(cov.get('2025-01')).toBe(11);
    expect(cov.get('2025-02')).toBe(10);
  });

  it('draws guidance from the illnesses that peak, with sources', () => {
    const jan1 = Date.UTC(2024, 0, 1) / 86_400_000;
    const months = [...monthCoverage(jan1, jan1 + 364).keys()];
    const rows = months.map((m) => ({
      month: m,
      illness: 'dengue',
      count: m.endsWith('-10') || m.endsWith('-11') ? 100 : 5,
    }));
    const r = seasonalPatterns(rows, jan1, jan1 + 364, 'Chennai');
    expect(r.status).toBe('ok');
    expect(r.insights.peakPeriods).toContainEqual({
      code: 'illnessPeak',
      params: { illness: 'dengue', season: 'post-monsoon', ratio: expect.any(Number), reports: 250 },
    });
    // Dengue's two risk factors (seasons/knowledge.ts), by position, for the season it peaks in.
    expect(r.insights.riskFactors).toEqual(
      [0, 1].map((index) => ({
        code: 'guidance',
        params: { illness: 'dengue', kind: 'riskFactor', index, season: 'post-monsoon', known: false },
      })),
    );
    expect(r.insights.sources.map((s) => s.url)).toContain(
      'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
    );
  });

  it('says so when no illness peaks', () => {
    const jan1 = Date.UTC(2024, 0, 1) / 86_400_000;
    const rows = [...monthCoverage(jan1, jan1 + 364).keys()].map((month) => ({ month, illness: 'flu', count: 30 }));
    const r = seasonalPatterns(rows, jan1, jan1 + 364, 'Pune');
    expect(r.insights.summary).toEqual({ code: 'compared', params: { reports: 360, seasons: 4, peaks: 0 } });
    expect(r.insights.riskFactors).toEqual([{ code: 'noPeak', params: { ratio: 1.25 } }]);
    expect(r.seasonalPatterns[0]!.months).toEqual([12, 1, 2]);
  });

  it('says when there is too little to compare seasons', () => {
    const r = seasonalPatterns([], null, 20000, 'Delhi');
    expect(r.status).toBe('insufficient data');
    expect(r.seasonalPatterns.every((s) => s.total === 0)).toBe(true);
    expect(r.insights.summary).toEqual({ code: 'tooLittle', params: { reports: 0, seasons: 0, minReports: 50 } });
    expect(r.insights.riskFactors.map((n) => n.params)).toEqual([
      { illness: 'dengue', kind: 'riskFactor', index: 0, season: null, known: true },
      { illness: 'malaria', kind: 'riskFactor', index: 0, season: null, known: true },
    ]);
  });
});
