import { dayString, todayNumber, type SeasonalResponse } from '@healthwatch/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { DRIVERS, freshDatabase, seededDaysAgo, type TestDatabase } from '../../../test/helpers/databases';
import type { Queryable } from '../../db/database';
import analyticsPlugin from '../plugin';
import { seasonalPatterns } from '@healthwatch/outbreak-engine';

const SEASONAL_DAYS = 3 * 365;

/** The seasonal answer computed straight from symptom_reports, the slow way. */
async function direct(db: Queryable, place: string, location: string): Promise<SeasonalResponse> {
  const today = todayNumber();
  // The 1,095 days ending today, today included; nothing dated after today.
  const since = dayString(today - SEASONAL_DAYS + 1);
  const inPlace = `$1 = ANY(analytics_places(country, city, state)) AND (created_at AT TIME ZONE 'UTC')::date >= $2::date
    AND (created_at AT TIME ZONE 'UTC')::date <= '${dayString(today)}'::date`;
  const rows = await db.query<{ month: string; illness: string; count: number }>(
    `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM') AS month, illness_type AS illness, count(*)::int AS count
       FROM symptom_reports WHERE ${inPlace} GROUP BY 1, 2`,
    [place, since],
  );
  const first = await db.query<{ d: number | null }>(
    `SELECT (min((created_at AT TIME ZONE 'UTC')::date) - DATE '1970-01-01')::int AS d FROM symptom_reports WHERE ${inPlace}`,
    [place, since],
  );
  return seasonalPatterns(rows.rows, first.rows[0]!.d, today, location);
}

/**
 * The seasonal endpoint reads whole months from analytics_place_monthly and
 * only the first, partial month from the daily aggregate; its answers must be
 * those of a direct count, also after new, back-dated and deleted reports.
 */
describe.each(DRIVERS)('seasonal patterns from the monthly aggregate on %s', (driver) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  const insert = (
    illness: string,
    city: string,
    state: string,
    fromDaysAgo: number,
    toDaysAgo: number,
    perDay: string,
  ) =>
    t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       SELECT 'IN', '400001', ARRAY['Fever'], $1, 'mild', ${seededDaysAgo('d')}, $2, $3
         FROM generate_series($4::int, $5::int) AS d, LATERAL generate_series(1, (${perDay})::int) AS k`,
      [illness, city, state, toDaysAgo, fromDaysAgo],
    );
  const served = async (location: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/analytics/seasonal-patterns?location=${location}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SeasonalResponse;
  };

  beforeAll(async () => {
    t = await freshDatabase(driver, { backdatedSeeds: true });
    // Over four years, so the three-year window starts inside a month and older reports fall outside it.
    await insert('flu', 'Mumbai', 'Maharashtra', 4 * 365, 0, '1 + (d % 3)');
    await insert(
      'dengue',
      'Mumbai',
      'Maharashtra',
      4 * 365,
      0,
      'CASE WHEN extract(month FROM now() - make_interval(days => d)) BETWEEN 6 AND 9 THEN 3 ELSE d % 2 END',
    );
    await insert('typhoid', 'Chennai', 'Tamil Nadu', 200, 0, '1');
    app = Fastify({ logger: false });
    await app.register(analyticsPlugin, { db: t.db, cache: false, prefit: false, prefix: '/api/analytics' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  it('equals a direct count, before and after new, back-dated and deleted reports', async () => {
    const before = await served('Mumbai');
    expect(before.status).toBe('ok');
    expect(before).toEqual(await direct(t.db, 'Mumbai', 'Mumbai'));
    expect(await served('India')).toEqual(await direct(t.db, 'IN', 'India'));
    expect(await served('Chennai')).toEqual(await direct(t.db, 'Chennai', 'Chennai'));

    // New reports today, back-dated ones into a past month and into the window's first (partial) month.
    await insert('malaria', 'Mumbai', 'Maharashtra', 0, 0, '5');
    await insert('malaria', 'Mumbai', 'Maharashtra', 400, 380, '2');
    await insert('covid', 'Mumbai', 'Maharashtra', SEASONAL_DAYS, SEASONAL_DAYS - 3, '4');
    // Deleted reports: a whole past month of dengue, and flu on the window's first days and just before it.
    await t.db.query(
      `DELETE FROM symptom_reports WHERE illness_type = 'dengue'
          AND (created_at AT TIME ZONE 'UTC')::date BETWEEN (now() AT TIME ZONE 'UTC')::date - 250 AND (now() AT TIME ZONE 'UTC')::date - 200`,
    );
    await t.db.query(
      `DELETE FROM symptom_reports WHERE illness_type = 'flu'
          AND (created_at AT TIME ZONE 'UTC')::date BETWEEN (now() AT TIME ZONE 'UTC')::date - ${SEASONAL_DAYS + 2} AND (now() AT TIME ZONE 'UTC')::date - ${SEASONAL_DAYS - 2}`,
    );
    const after = await served('Mumbai');
    expect(after).not.toEqual(before);
    expect(after).toEqual(await direct(t.db, 'Mumbai', 'Mumbai'));
    expect(await served('India')).toEqual(await direct(t.db, 'IN', 'India'));

    // Everything deleted: nothing left to report, exactly as a direct count says.
    await t.db.query(`DELETE FROM symptom_reports WHERE city = 'Chennai'`);
    const empty = await served('Chennai');
    expect(empty.status).toBe('insufficient data');
    expect(empty).toEqual(await direct(t.db, 'Chennai', 'Chennai'));
    const left = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics_place_monthly WHERE place = 'Chennai'`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe.each(DRIVERS)('seasonal window on %s', (driver) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await freshDatabase(driver, { backdatedSeeds: true });
    // One Chennai report on each of the last 1,200 days (today included), and some dated after today:
    // two days ahead (this month or the next) and 40 days ahead (always a later month).
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       SELECT 'IN', '600001', ARRAY['Fever'], 'flu', 'mild', date_trunc('day', now(), 'UTC') + interval '12 hours' - make_interval(days => d), 'Chennai', 'Tamil Nadu'
         FROM generate_series(0, 1199) AS d`,
    );
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       SELECT 'IN', '600001', ARRAY['Fever'], 'dengue', 'mild', date_trunc('day', now(), 'UTC') + interval '12 hours' + make_interval(days => d), 'Chennai', 'Tamil Nadu'
         FROM (VALUES (2), (2), (2), (40), (40)) AS v(d)`,
    );
    app = Fastify({ logger: false });
    await app.register(analyticsPlugin, { db: t.db, cache: false, prefit: false, prefix: '/api/analytics' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  it('covers exactly 1,095 days ending today and counts no report dated after today', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/analytics/seasonal-patterns?location=Chennai' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SeasonalResponse;
    const days = body.seasonalPatterns.reduce((s, p) => s + p.daysCovered, 0);
    const total = body.seasonalPatterns.reduce((s, p) => s + p.total, 0);
    expect(days).toBe(SEASONAL_DAYS);
    expect(total).toBe(SEASONAL_DAYS);
  });
});
