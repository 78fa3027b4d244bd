import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { runRetention } from '../../src/retention/job';
import { monthStart, retentionCutoff } from '../../src/retention/months';
import { addMonths, dropMonth, heldMonths, rawFrom } from '../../src/retention/store';
import { allowBackdatedSeeds, DRIVERS, freshDatabase } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp, validReport } from '../helpers/test-app';

const DAY_MS = 86_400_000;
/** Days of history seeded: about 16 months, so at 13 months kept two or three months go. */
const HISTORY_DAYS = 480;

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params)).rows[0]!.n;

/** Raw reports from before a month (`$1`, a UTC date): what retention must drop. */
const BEFORE_CUTOFF = `SELECT count(*) FROM symptom_reports WHERE created_at < $1::timestamp AT TIME ZONE 'UTC'`;

/** `perDay` reports a day (SQL over the day index d, 0 = today) from `from` days ago to `to`, at the postal code's place. */
async function seed(
  t: TestApp,
  o: { country: string; pin: string; illness: string; from: number; to: number; perDay: string; symptoms?: string },
): Promise<void> {
  const p = t.geocoder.lookupOffline(o.country, o.pin)!;
  await t.db.query(
    `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state)
     SELECT $1, $2, ${o.symptoms ?? "ARRAY['Fever','Cough']"}, $3, CASE WHEN d % 7 = 0 THEN 'severe' ELSE 'mild' END,
            date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(days => d) + make_interval(hours => 1 + n % 20),
            $4, $5, $6, $7
     FROM generate_series($8::int, $9::int) d CROSS JOIN LATERAL generate_series(1, (${o.perDay})::int) n`,
    [o.country, o.pin, o.illness, p.latitude, p.longitude, p.city, p.state, o.to, o.from],
  );
}

/** What a visitor, an open-data user and the detector get: every route the retention must leave unchanged. */
async function answers(app: App, oldest: string, yesterday: string): Promise<Record<string, unknown>> {
  const urls = [
    // The map's all-time view (no since, no day range): per-cell totals over every day, and one illness.
    '/api/reports/clusters?precision=3',
    '/api/reports/clusters?precision=1&illness=dengue',
    `/api/open-data/daily.csv?country=IN&from=${oldest}&to=${yesterday}`,
    `/api/open-data/daily.geojson?country=IN&from=${oldest}&to=${yesterday}`,
    '/api/analytics/seasonal-patterns?location=Mumbai',
    '/api/analytics/outbreak-prediction?location=Mumbai&timeframe=90',
    '/api/analytics/health-trends?period=90&location=Delhi',
    '/api/analytics/area-alarms?south=-90&west=-180&north=90&east=180&tier=watch',
    `/api/health-aggregates?days=365&country=IN`,
    '/api/stats',
  ];
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    const type = String(res.headers['content-type'] ?? '');
    const body: unknown = type.includes('json') ? res.json() : res.body;
    if (body && typeof body === 'object') {
      // When it was answered, and the order of cells (the map copy's load order), are not the answer.
      const b = body as { asOf?: unknown; lastUpdated?: unknown; cells?: unknown[] };
      delete b.asOf;
      delete b.lastUpdated;
      if (Array.isArray(b.cells)) b.cells.sort((x, y) => (JSON.stringify(x) < JSON.stringify(y) ? -1 : 1));
    }
    out[url] = body;
  }
  return out;
}

describe.each(DRIVERS)('retention by month on %s', (driver) => {
  let t: TestApp;
  const now = new Date();
  const cutoff = retentionCutoff(now, 13)!;
  const oldest = new Date(Date.now() - HISTORY_DAYS * DAY_MS).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const fresh = () =>
    buildApp({
      db: t.db,
      geocoder: t.geocoder,
      writeRateLimit: 0,
      clustersTtlMs: 0,
      areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
    });
  let before: Record<string, unknown>;
  let pass: { assessed: number; alarms: number; alerts: number };
  let oldReport: string;
  let newReport: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false } });
    await allowBackdatedSeeds(t.db);
    await seed(t, { country: 'IN', pin: '400001', illness: 'flu', from: HISTORY_DAYS, to: 0, perDay: '2 + d % 3' });
    await seed(t, {
      country: 'IN',
      pin: '110001',
      illness: 'dengue',
      from: HISTORY_DAYS,
      to: 1,
      perDay: '1 + (d % 5 = 0)::int',
    });
    await seed(t, { country: 'IN', pin: '400001', illness: 'dengue', from: 0, to: 0, perDay: '12' });
    await seed(t, { country: 'FR', pin: '75001', illness: 'covid', from: HISTORY_DAYS, to: 0, perDay: '1 + d % 2' });
    oldReport = (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM symptom_reports ORDER BY created_at LIMIT 1')
    ).rows[0]!.id;
    newReport = (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM symptom_reports ORDER BY created_at DESC LIMIT 1')
    ).rows[0]!.id;
    await t.db.query(`INSERT INTO demo_reports (report_id) VALUES ($1), ($2)`, [oldReport, newReport]);
    await t.db.query(`INSERT INTO report_idempotency_keys (key, report_id) VALUES ('old-key', $1), ('new-key', $2)`, [
      oldReport,
      newReport,
    ]);
    const summary = await t.app.areas!.runPass(now);
    pass = { assessed: summary.assessed, alarms: summary.alarms, alerts: summary.alerts };
    before = await answers(t.app, oldest, yesterday);
  });
  afterAll(async () => t.close());

  it('seeds history older than the cut-off, so the test drops something', async () => {
    expect(oldest < cutoff).toBe(true);
    expect(await count(t.db, BEFORE_CUTOFF, [cutoff])).toBeGreaterThan(300);
    expect(pass.alarms).toBeGreaterThan(0);
  });

  it('drops the months before the cut-off a partition at a time, with their references, and nothing else', async () => {
    const total = await count(t.db, 'SELECT count(*) FROM symptom_reports');
    const old = await count(t.db, BEFORE_CUTOFF, [cutoff]);
    const run = await runRetention({ db: t.db, months: 13 }, now);
    expect(run.claimed).toBe(true);
    expect(run.notHeld).toBeNull();
    expect(run.dropped.length).toBeGreaterThanOrEqual(2);
    expect(run.dropped.every((d) => d.month < cutoff)).toBe(true);
    expect(run.dropped.reduce((s, d) => s + d.reports, 0)).toBe(old);
    expect(await count(t.db, 'SELECT count(*) FROM symptom_reports')).toBe(total - old);
    expect(await count(t.db, BEFORE_CUTOFF, [cutoff])).toBe(0);
    const held = await heldMonths(t.db);
    expect(held[0]).toBe(cutoff);
    expect(held).toContain(monthStart(now, 2)); // created ahead
    expect(await rawFrom(t.db)).toBe(cutoff);
    // The old report's mark and key went with its month; the new report's stay.
    expect((await t.db.query('SELECT report_id::text AS id FROM demo_reports')).rows).toEqual([{ id: newReport }]);
    expect((await t.db.query('SELECT key FROM report_idempotency_keys')).rows).toEqual([{ key: 'new-key' }]);
    // Another process the same day finds the run claimed: it only ensures the months ahead.
    expect(await runRetention({ db: t.db, months: 13 }, now)).toEqual({
      added: [],
      dropped: [],
      notHeld: null,
      claimed: false,
    });
  });

  it('leaves the all-time map, open data, analytics and the detector unchanged, read by a fresh API', async () => {
    const app = await fresh();
    await app.ready();
    try {
      const summary = await app.areas!.runPass(now);
      expect({ assessed: summary.assessed, alarms: summary.alarms, alerts: summary.alerts }).toEqual(pass);
      expect(await answers(app, oldest, yesterday)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('rebuilds the rollups only from the first month still raw, keeping the dropped months', async () => {
    const oldDays = await count(t.db, 'SELECT count(*) FROM report_map_daily WHERE day < $1::date', [cutoff]);
    expect(oldDays).toBeGreaterThan(0);
    await t.db.query('SELECT rebuild_report_aggregates()');
    expect(await count(t.db, 'SELECT count(*) FROM report_map_daily WHERE day < $1::date', [cutoff])).toBe(oldDays);
    const app = await fresh();
    await app.ready();
    try {
      expect(await answers(app, oldest, yesterday)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('still routes every new report through the parent’s triggers into its month', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: validReport({ illnessType: 'malaria' }),
    });
    expect(res.statusCode).toBe(201);
    const where = await t.db.query<{ part: string }>(
      `SELECT tableoid::regclass::text AS part FROM symptom_reports WHERE illness_type = 'malaria'`,
    );
    expect(where.rows.map((r) => r.part.replace(/^.*\./, ''))).toEqual([
      `symptom_reports_${monthStart(now).slice(0, 7).replace('-', '_')}`,
    ]);
    expect(await count(t.db, `SELECT sum(count) FROM report_daily_counts WHERE illness_type = 'malaria'`)).toBe(1);
  });
});

describe.each(DRIVERS)('retention’s safety nets on %s', (driver) => {
  it('keeps a month whose reports the rollups do not hold, and moves default-partition rows into a new month', async () => {
    const { db, dispose } = await freshDatabase(driver, { backdatedSeeds: true });
    try {
      const now = new Date();
      const old = monthStart(now, -20);
      await addMonths(db, [old]);
      await db.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_after_insert');
      await db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, created_at) VALUES ('IN', '400001', ARRAY['Fever'], ($1::date + 3)::timestamp AT TIME ZONE 'UTC')`,
        [old],
      );
      await db.query('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_after_insert');
      expect(await dropMonth(db, old)).toEqual({ dropped: false, reason: 'not-held' });
      expect(await heldMonths(db)).toContain(old);
      const run = await runRetention({ db, months: 13 }, now);
      expect(run.notHeld).toBe(old);
      expect(await count(db, 'SELECT count(*) FROM symptom_reports')).toBe(1);
      // Once rebuilt, the rollups hold it and the month may go.
      await db.query('SELECT rebuild_report_aggregates()');
      expect(await dropMonth(db, old)).toEqual({ dropped: true, reports: 1 });
      expect(await rawFrom(db)).toBe(monthStart(now, -19));

      // A report of a month with no partition yet lands in the default partition, and moves into the month when it is made.
      const later = monthStart(now, 6);
      await db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, created_at) VALUES ('IN', '400001', ARRAY['Cough'], ($1::date + 1)::timestamp AT TIME ZONE 'UTC')`,
        [later],
      );
      expect(await count(db, 'SELECT count(*) FROM symptom_reports_default')).toBe(1);
      expect(await addMonths(db, [later])).toEqual([later]);
      expect(await count(db, 'SELECT count(*) FROM symptom_reports_default')).toBe(0);
      expect(await count(db, `SELECT count(*) FROM symptom_reports WHERE 'Cough' = ANY (symptoms)`)).toBe(1);
      expect(await count(db, `SELECT sum(count) FROM report_daily_counts WHERE day = $1::date + 1`, [later])).toBe(1);
    } finally {
      await dispose();
    }
  });
});

describe.each(DRIVERS)('migration 1420 on a database with reports on %s', (driver) => {
  it('moves every report into the partitioned table with its id, references and rollups', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-1420-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR))
      if (f.endsWith('.sql') && f < '1420') fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    const { db, dispose } = await freshDatabase(driver, { migrate: false });
    try {
      await migrate(db, dir);
      await allowBackdatedSeeds(db);
      await db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, created_at, latitude, longitude, city, state)
         SELECT 'IN', '400001', ARRAY['Fever'], 'flu', now() - make_interval(days => g * 9), 18.935, 72.835, 'Mumbai', 'Maharashtra'
         FROM generate_series(0, 99) g`,
      );
      await db.query('DELETE FROM symptom_reports WHERE id = 100'); // the sequence is past the highest id
      await db.query('INSERT INTO demo_reports (report_id) VALUES (1), (2)');
      await db.query(`INSERT INTO report_idempotency_keys (key, report_id) VALUES ('k1', 1)`);
      const snapshot = async () => ({
        reports: (
          await db.query('SELECT id::text, created_at, report_day, case_definitions FROM symptom_reports ORDER BY id')
        ).rows,
        rollup: (await db.query('SELECT * FROM report_map_daily ORDER BY day, illness_type, severity')).rows,
      });
      const was = await snapshot();

      await migrate(db);
      expect(await snapshot()).toEqual(was);
      const kind = await db.query<{ relkind: string }>(
        `SELECT relkind FROM pg_class WHERE oid = 'symptom_reports'::regclass`,
      );
      expect(kind.rows[0]!.relkind).toBe('p');
      expect(await count(db, 'SELECT count(*) FROM symptom_reports_default')).toBe(0);
      expect((await heldMonths(db)).length).toBeGreaterThanOrEqual(30);
      // The identity carries on past the old sequence; the stamp and the rollup trigger are on the new table.
      const added = await db.query<{ id: string }>(
        `INSERT INTO symptom_reports (country, pin_code, symptoms) VALUES ('IN', '400001', ARRAY['Fever']) RETURNING id::text AS id`,
      );
      expect(added.rows[0]!.id).toBe('101');
      expect(await count(db, 'SELECT sum(count) FROM report_daily_counts')).toBe(100);
      // Deleting a report still removes its demo mark and idempotency key (the foreign keys' cascade, now a trigger).
      await db.query('DELETE FROM symptom_reports WHERE id = 1');
      expect((await db.query('SELECT report_id::text AS id FROM demo_reports')).rows).toEqual([{ id: '2' }]);
      expect(await count(db, 'SELECT count(*) FROM report_idempotency_keys')).toBe(0);
    } finally {
      await dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DRIVERS)('the retention feature in an API process on %s', (driver) => {
  it('runs the job at start and then every interval, and stops with the app', async () => {
    const t = await createTestApp(driver, { reportRetention: { months: 13, intervalMs: 200 } });
    try {
      await allowBackdatedSeeds(t.db);
      const later = monthStart(new Date(), 4);
      await t.db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, created_at) VALUES ('IN', '400001', ARRAY['Fever'], ($1::date + 2)::timestamp AT TIME ZONE 'UTC')`,
        [later],
      );
      // A later run finds the report in the default partition and makes its month.
      for (let i = 0; i < 100 && !(await heldMonths(t.db)).includes(later); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await heldMonths(t.db)).toContain(later);
      expect(await count(t.db, 'SELECT count(*) FROM symptom_reports_default')).toBe(0);
      // One process claimed today's run and finished it (the claim is written when the run ends).
      const finished = () =>
        count(t.db, 'SELECT count(*) FROM report_retention_runs WHERE day = $1::date AND finished_at IS NOT NULL', [
          new Date().toISOString().slice(0, 10),
        ]);
      for (let i = 0; i < 50 && (await finished()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await finished()).toBe(1);
    } finally {
      await t.close();
    }
  });
});
