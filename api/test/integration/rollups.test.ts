import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { ROLLUPS } from '../../src/reports/rollups/definition';
import { ROLLUP_MIGRATION } from '../../src/reports/rollups/sql';
import { allowBackdatedSeeds, DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';

/** Every rollup, rows in key order; sums of coordinates to 12 significant digits (summation order differs). */
async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const r of ROLLUPS) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM ${r.table} ORDER BY ${r.keys.map((k) => k.column).join(', ')}`,
    );
    out[r.table] = rows.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'number' && !Number.isInteger(v)
            ? Number(v.toPrecision(12))
            : v instanceof Date
              ? v.toISOString()
              : String(v),
        ]),
      ),
    );
  }
  return out;
}

const COLUMNS = 'country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state';

/**
 * A varied history: single-row and multi-row statements over four countries,
 * the eight illnesses, 45 days across a month boundary, the analytics places
 * (Mumbai, Delhi, Bengaluru, Chennai), reports without coordinates or region,
 * and repeated symptoms.
 */
async function insertHistory(db: Database): Promise<void> {
  const single = `INSERT INTO symptom_reports (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), $7, $8, $9, $10)`;
  await db.query(single, [
    'IN',
    '400001',
    ['Fever', 'Cough'],
    'flu',
    'mild',
    0,
    18.9388,
    72.8354,
    'Mumbai',
    'Maharashtra',
  ]);
  await db.query(single, [
    'IN',
    '110001',
    ['Fever', 'Fever'],
    'dengue',
    'severe',
    3,
    28.6333,
    77.2167,
    'New Delhi',
    'Delhi',
  ]);
  await db.query(single, [
    'IN',
    '560001',
    ['Headache'],
    'covid',
    'moderate',
    33,
    12.9716,
    77.5946,
    'Bengaluru',
    'Karnataka',
  ]);
  await db.query(single, ['US', '98101', ['Chills'], 'other', 'mild', 1, null, null, null, null]);
  await db.query(single, [
    'DE',
    '10115',
    ['Nausea', 'Diarrhea'],
    'unknown',
    'mild',
    44,
    52.532,
    13.3849,
    'Berlin',
    null,
  ]);
  // Multi-row statements: 8 illnesses x 3 severities x 45 days, four countries, two cells per country.
  await db.query(
    `INSERT INTO symptom_reports (${COLUMNS})
     SELECT c.country, c.pin, CASE WHEN g % 3 = 0 THEN ARRAY['Fever','Cough'] WHEN g % 3 = 1 THEN ARRAY['Headache'] ELSE ARRAY['Fatigue','Chills','Fatigue'] END,
            (ARRAY['flu','dengue','covid','malaria','typhoid','chikungunya','other','unknown'])[1 + g % 8],
            (ARRAY['mild','moderate','severe'])[1 + g % 3],
            now() - make_interval(days => g % 45, hours => g % 24),
            CASE WHEN g % 11 = 0 THEN NULL ELSE c.lat + (g % 2) * 0.0013 END,
            CASE WHEN g % 11 = 0 THEN NULL ELSE c.lon + (g % 2) * 0.0017 END,
            c.city, c.state
     FROM generate_series(1, 400) g
     JOIN (VALUES (0, 'IN', '600001', 13.0827, 80.2707, 'Chennai', 'Tamil Nadu'),
                  (1, 'US', '10001', 40.7506, -73.9972, 'New York', 'New York'),
                  (2, 'ES', '28001', 40.4256, -3.6827, 'Madrid', 'Madrid'),
                  (3, 'IN', '400002', 18.9500, 72.8300, 'Mumbai', 'Maharashtra'))
       AS c(k, country, pin, lat, lon, city, state) ON c.k = g % 4`,
  );
  await db.query(
    `INSERT INTO symptom_reports (${COLUMNS})
     SELECT 'IN', '110001', ARRAY['Cough'], 'flu', 'mild', now() - make_interval(days => g), 28.6333, 77.2167, 'New Delhi', 'Delhi'
     FROM generate_series(0, 9) g`,
  );
}

describe.each(DRIVERS)('the generated rollups on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver, { backdatedSeeds: true });
    await insertHistory(t.db);
  });
  afterAll(async () => t.dispose());

  it('hold after single and multi-row inserts exactly what a rebuild from the reports holds', async () => {
    const live = await snapshot(t.db);
    for (const r of ROLLUPS)
      expect({ table: r.table, rows: live[r.table]!.length > 0 }).toEqual({ table: r.table, rows: true });
    await t.db.query('SELECT rebuild_report_aggregates()');
    expect(await snapshot(t.db)).toEqual(live);
  });

  it('subtract deleted reports (rows left at zero go) and still match a rebuild', async () => {
    const before = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM report_map_daily');
    await t.db.query(
      `DELETE FROM symptom_reports WHERE country = 'ES' OR (country = 'IN' AND illness_type = 'dengue')`,
    );
    await t.db.query(`DELETE FROM symptom_reports WHERE id IN (SELECT min(id) FROM symptom_reports)`);
    const live = await snapshot(t.db);
    expect(live.open_data_region_daily!.some((row) => (row as { country: string }).country === 'ES')).toBe(false);
    expect((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM report_map_daily')).rows[0]!.n).not.toBe(
      before.rows[0]!.n,
    );
    await t.db.query('SELECT rebuild_report_aggregates()');
    expect(await snapshot(t.db)).toEqual(live);
  });

  it('hold what the migrations before this rollup migration held for the same inserts', async () => {
    const previousDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-rollups-previous-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR))
      if (f.endsWith('.sql') && f < ROLLUP_MIGRATION)
        fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(previousDir, f));
    const previous = await freshDatabase(driver, { migrate: false });
    const current = await freshDatabase(driver, { backdatedSeeds: true });
    try {
      await migrate(previous.db, previousDir);
      await allowBackdatedSeeds(previous.db);
      await insertHistory(previous.db);
      await insertHistory(current.db);
      const a = await snapshot(previous.db);
      const b = await snapshot(current.db);
      expect(Object.keys(b)).toEqual(Object.keys(a));
      for (const table of Object.keys(a)) expect({ table, rows: b[table] }).toEqual({ table, rows: a[table] });
    } finally {
      await previous.dispose();
      await current.dispose();
      fs.rmSync(previousDir, { recursive: true, force: true });
    }
  });
});
