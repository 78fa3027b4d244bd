import { MS_PER_DAY, todayNumber } from '@healthwatch/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { DRIVERS, freshDatabase, seededDaysAgo, type TestDatabase } from '../../../test/helpers/databases';
import { baselineMemoStats, clearBaselineMemo, REGRESSION_DEFAULTS } from '@healthwatch/outbreak-engine';
import analyticsPlugin from '../plugin';

/**
 * The background pre-fit must leave nothing for a visitor to fit, today and
 * on the first day of the next calendar block (when every place needs a new
 * baseline). The clock is injected; nothing sleeps.
 */
describe.each(DRIVERS)('background baseline pre-fit on %s', (driver) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let clock: Date;
  let firstPass: Promise<number>;

  beforeAll(async () => {
    t = await freshDatabase(driver, { backdatedSeeds: true });
    // Mumbai: 400 days of flu by weekday and sporadic dengue up to today, so the
    // baselines carry trend, day-of-week and (over 300 days) seasonal terms.
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       SELECT 'IN', '400001', ARRAY['Fever'], CASE WHEN k = 1 AND d % 4 = 0 THEN 'dengue' ELSE 'flu' END, 'mild',
              ${seededDaysAgo('d')}, 'Mumbai', 'Maharashtra'
         FROM generate_series(0, 400) AS d, LATERAL generate_series(1, 2 + (d % 5)) AS k`,
    );
    clearBaselineMemo();
    clock = new Date();
    let passed!: (steps: number) => void;
    firstPass = new Promise((resolve) => (passed = resolve));
    app = Fastify({ logger: false });
    await app.register(analyticsPlugin, {
      db: t.db,
      now: () => clock,
      cache: false,
      onPrefitPass: (steps) => passed(steps),
      prefix: '/api/analytics',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  const ask = async (location: string, timeframe: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/analytics/outbreak-prediction?location=${location}&timeframe=${timeframe}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { status: string; illnesses: unknown[] };
  };
  const visit = async () => {
    for (const timeframe of [7, 30, 90])
      for (const location of ['Mumbai', 'India']) expect((await ask(location, timeframe)).status).toBe('ok');
    const risk = await app.inject({
      method: 'POST',
      url: '/api/analytics/risk-assessment',
      payload: { location: 'Mumbai', symptoms: [], medicalHistory: [], age: 30 },
    });
    expect(risk.statusCode).toBe(200);
  };

  it('fits today’s and the next block’s baselines before any request, so neither computes a fit', async () => {
    expect(await firstPass).toBeGreaterThan(0);
    const fitted = baselineMemoStats().fitsComputed;
    await visit();
    expect(baselineMemoStats().fitsComputed).toBe(fitted);

    // First and last day of the next calendar block: new baselines everywhere, all ready.
    const nextBlock =
      (Math.floor(todayNumber(clock) / REGRESSION_DEFAULTS.refitEvery) + 1) * REGRESSION_DEFAULTS.refitEvery;
    clock = new Date(nextBlock * MS_PER_DAY + 3_600_000);
    const firstDay = await ask('Mumbai', 30);
    expect(firstDay.illnesses.length).toBeGreaterThan(0);
    await visit();
    expect(baselineMemoStats().fitsComputed).toBe(fitted);

    // Control: the same requests without the pre-fitted baselines do fit.
    clearBaselineMemo();
    await visit();
    expect(baselineMemoStats().fitsComputed).toBeGreaterThan(fitted);
  });
});
