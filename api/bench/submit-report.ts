/**
 * npm run bench:submit-report -w api — not a test: prints figures and the ratio.
 * Supabase mode's write path on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL): reports per second through submit_report as `anon`
 * (checks, postal lookup, the two rate-limit counters, one of them shared by
 * every caller), beside the same report inserted directly by the table's
 * owner, both as PostgREST runs a request (BEGIN, SET LOCAL ROLE, statement,
 * COMMIT), with BENCH_CONNECTIONS (default 8) connections for BENCH_SECONDS
 * (default 5) per run. Limits are raised for the run so nothing is refused.
 * Places come from GEODATA_SOURCE when set, else the test fixtures.
 */
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { loadGazetteer } from '../src/geocode/gazetteer';
import { loadPostalPlaces } from '../src/geocode/postal-places';
import { PG_URL, withPgSchema } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

const DIRECT = `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state)
  SELECT 'IN', '400001', ARRAY['Fever'], 'flu', 'mild', latitude, longitude, city, state
  FROM postal_places WHERE country = 'IN' AND postal_key = '400001'`;
const SUBMIT = `SELECT id FROM submit_report('IN', '400001', ARRAY['Fever'], 'flu', 'mild', $1)`;

async function run(schema: string, role: string, sql: string): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema},public` });
      await c.connect();
      return c;
    }),
  );
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (c, i) => {
      const params = sql === SUBMIT ? [`bench-browser-key-${i}-${schema}`] : [];
      while (performance.now() < until) {
        await c.query('BEGIN');
        await c.query(`SET LOCAL ROLE ${role}`);
        await c.query(sql, params);
        await c.query('COMMIT');
        done++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return done / SECONDS;
}

async function main(): Promise<void> {
  if (!PG_URL) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const owner = (await admin.query<{ u: string }>('SELECT current_user AS u')).rows[0]!.u;
  await admin.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN CREATE ROLE anon NOLOGIN; END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await admin.end();
  await withPgSchema(async (schema) => {
    const db = await openPostgres({ connectionString: PG_URL!, schema, max: 2 });
    try {
      await migrate(db);
      const dir = process.env.GEODATA_SOURCE || path.join(__dirname, '../test/fixtures/geodata');
      await loadPostalPlaces(db, (await loadGazetteer(dir)).indexes);
      await db.query(
        'UPDATE submit_report_limits SET per_key_per_minute = 1000000000, per_area_per_minute = 1000000000, global_per_minute = 1000000000',
      );
    } finally {
      await db.close();
    }
    const direct1 = await run(schema, owner, DIRECT);
    const submit = await run(schema, 'anon', SUBMIT);
    const direct2 = await run(schema, owner, DIRECT);
    const baseline = (direct1 + direct2) / 2;
    console.log(`connections ${CONNECTIONS}, ${SECONDS} s per run`);
    console.log(`direct INSERT by the owner   ${direct1.toFixed(0)} / ${direct2.toFixed(0)} reports/s`);
    console.log(`submit_report as anon        ${submit.toFixed(0)} reports/s`);
    console.log(`ratio submit_report / direct ${(submit / baseline).toFixed(2)}`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
