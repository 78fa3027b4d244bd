import fs from 'node:fs';
import path from 'node:path';
import { DemoDataStatusSchema, type OutbreakPredictionResponse } from '@healthwatch/contracts';
import { Value } from '@sinclair/typebox/value';
import { clearDemoReports, DemoDataRefused, fillDemoData } from '../../src/demo/demo-data';
import { createTestApp, FIXTURE_GEODATA_DIR, validReport, type TestApp } from '../helpers/test-app';

// The real gazetteer when there is one (as `npm run demo` uses), else the fixture rows.
const source = process.env.GEODATA_SOURCE;
const GEODATA = source && fs.existsSync(path.join(source, 'IN.txt')) ? source : FIXTURE_GEODATA_DIR;

/** Every aggregate kept from symptom_reports, summed, beside what symptom_reports itself says. */
async function aggregateTotals(t: TestApp): Promise<Record<string, number>> {
  const res = await t.db.query<Record<string, number>>(`SELECT
    (SELECT count(*) FROM symptom_reports)::int AS reports,
    (SELECT coalesce(sum(count), 0) FROM report_daily_counts)::int AS daily_counts,
    (SELECT coalesce(sum(count), 0) FROM report_map_daily)::int AS map_daily,
    (SELECT coalesce(sum(count), 0) FROM analytics_place_daily WHERE place = 'ALL')::int AS place_daily,
    (SELECT coalesce(sum(count), 0) FROM analytics_postal_daily)::int AS postal_daily`);
  return Object.fromEntries(Object.entries(res.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

describe('demo data (npm run demo) on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('fills an empty database, shows the notice, lets the detector find the outbreak, and clears exactly itself', async () => {
    const status0 = await t.app.inject({ method: 'GET', url: '/api/demo-data' });
    expect(status0.json()).toEqual({ demo: false, reports: 0 });

    const result = await fillDemoData(t.db, GEODATA);
    expect(result.reports).toBeGreaterThan(5000);
    expect(result.countries).toBe(15);

    const status1 = await t.app.inject({ method: 'GET', url: '/api/demo-data' });
    expect(Value.Check(DemoDataStatusSchema, status1.json())).toBe(true);
    expect(status1.json()).toEqual({ demo: true, reports: result.reports });

    // Every row is a report a POST could have stored, over ~120 days, none in the future.
    const span = await t.db.query<{ countries: number; first: Date; last: Date; unplaced: number }>(
      `SELECT count(DISTINCT country)::int AS countries, min(created_at) AS first, max(created_at) AS last,
              count(*) FILTER (WHERE latitude IS NULL OR city IS NULL)::int AS unplaced FROM symptom_reports`,
    );
    const row = span.rows[0]!;
    expect(row.countries).toBe(15);
    expect(Number(row.unplaced)).toBe(0);
    expect(new Date(row.last).getTime()).toBeLessThanOrEqual(Date.now());
    const days = (new Date(row.last).getTime() - new Date(row.first).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(115);
    expect(days).toBeLessThanOrEqual(120);

    // The map has clusters, and the shipped detector calls Mumbai's dengue outbreak "high".
    const clusters = await t.app.inject({
      method: 'GET',
      url: '/api/reports/clusters?bbox=-180,-85,180,85&precision=1',
    });
    expect(clusters.statusCode).toBe(200);
    expect(JSON.stringify(clusters.json()).length).toBeGreaterThan(100);
    const mumbai = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/outbreak-prediction?location=Mumbai&timeframe=7',
    });
    const prediction = mumbai.json() as OutbreakPredictionResponse;
    expect(prediction.prediction.risk).toBe('high');
    expect(prediction.illnesses.find((i) => i.illness === 'dengue')?.alarm).toBe(true);
    // Delhi's flu wave, five to eight weeks ago, alarmed while it ran.
    const delhi = (
      await t.app.inject({ method: 'GET', url: '/api/analytics/outbreak-prediction?location=Delhi&timeframe=90' })
    ).json() as OutbreakPredictionResponse;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const waveAlarms = delhi.series.filter((p) => p.alarm && p.date >= day(56) && p.date <= day(35));
    expect(waveAlarms.length).toBeGreaterThan(0);

    // A second fill is refused; so is a fill over real reports.
    await expect(fillDemoData(t.db, GEODATA)).rejects.toBeInstanceOf(DemoDataRefused);

    // A real report sent while the demo is shown survives --clear, and every aggregate follows.
    const real = await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
    expect(real.statusCode).toBe(201);
    const removed = await clearDemoReports(t.db);
    expect(removed).toBe(result.reports);
    expect(await aggregateTotals(t)).toEqual({
      reports: 1,
      daily_counts: 1,
      map_daily: 1,
      place_daily: 1,
      postal_daily: 1,
    });
    const status2 = await t.app.inject({ method: 'GET', url: '/api/demo-data' });
    expect(status2.json()).toEqual({ demo: false, reports: 0 });
    await expect(fillDemoData(t.db, GEODATA)).rejects.toThrow('real reports');
  });
});
