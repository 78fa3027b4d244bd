/**
 * npm run bench:rollups -w api — not a test: prints figures and ratios.
 * What keeping the per-report rollups costs an insert: reports/s through the
 * API's insert statement (writer.ts: one multi-row INSERT per batch of
 * BENCH_BATCHES sizes, default 1 and 20), on three databases migrated in the
 * same run: with every migration (the generated rollup trigger, ROLLUP_MIGRATION
 * of src/reports/rollups/sql.ts, now 1320), with the migrations before it (1220's ten
 * rollups; 1220 itself was measured against the copied triggers before it), and
 * with every migration but the rollup trigger off (the floor). PGlite in
 * memory, and PostgreSQL with BENCH_DATABASE_URL/TEST_DATABASE_URL (one
 * connection each), in BENCH_ROUNDS (default 3) alternating rounds of BENCH_SECONDS (default 2)
 * per figure, medians printed. Reports vary over 20 postal codes, 8 illnesses and 3 countries.
 * Then POST /api/reports through the whole API (BENCH_CONNECTIONS, default 20, for
 * BENCH_API_SECONDS, default 8), on the same migrations (the current and the previous ones) in
 * BENCH_ROUNDS alternating rounds, each beside a bare Fastify POST route measured in
 * the same round, and with the rollup trigger off (the floor); BENCH_API=0 skips it, BENCH_STATEMENTS=0 the
 * statement figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ILLNESS_TYPES } from '@healthwatch/contracts';
import type { Database } from '../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { ROLLUP_MIGRATION } from '../src/reports/rollups/sql';
import {
  jsonPosts,
  type LoadFigures,
  measureLoad,
  PG_URL,
  processCpuSeconds,
  startServer,
  stopServer,
  withPgSchema,
} from './harness';
import { disableRollupTriggers } from './rollup-floor';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCHES = (process.env.BENCH_BATCHES ?? '1,20').split(',').map(Number);
const GENERATED = ROLLUP_MIGRATION.slice(0, 4);

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
        illness_type: ILLNESS_TYPES[n % ILLNESS_TYPES.length],
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

/**
 * Reports/s for SECONDS of back-to-back batch transactions, and this process's CPU time per
 * report (PGlite runs in a worker thread of this process, so that is the database's work; it
 * moves far less than the wall clock on a shared machine).
 */
async function measure(db: Database, size: number): Promise<{ rps: number; cpuMs: number }> {
  let seq = 0;
  const until = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (performance.now() < until) {
    const body = batch(size, seq++);
    await db.transaction(async (tx) => {
      await tx.query(INSERT, [body]);
    });
  }
  const cpu = process.cpuUsage(c0);
  return {
    rps: (seq * size) / ((performance.now() - t0) / 1000),
    cpuMs: (cpu.user + cpu.system) / 1000 / (seq * size),
  };
}

/** The migrations before the generated rollups, in a directory of their own. */
function previousMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-rollups-'));
  for (const f of fs.readdirSync(MIGRATIONS_DIR))
    if (f.endsWith('.sql') && f < ROLLUP_MIGRATION) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  return dir;
}

const VARIANTS = [`generated (${GENERATED})`, `previous (before ${GENERATED})`, 'no rollups (floor)'] as const;
type Variant = (typeof VARIANTS)[number];

async function prepare(db: Database, v: Variant, previousDir: string): Promise<void> {
  await migrate(db, v === VARIANTS[1] ? previousDir : MIGRATIONS_DIR);
  if (v === 'no rollups (floor)') await disableRollupTriggers(db);
  await measure(db, 20); // warm-up
}

async function runDriver(
  label: string,
  cpuFigures: boolean,
  open: () => Promise<{ db: Database; done(): Promise<void> }>,
): Promise<void> {
  const previousDir = previousMigrations();
  const handles: { db: Database; done(): Promise<void> }[] = [];
  try {
    for (const v of VARIANTS) {
      const h = await open();
      handles.push(h);
      await prepare(h.db, v, previousDir);
    }
    // Alternating rounds, so a change in the machine's load falls on every variant alike.
    const figures = new Map<string, { rps: number; cpuMs: number }[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (const size of BATCHES)
        for (const [i, v] of VARIANTS.entries()) {
          const key = `${v}|${size}`;
          figures.set(key, [...(figures.get(key) ?? []), await measure(handles[i]!.db, size)]);
        }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    for (const size of BATCHES) {
      const of = (v: Variant) => figures.get(`${v}|${size}`)!;
      const floor = median(of('no rollups (floor)').map((f) => f.rps));
      const floorCpu = median(of('no rollups (floor)').map((f) => f.cpuMs));
      console.log(`${label}, ${size} report(s) per INSERT statement and transaction (median of ${ROUNDS} rounds)`);
      for (const v of VARIANTS) {
        const rps = median(of(v).map((f) => f.rps));
        const cpu = median(of(v).map((f) => f.cpuMs));
        console.log(
          `  ${v.padEnd(20)} ${rps.toFixed(0).padStart(7)} reports/s  ${(rps / floor).toFixed(2)} of the floor` +
            (cpuFigures ? `  ${cpu.toFixed(3)} CPU ms/report  ${(cpu / floorCpu).toFixed(2)}x the floor's` : ''),
        );
      }
    }
  } finally {
    for (const h of handles) await h.done();
    fs.rmSync(previousDir, { recursive: true, force: true });
  }
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);

/** POST bodies over the eight illnesses and three severities (one place, as in npm run bench). */
const BODIES = ILLNESS_TYPES.flatMap((illnessType) =>
  ['mild', 'moderate', 'severe'].map((severity) =>
    JSON.stringify({ country: 'IN', pinCode: '400001', symptoms: ['Fever', 'Cough'], illnessType, severity }),
  ),
);

const post = (url: string, seconds: number): Promise<LoadFigures> =>
  measureLoad({ url, connections: CONNECTIONS, duration: seconds, requests: jsonPosts(BODIES) });

/** The API on each set of migrations, alternating, each round beside the bare route. */
async function apiRuns(driver: 'pglite' | 'postgres', previousDir: string): Promise<void> {
  const bare = await startServer({ BENCH_MODE: 'bare' });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-rollups-api-'));
  const figures: Record<string, number[]> = { generated: [], previous: [], floor: [], bare: [] };
  const cpu: Record<string, number[]> = { generated: [], previous: [], floor: [] };
  let errors = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['generated', 'previous', 'floor'] as const) {
        const env: Record<string, string> = {
          BENCH_MODE: 'api',
          BENCH_DRIVER: driver,
          ...(variant === 'previous' ? { BENCH_MIGRATIONS_DIR: previousDir } : {}),
          ...(variant === 'floor' ? { BENCH_ROLLUP_TRIGGERS: 'off' } : {}),
        };
        const measureOn = async (extra: Record<string, string>) => {
          const api = await startServer({ ...env, ...extra });
          try {
            const url = `http://127.0.0.1:${api.port}/api/reports`;
            await post(url, 2); // warm-up
            const c0 = processCpuSeconds(api.child.pid!);
            const f = await post(url, API_SECONDS);
            // The API process's CPU (PGlite's worker thread included) per request.
            cpu[variant]!.push(((processCpuSeconds(api.child.pid!) - c0) * 1000) / (f.rps * API_SECONDS));
            figures[variant]!.push(f.rps);
            errors += f.errors;
          } finally {
            await stopServer(api);
          }
        };
        if (driver === 'postgres')
          await withPgSchema((schema) => measureOn({ BENCH_DATABASE_URL: PG_URL!, BENCH_PG_SCHEMA: schema }));
        else await measureOn({ BENCH_DATA_DIR: path.join(tmp, `${variant}-${round}`) });
      }
      figures.bare!.push((await post(`http://127.0.0.1:${bare.port}/bare`, API_SECONDS)).rps);
    }
  } finally {
    await stopServer(bare);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const b = mean(figures.bare!);
  const list = (v: number[]) => v.map((x) => x.toFixed(0)).join(' / ');
  console.log(
    `POST /api/reports on ${driver}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${API_SECONDS} s, errors ${errors}`,
  );
  const ms = (v: number[]) => `${mean(v).toFixed(3)} CPU ms/request in the API process`;
  for (const [name, v] of [
    [`API, migration ${GENERATED}`, 'generated'],
    [`API, before ${GENERATED}`, 'previous'],
    ['API, no rollup trigger', 'floor'],
  ] as const)
    console.log(
      `  ${name.padEnd(24)}  ${list(figures[v]!)} req/s  ratio to bare ${(mean(figures[v]!) / b).toFixed(3)}  ${ms(cpu[v]!)}`,
    );
  console.log(`  bare Fastify POST         ${list(figures.bare!)} req/s`);
  console.log(`  ${GENERATED} / before            ${(mean(figures.generated!) / mean(figures.previous!)).toFixed(2)}`);
}

async function main(): Promise<void> {
  console.log(
    `rollup maintenance — ${os.cpus().length} CPUs, ${SECONDS} s per figure, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  if (process.env.BENCH_STATEMENTS !== '0') await statementRuns();
  if (process.env.BENCH_API === '0') return;
  const previousDir = previousMigrations();
  try {
    await apiRuns('pglite', previousDir);
    if (PG_URL) await apiRuns('postgres', previousDir);
  } finally {
    fs.rmSync(previousDir, { recursive: true, force: true });
  }
}

/** The insert statement alone, on each set of migrations. */
async function statementRuns(): Promise<void> {
  await runDriver('PGlite (in memory)', true, async () => {
    const db = await openPglite();
    return { db, done: () => db.close() };
  });
  if (PG_URL) {
    await runDriver('PostgreSQL (one connection)', false, async () => {
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
  } else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
