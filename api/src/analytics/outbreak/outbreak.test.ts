import { assessOutbreak, recentIndicator, riskFrom } from './assess';
import { type DetectorDay, buildSeries, regressionDetector, type Growth } from '@healthwatch/outbreak-engine';
import { confidence } from './confidence';
import { sentencesIn } from '../../../test/helpers/no-sentences';

const now = new Date('2026-01-31T12:00:00Z');
const today = Math.floor(now.getTime() / 86_400_000);

describe('risk rule', () => {
  const rising: Growth = {
    days: 14,
    ratePerDay: 0.1,
    lower95: 0.05,
    upper95: 0.15,
    doublingTimeDays: 6.9,
    significant: true,
  };
  it('is high for a fresh alarm that grows or persists', () => {
    expect(riskFrom(1, true, true, rising)).toBe('high');
    expect(riskFrom(2, true, true, null)).toBe('high');
  });
  it('is medium for an older alarm or significant growth alone', () => {
    expect(riskFrom(1, false, true, null)).toBe('medium');
    expect(riskFrom(0, false, false, rising)).toBe('medium');
    expect(riskFrom(1, true, true, null)).toBe('medium');
  });
  it('is low otherwise', () => {
    expect(riskFrom(0, false, false, null)).toBe('low');
  });
});

describe('confidence', () => {
  it('grows with history, reports and model fit', () => {
    expect(confidence(182, 500, 1)).toBe(1);
    expect(confidence(182, 500, 4)).toBe(0.7);
    expect(confidence(91, 500, 1)).toBe(0.5);
    expect(confidence(182, 125, 1)).toBe(0.5);
    expect(confidence(10, 20, null)).toBeLessThan(0.01);
  });
});

describe('outbreak assessment', () => {
  it('answers with no data at all', () => {
    const r = assessOutbreak(null, 'Delhi', 30, now);
    expect(r.status).toBe('insufficient data');
    expect(r.prediction.risk).toBe('insufficient data');
    expect(r.series).toEqual([]);
    expect(r.prediction.indicators).toEqual([{ code: 'noReports', params: {} }]);
    expect(r.prediction.timeline).toEqual([{ code: 'nothingToForecast', params: {} }]);
    expect(r.confidenceBasis).toEqual({ historyDays: 0, reports: 0, dispersion: null });
  });

  it('flags an illness whose alarm comes from the 4-day window alone, with no report in the last 7 days', () => {
    const rows = [];
    for (let d = today - 200; d <= today; d++) rows.push({ day: d, illness: 'flu', count: 8 + (d % 2) });
    for (let d = today - 200; d <= today - 9; d += 10) rows.push({ day: d, illness: 'malaria', count: 1 });
    // 20 malaria reports 9 and 8 days ago: the window ending 6 days ago (inside the last 7) holds them.
    rows.push({ day: today - 9, illness: 'malaria', count: 10 }, { day: today - 8, illness: 'malaria', count: 10 });
    const series = buildSeries(rows, today)!;
    const y = series.byIllness.malaria;
    const own = regressionDetector(y, series.startDay, { from: y.length - 7 }).slice(y.length - 7);
    expect(own.some((d) => d.alarm)).toBe(true);
    expect(y.slice(y.length - 7).every((c) => c === 0)).toBe(true);
    for (const timeframe of [7, 30] as const) {
      const r = assessOutbreak(series, 'India', timeframe, now);
      const malaria = r.illnesses.find((i) => i.illness === 'malaria');
      expect(malaria).toMatchObject({ alarm: true, last7: 0 });
    }
  });

  it('flags the illness that drives an alarm', () => {
    const rows = [];
    for (let d = today - 200; d <= today; d++) rows.push({ day: d, illness: 'flu', count: 8 + (d % 2) });
    for (let d = today - 2; d <= today; d++) rows.push({ day: d, illness: 'malaria', count: 10 });
    const r = assessOutbreak(buildSeries(rows, today), 'India', 30, now);
    expect(r.status).toBe('ok');
    expect(r.prediction.risk).toBe('high');
    expect(r.illnesses.find((i) => i.illness === 'malaria')!.alarm).toBe(true);
    expect(r.illnesses.find((i) => i.illness === 'flu')!.alarm).toBe(false);
    expect(r.prediction.indicators).toContainEqual({
      code: 'illnessAlarm',
      params: expect.objectContaining({ illness: 'malaria', reports: 30, days: 7 }),
    });
    // Each of the illness's guidance actions, by number, then the signal check of a high risk.
    expect(r.prediction.recommendations).toEqual([
      { code: 'illnessAction', params: { illness: 'malaria', action: 0 } },
      { code: 'illnessAction', params: { illness: 'malaria', action: 1 } },
      { code: 'checkSignal', params: {} },
    ]);
    expect(r.prediction.timeline[0]).toEqual({ code: 'alarmSince', params: { date: expect.any(String) } });
    expect(r.detector).toEqual({ id: 'nb-regression-downweighted' });
    expect(sentencesIn(r)).toEqual([]);
    expect(r.series.at(-1)!.date).toBe('2026-01-31');
  });

  it('shows plausible baselines for a short, sparse history', () => {
    // A report every few days over 134 days: this history once charted 1e13 expected reports a day.
    const counts =
      '0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,1,1,0,0,2,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,1,1,0,0,0,0,0,1,0,0,0,1,2,1,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,2,0,2,0,0,0,4,0,0,1,1,0,2,2,0,2,0,1,1,3,0,0,0,0,1,1,0,0,2,0,1,1,1,0,0,2,0,3,2,1,0,1,0,1,4,0'
        .split(',')
        .map(Number);
    const first = today - counts.length + 1;
    const rows = counts.flatMap((count, i) => (count > 0 ? [{ day: first + i, illness: 'flu', count }] : []));
    const r = assessOutbreak(buildSeries(rows, today), 'Chennai', 90, now);
    expect(r.status).toBe('ok');
    expect(r.series).toHaveLength(90);
    for (const p of r.series) {
      expect(p.expected).not.toBeNull();
      expect(p.expected!).toBeLessThanOrEqual(5);
      // A loosely fitted mean near 2 and the day-alone line at p < 10^-3.19: about 11, never 1e13.
      expect(p.threshold!).toBeLessThanOrEqual(12);
    }
  });

  it('counts days without a usable baseline as not assessed, not as expecting 0', () => {
    const day = (expected: number, alarm = false): DetectorDay => ({
      index: 0,
      statistic: alarm ? 3 : 0,
      expected,
      upperBound: expected * 3,
      alarm,
    });
    const counts = [1, 2, 0, 4, 1, 0, 6];
    const all = recentIndicator([day(1), day(1), day(1), day(1), day(1), day(1), day(1.5, true)], counts);
    expect(all).toEqual({ code: 'recentAssessed', params: { days: 7, reports: 14, expected: 7.5, alarmDays: 1 } });
    const rejected: DetectorDay = { ...day(Number.NaN), upperBound: Number.NaN, baselineRejected: true };
    const some = recentIndicator([day(1), day(1), day(1), day(1), day(1), rejected, rejected], counts);
    expect(some).toEqual({
      code: 'recentPartlyAssessed',
      params: { days: 7, reports: 14, notAssessed: 2, assessed: 5, assessedReports: 8, expected: 5, alarmDays: 0 },
    });
  });

  it('is low and says so for a quiet steady series', () => {
    const rows = [];
    for (let d = today - 200; d <= today; d++) rows.push({ day: d, illness: 'flu', count: 8 + (d % 2) });
    const r = assessOutbreak(buildSeries(rows, today), 'India', 7, now);
    expect(r.prediction.risk).toBe('low');
    expect(r.prediction.recommendations).toEqual([{ code: 'routinePrevention', params: { days: 7 } }]);
    expect(r.prediction.timeline).toEqual([
      { code: 'noAlarm', params: { days: 7 } },
      { code: 'forecast', params: expect.objectContaining({ days: 14 }) },
    ]);
    expect(r.confidenceBasis.dispersion).toBeGreaterThan(0);
    expect(sentencesIn(r)).toEqual([]);
    expect(r.confidence).toBeGreaterThan(0.8);
  });
});
