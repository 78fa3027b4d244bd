import type {
  HealthTrendsResponse,
  OutbreakPredictionResponse,
  RiskAssessmentResponse,
  SeasonalResponse,
} from '@healthwatch/contracts';
import { allowBackdatedSeeds, DRIVERS, seededDaysAgo } from '../../test/helpers/databases';
import { createTestApp, validReport, type TestApp } from '../../test/helpers/test-app';
import type { Queryable } from '../db/database';
import { sentencesIn } from '../../test/helpers/no-sentences';

/**
 * Endpoints on a seeded database: reports with past dates are inserted
 * directly (the trigger fills analytics_place_daily as it would for live
 * reports).
 */
async function seed(
  db: Queryable,
  opts: {
    city: string | null;
    state: string | null;
    illness: string;
    daysAgoFrom: number;
    daysAgoTo: number;
    perDay: string;
  },
) {
  // perDay is an SQL expression in d (days ago) giving the number of reports that day.
  await db.query(
    `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
     SELECT 'IN', '400001', ARRAY['Fever'], $1, 'mild', ${seededDaysAgo('d')}, $2, $3
       FROM generate_series($4::int, $5::int) AS d, LATERAL generate_series(1, (${opts.perDay})::int) AS k`,
    [opts.illness, opts.city, opts.state, opts.daysAgoTo, opts.daysAgoFrom],
  );
}

describe.each(DRIVERS)('analytics endpoints on %s', (driver) => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as T };
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { logger: false });
    await allowBackdatedSeeds(t.db);
    // Mumbai: 150 days of steady flu (3–5 a day, by weekday), then dengue jumps over the last 3 days.
    await seed(t.db, {
      city: 'Mumbai',
      state: 'Maharashtra',
      illness: 'flu',
      daysAgoFrom: 150,
      daysAgoTo: 0,
      perDay: '3 + (d % 3)',
    });
    await seed(t.db, {
      city: 'Mumbai',
      state: 'Maharashtra',
      illness: 'dengue',
      daysAgoFrom: 150,
      daysAgoTo: 3,
      perDay: 'CASE WHEN d % 10 = 0 THEN 1 ELSE 0 END',
    });
    await seed(t.db, {
      city: 'Mumbai',
      state: 'Maharashtra',
      illness: 'dengue',
      daysAgoFrom: 2,
      daysAgoTo: 0,
      perDay: '14',
    });
    // Chennai: ten days only.
    await seed(t.db, {
      city: 'Chennai',
      state: 'Tamil Nadu',
      illness: 'typhoid',
      daysAgoFrom: 9,
      daysAgoTo: 0,
      perDay: '2',
    });
    // Bengaluru counts for Bangalore; Bangalore Rural does not.
    await seed(t.db, {
      city: 'Bengaluru',
      state: 'Karnataka',
      illness: 'malaria',
      daysAgoFrom: 4,
      daysAgoTo: 0,
      perDay: '1',
    });
    await seed(t.db, {
      city: 'Bangalore Rural',
      state: 'Karnataka',
      illness: 'malaria',
      daysAgoFrom: 4,
      daysAgoTo: 0,
      perDay: '1',
    });
  });
  afterAll(async () => t.close());

  describe('GET /api/analytics/outbreak-prediction', () => {
    it('detects the dengue rise in Mumbai and explains it', async () => {
      const { status, body } = await get<OutbreakPredictionResponse>(
        '/api/analytics/outbreak-prediction?location=Mumbai&timeframe=30',
      );
      expect(status).toBe(200);
      expect(body.status).toBe('ok');
      expect(body.data).toEqual({ totalReports: expect.any(Number), timeframe: 30, location: 'Mumbai' });
      const counted = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM symptom_reports WHERE city = 'Mumbai' AND (created_at AT TIME ZONE 'UTC')::date > (now() AT TIME ZONE 'UTC')::date - 30`,
      );
      expect(body.data.totalReports).toBe(counted.rows[0]!.n);
      expect(body.series).toHaveLength(30);
      expect(body.series.slice(-3).some((p) => p.alarm)).toBe(true);
      expect(['high', 'medium']).toContain(body.prediction.risk);
      const dengue = body.illnesses.find((i) => i.illness === 'dengue')!;
      expect(dengue.alarm).toBe(true);
      expect(body.prediction.indicators).toContainEqual({
        code: 'illnessAlarm',
        params: expect.objectContaining({ illness: 'dengue', days: 7 }),
      });
      expect(body.prediction.recommendations).toContainEqual({
        code: 'illnessAction',
        params: { illness: 'dengue', action: 0 },
      });
      // Codes and figures only: the page words them (no English sentence crosses the wire).
      expect(sentencesIn(body)).toEqual([]);
      expect(body.forecast).toHaveLength(14);
      for (const f of body.forecast) {
        expect(f.lower95).toBeLessThanOrEqual(f.lower80);
        expect(f.lower80).toBeLessThanOrEqual(f.upper80);
        expect(f.upper80).toBeLessThanOrEqual(f.upper95);
      }
      expect(body.confidence).toBeGreaterThan(0);
      expect(body.confidence).toBeLessThanOrEqual(1);
      expect(body.confidenceBasis).toEqual({
        historyDays: expect.any(Number),
        reports: expect.any(Number),
        dispersion: expect.any(Number),
      });
      expect(Date.parse(body.lastUpdated)).not.toBeNaN();
    });

    it('counts every Indian report for India', async () => {
      const { body } = await get<OutbreakPredictionResponse>(
        '/api/analytics/outbreak-prediction?location=India&timeframe=7',
      );
      const counted = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM symptom_reports WHERE country = 'IN' AND (created_at AT TIME ZONE 'UTC')::date > (now() AT TIME ZONE 'UTC')::date - 7`,
      );
      expect(body.data.totalReports).toBe(counted.rows[0]!.n);
      expect(body.series).toHaveLength(7);
    });

    it('defines Bangalore as the Bengaluru district only', async () => {
      const { body } = await get<OutbreakPredictionResponse>(
        '/api/analytics/outbreak-prediction?location=Bangalore&timeframe=7',
      );
      expect(body.data.totalReports).toBe(5);
    });

    it('says so when there is little or no data, never a 500', async () => {
      const none = await get<OutbreakPredictionResponse>(
        '/api/analytics/outbreak-prediction?location=Delhi&timeframe=90',
      );
      expect(none.status).toBe(200);
      expect(none.body.status).toBe('insufficient data');
      expect(none.body.prediction.risk).toBe('insufficient data');
      expect(none.body.confidence).toBe(0);
      const few = await get<OutbreakPredictionResponse>(
        '/api/analytics/outbreak-prediction?location=Chennai&timeframe=30',
      );
      expect(few.status).toBe(200);
      expect(few.body.status).toBe('insufficient data');
      expect(few.body.confidence).toBeLessThan(0.2);
      expect(few.body.series).toHaveLength(10);
      expect(few.body.series.every((p) => p.expected === null)).toBe(true);
    });

    it('answers 400 with { error } for unknown places and timeframes', async () => {
      const place = await get<{ error: string }>('/api/analytics/outbreak-prediction?location=Atlantis&timeframe=30');
      expect(place.status).toBe(400);
      expect(place.body.error).toMatch(/Unknown location/);
      const tf = await get<{ error: string }>('/api/analytics/outbreak-prediction?location=India&timeframe=14');
      expect(tf.status).toBe(400);
      expect(tf.body.error).toMatch(/timeframe/);
    });

    it('defaults to India over 30 days', async () => {
      const { body } = await get<OutbreakPredictionResponse>('/api/analytics/outbreak-prediction');
      expect(body.data.location).toBe('India');
      expect(body.data.timeframe).toBe(30);
    });
  });

  describe('GET /api/analytics/health-trends', () => {
    it('reports totals, top illnesses as pairs and a tested trend', async () => {
      const { status, body } = await get<HealthTrendsResponse>('/api/analytics/health-trends?period=30');
      expect(status).toBe(200);
      const counted = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM symptom_reports WHERE (created_at AT TIME ZONE 'UTC')::date > (now() AT TIME ZONE 'UTC')::date - 30`,
      );
      expect(body.trends.totalReports).toBe(counted.rows[0]!.n);
      expect(body.trends.period).toBe(30);
      expect(body.trends.averageDaily).toBeCloseTo(counted.rows[0]!.n / 30, 2);
      expect(body.trends.topIllnesses[0]![0]).toBe('flu');
      expect(body.trends.daily).toHaveLength(30);
      expect(['significant increase', 'stable', 'decrease']).toContain(body.trends.trend);
      expect(body.insights.summary).toMatchObject({ code: 'trend', params: { reports: body.trends.totalReports } });
      expect(sentencesIn(body)).toEqual([]);
    });

    it('says insufficient data for an empty place and rejects bad periods', async () => {
      const { body } = await get<HealthTrendsResponse>('/api/analytics/health-trends?period=7&location=Delhi');
      expect(body.trends.trend).toBe('insufficient data');
      expect(body.trends.totalReports).toBe(0);
      expect(body.insights.predictions).toEqual([]);
      expect(body.insights.summary).toEqual({
        code: 'tooFew',
        params: { reports: 0, days: 7, minReports: 10, minDays: 7 },
      });
      const everywhere = await get<HealthTrendsResponse>('/api/analytics/health-trends?period=7');
      expect(everywhere.body.trends.location).toBeNull();
      expect((await get('/api/analytics/health-trends?period=5')).status).toBe(400);
      expect((await get('/api/analytics/health-trends?period=30&location=Nowhere')).status).toBe(400);
    });
  });

  describe('GET /api/analytics/seasonal-patterns', () => {
    it('totals the four Indian seasons', async () => {
      const { status, body } = await get<SeasonalResponse>('/api/analytics/seasonal-patterns?location=Mumbai');
      expect(status).toBe(200);
      expect(body.seasonalPatterns.map((s) => s.season)).toEqual(['winter', 'summer', 'monsoon', 'post-monsoon']);
      const counted = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM symptom_reports WHERE city = 'Mumbai'`,
      );
      expect(body.seasonalPatterns.reduce((s, p) => s + p.total, 0)).toBe(counted.rows[0]!.n);
      expect(body.insights.sources.length).toBeGreaterThan(0);
      // Sources keep their publications' titles; everything else is codes and figures.
      expect(sentencesIn({ ...body, insights: { ...body.insights, sources: [] } })).toEqual([]);
    });

    it('is honest about an empty place and rejects unknown ones', async () => {
      const { body } = await get<SeasonalResponse>('/api/analytics/seasonal-patterns?location=Delhi');
      expect(body.status).toBe('insufficient data');
      expect(body.insights.peakPeriods).toEqual([]);
      expect(body.insights.summary.code).toBe('tooLittle');
      expect((await get('/api/analytics/seasonal-patterns?location=Paris')).status).toBe(400);
    });
  });

  describe('POST /api/analytics/risk-assessment', () => {
    const post = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/risk-assessment', payload });
      return { status: res.statusCode, body: res.json() as RiskAssessmentResponse & { error?: string } };
    };
    const base = { location: 'Mumbai', symptoms: [], medicalHistory: [], age: 30, gender: 'female' };

    it('scores local activity, age and symptoms', async () => {
      const plain = await post(base);
      expect(plain.status).toBe(200);
      expect(plain.body.riskAssessment.localActivity).not.toBe('insufficient data');
      expect(plain.body.riskAssessment.riskFactors).toContainEqual({
        code: 'localActivity',
        params: { level: plain.body.riskAssessment.localActivity, points: expect.any(Number) },
      });
      expect(plain.body.riskAssessment.scoring).toEqual({ method: 'points', activityDays: 30 });
      const urgent = await post({ ...base, symptoms: ['Chest pain'], age: 80, medicalHistory: ['asthma'] });
      expect(urgent.body.riskAssessment.riskLevel).toBe('high');
      expect(urgent.body.riskAssessment.riskFactors).toContainEqual({
        code: 'emergencySymptom',
        params: { symptom: 'Chest pain', points: 3 },
      });
      expect(urgent.body.riskAssessment.recommendations[0]).toEqual({ code: 'seekCareNow', params: {} });
      expect(urgent.body.riskAssessment.emergencyIndicators.length).toBeGreaterThan(0);
      // The visitor's own words come back (the condition recognised); nothing else reads as words.
      expect(sentencesIn(urgent.body)).toEqual([]);
      const quiet = await post({ ...base, location: 'Delhi' });
      expect(quiet.body.riskAssessment.riskLevel).toBe('low');
      expect(quiet.body.riskAssessment.localActivity).toBe('insufficient data');
    });

    it('validates the body with clear 400s', async () => {
      for (const bad of [
        { ...base, age: 121 },
        { ...base, age: -1 },
        { ...base, age: 'old' },
        { ...base, location: 'Gotham' },
        { ...base, symptoms: ['Sneezing'] },
        { location: 'India' },
      ]) {
        const res = await post(bad);
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
    });
  });

  describe('aggregates', () => {
    it('files a report submitted through the API under its place, and forgets deleted ones', async () => {
      const before = await t.db.query<{ n: number }>(
        `SELECT coalesce(sum(count), 0)::int AS n FROM analytics_place_daily WHERE place = 'Mumbai'`,
      );
      const res = await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
      expect(res.statusCode).toBe(201);
      const after = await t.db.query<{ n: number }>(
        `SELECT coalesce(sum(count), 0)::int AS n FROM analytics_place_daily WHERE place = 'Mumbai'`,
      );
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
      const id = (res.json() as { data: { id: string } }).data.id;
      await t.db.query('DELETE FROM symptom_reports WHERE id = $1', [id]);
      const gone = await t.db.query<{ n: number }>(
        `SELECT coalesce(sum(count), 0)::int AS n FROM analytics_place_daily WHERE place = 'Mumbai'`,
      );
      expect(gone.rows[0]!.n).toBe(before.rows[0]!.n);
    });
  });
});
