/**
 * npm run bench:rollups -w api — not a test: prints figures and ratios.
 * What keeping the per-report rollups costs an insert: reports/s through the
 * API's insert statement (writer.ts: one multi-row INSERT per batch of
 * BENCH_BATCHES sizes, default 1 and 20), on three databases migrated in the
 * same run: with every migration (the generated rollup trigger, migration
 * 1220), with the migrations before 1220 (the previous, copied triggers), and
 * with every migration but the rollup trigger off (the floor). PGlite in
 * memory, and PostgreSQL with BENCH_DATABASE_URL/TEST_DATABASE_URL (one
 * connection). Reports vary over 20 postal codes, 8 illnesses and 3 countries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { PG_URL, withPgSchema } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BATCHES = (process.env.BENCH_BATCHES ?? '1,20').split(',').map(Number);
const FIRST_GENERATED = '1220_';

const ILLNESSES = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya', 'other', 'unknown'];
const PLACES = Array.from({ length: 20 }, (_, i) => ({
  country: ['IN', 'US', 'DE'][i % 3]!,
  pin: String(400001 + i),
  lat: 18.9 + i * 0.013,
  lon: 72.8 + i * 0.017,
  city: ['Mumbai', 'Chennai', 'Berlin', 'Seattle'][i % 4]!,
  state: ['Maharashtra', 'Delhi', 'Berlin', 'Washington'][i % 4]!,
}));

const INSERT = `INSERT INTO symptom_reports (nickname, country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state, channel)
  SELECT x.nickname, x.country, x.pin_code, x.symptoms, x.illness_type, x.severity, x.latitude, x.longitude, x.city, x.state, x.channel
  FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (nickname text, country text, pin_code text, symptoms text[],
    illness_type text, severity text, latitude float8, longitude float8, city text, state text, channel text))
    WITH ORDINALITY AS x(nickname, country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state, channel, ord)
  ORDER BY x.ord
  RETURNING id`;

function batch(size: number, seq: number): string {
  return JSON.stringify(
    Array.from({ length: size }, (_, j) => {
      const n = seq * size + j;
      const p = PLACES[n % PLACES.length]!;
      return {
        nickname: null,
        country: p.country,
        pin_code: p.pin,
        symptoms: n % 2 ? ['Fever', 'Cough'] : ['Headache'],
        illness_type: ILLNESSES[n % ILLNESSES.length],
        severity: ['mild', 'moderate', 'severe'][n % 3],
        latitude: p.lat,
        longitude: p.lon,
        city: p.city,
        state: p.state,
        channel: 'web',
      };
    }),
  );
}

/** Reports/s for SECONDS of back-to-back batch transactions. */
async function measure(db: Database, size: number): Promise<number> {
  let seq = 0;
  const until = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  while (performance.now() < until) {
    const body = batch(size, seq++);
    await db.transaction(async (tx) => {
      await tx.query(INSERT, [body]);
    });
  }
  return (seq * size) / ((performance.now() - t0) / 1000);
}

/** The migrations before the generated rollups, in a directory of their own. */
function previousMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-rollups-'));
  for (const f of fs.readdirSync(MIGRATIONS_DIR))
    if (f.endsWith('.sql') && f < FIRST_GENERATED) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  return dir;
}

type Variant = 'generated (1220)' | 'previous (copied)' | 'no rollups (floor)';
const VARIANTS: Variant[] = ['generated (1220)', 'previous (copied)', 'no rollups (floor)'];

async function prepare(db: Database, v: Variant, previousDir: string): Promise<void> {
  await migrate(db, v === 'previous (copied)' ? previousDir : MIGRATIONS_DIR);
  if (v === 'no rollups (floor)') {
    // Every trigger but the created_at stamp (0450), which any insert pays.
    const triggers = await db.query<{ tgname: string }>(
      `SELECT tgname FROM pg_trigger WHERE tgrelid = 'symptom_reports'::regclass AND NOT tgisinternal
         AND tgname <> 'symptom_reports_created_at_now'`,
    );
    for (const t of triggers.rows) await db.exec(`ALTER TABLE symptom_reports DISABLE TRIGGER ${t.tgname}`);
  }
  await measure(db, 20); // warm-up
}

async function runDriver(label: string, open: () => Promise<{ db: Database; done(): Promise<void> }>): Promise<void> {
  const previousDir = previousMigrations();
  try {
    const figures = new Map<string, number>();
    for (const v of VARIANTS) {
      const { db, done } = await open();
      try {
        await prepare(db, v, previousDir);
        for (const size of BATCHES) figures.set(`${v}|${size}`, await measure(db, size));
      } finally {
        await done();
      }
    }
    for (const size of BATCHES) {
      const floor = figures.get(`no rollups (floor)|${size}`)!;
      console.log(`${label}, ${size} report(s) per INSERT statement and transaction`);
      for (const v of VARIANTS) {
        const f = figures.get(`${v}|${size}`)!;
        console.log(`  ${v.padEnd(20)} ${f.toFixed(0).padStart(7)} reports/s  ${(f / floor).toFixed(2)} of the floor`);
      }
    }
  } finally {
    fs.rmSync(previousDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `rollup maintenance — ${os.cpus().length} CPUs, ${SECONDS} s per figure, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  await runDriver('PGlite (in memory)', async () => {
    const db = await openPglite();
    return { db, done: () => db.close() };
  });
  if (!PG_URL) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  await runDriver('PostgreSQL (one connection)', async () => {
    let release!: () => void;
    let ready!: (v: { db: Database; done(): Promise<void> }) => void;
    const opened = new Promise<{ db: Database; done(): Promise<void> }>((r) => {
      ready = r;
    });
    const finished = withPgSchema(async (schema) => {
      const db = await openPostgres({ connectionString: PG_URL!, schema, max: 1 });
      await new Promise<void>((r) => {
        release = r;
        ready({ db, done: async () => release() });
      });
      await db.close();
    });
    const handle = await opened;
    return {
      db: handle.db,
      done: async () => {
        await handle.done();
        await finished;
      },
    };
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
