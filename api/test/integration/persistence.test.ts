import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { DataDirLockedError } from '../../src/db/dir-lock';
import { ROLLUPS } from '../../src/reports/rollups/definition';
import { DRIVERS, freshDatabase } from '../helpers/databases';
import { fixtureGeocoderOnce, validReport } from '../helpers/test-app';

describe('PGlite data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-api-data-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps reports across a restart, refuses a second process meanwhile, and re-runs migrations safely', async () => {
    const dataDir = path.join(dir, 'pglite');
    const geocoder = await fixtureGeocoderOnce();
    const db1 = await openPglite({ dataDir });
    const first = await migrate(db1);
    expect(first.applied.length).toBeGreaterThanOrEqual(5);
    const app1 = await buildApp({ db: db1, geocoder });
    const res = await app1.inject({ method: 'POST', url: '/api/reports', payload: validReport({ nickname: 'Kept' }) });
    expect(res.statusCode).toBe(201);

    // The lock holds against this process opening it again…
    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    // …and against another process, which exits with a clear message.
    const script = `require('${path.resolve(__dirname, '../../src/db/pglite.ts').replace(/\\/g, '/')}').openPglite({ dataDir: ${JSON.stringify(dataDir)} })
      .then(() => { console.log('opened'); process.exit(0); }, (e) => { console.error(e.message); process.exit(3); });`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
      cwd: path.resolve(__dirname, '../..'),
      timeout: 60_000,
    });
    expect(child.status).toBe(3);
    expect(child.stderr).toContain('The data directory is in use by another HealthWatch API process');

    await app1.close();
    await db1.close();

    const db2 = await openPglite({ dataDir });
    const again = await migrate(db2);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toBe(first.applied.length);
    const app2 = await buildApp({ db: db2, geocoder });
    const list = (await app2.inject({ method: 'GET', url: '/api/reports' })).json();
    expect(list.data).toHaveLength(1);
    // The list is public rows (no nickname); the stored row keeps it.
    expect(list.data[0]).toMatchObject({ id: res.json().data.id });
    const kept = await db2.query<{ nickname: string }>('SELECT nickname FROM symptom_reports');
    expect(kept.rows).toEqual([{ nickname: 'Kept' }]);
    const clusters = (await app2.inject({ method: 'GET', url: '/api/reports/clusters' })).json();
    expect(clusters.cells).toHaveLength(1);
    await app2.close();
    await db2.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe.each(DRIVERS)('migrations on %s', (driver) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(driver);
  });
  afterAll(async () => fresh.dispose());

  it('keep aggregates equal to a full recomputation from the reports', async () => {
    const { db } = fresh;
    // Two app instances (two writers, as two processes would be) inserting concurrently into the same cells.
    const geocoder = await fixtureGeocoderOnce();
    const apps = [await buildApp({ db, geocoder }), await buildApp({ db, geocoder })];
    const illnesses = ['flu', 'dengue', 'covid', 'dengue', 'malaria'];
    const places = [
      { country: 'IN', pinCode: '400001' },
      { country: 'US', pinCode: '10001' },
      { country: 'NL', pinCode: '1012' },
      { country: 'NL', pinCode: '1011' },
    ];
    await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/reports',
          payload: validReport({
            ...places[i % 4],
            illnessType: illnesses[(i * 7) % 5],
            severity: i % 3 ? 'mild' : 'severe',
          }),
        }),
      ),
    );
    for (const app of apps) await app.close();
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of [
        'report_map_daily',
        'report_map_symptom_daily',
        'report_daily_counts',
        'analytics_postal_daily',
      ]) {
        out[table] = (await db.query(`SELECT * FROM ${table}`)).rows.map((r) => JSON.stringify(r)).sort();
      }
      return out;
    };
    const live = await snapshot();
    expect(live.report_map_daily!.length).toBeGreaterThan(0);
    await db.query('SELECT rebuild_report_aggregates()');
    expect(await snapshot()).toEqual(live);
  });

  it('every aggregate upsert of an insert trigger takes its rows in one order, so two batches wait instead of deadlocking', async () => {
    const { rows } = await fresh.db.query<{ name: string; def: string }>(
      `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE t.tgrelid = 'symptom_reports'::regclass AND NOT t.tgisinternal AND (t.tgtype & 4) <> 0`,
    );
    const upserts = rows.flatMap(({ name, def }) =>
      def
        .split(';')
        .filter((statement) => /ON\s+CONFLICT[\s\S]*DO\s+UPDATE/i.test(statement))
        .map((statement) => ({ name, ordered: /ORDER\s+BY/i.test(statement) })),
    );
    expect(upserts.length).toBe(ROLLUPS.length);
    expect(upserts.filter((u) => !u.ordered)).toEqual([]);
  });

  it('are recorded and safe to re-run', async () => {
    const { db } = fresh;
    const again = await migrate(db);
    expect(again.applied).toEqual([]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['0001_symptom_reports.sql', '0002_report_aggregates.sql']),
    );
    // CHECK constraints hold even for writes that bypass the API.
    await expect(
      db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity) VALUES ('IN', '400001', ARRAY['Sneezing'], 'flu', 'mild')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, latitude, longitude) VALUES ('IN', '400001', ARRAY['Fever'], 91, 0)`,
      ),
    ).rejects.toThrow();
  });
});
