import { DRIVERS, allowBackdatedSeeds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Rows dated in the future (stored before created_at was stamped by the
 * database, or by its owner) are not active cases: the 14-day window ends
 * today, so such a row cannot stay "active" for years.
 */
describe.each(DRIVERS)('home statistics and future-dated rows on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await allowBackdatedSeeds(t.db);
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       SELECT 'US', '10001', ARRAY['Fever'], 'flu', s, at, 40.75, -73.997
       FROM (VALUES ('severe', now()), ('mild', now() - interval '2 days'),
                    ('severe', '2030-06-01T12:00:00Z'::timestamptz), ('mild', '2099-01-01T00:00:00Z'::timestamptz),
                    ('mild', now() + interval '1 day')) AS v(s, at)`,
    );
  });
  afterAll(async () => t.close());

  it('counts only reports up to today as active and under monitoring; all of them in the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.activeCases.value).toBe(2);
    expect(s.underMonitoring.value).toBe(1);
    expect(s.recovered.value).toBe(0);
    expect(s.totalReports.value).toBe(5);
  });

  it('lists no future day in the daily counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health-aggregates?days=30' });
    expect(res.statusCode).toBe(200);
    const days: string[] = res.json().data.map((r: { day: string }) => r.day);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d <= today)).toBe(true);
  });
});
