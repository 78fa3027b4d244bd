/**
 * npm run bench:ingest -w api — not a test: prints figures and ratios (issue 36 item 3).
 * POST /api/reports through the whole API in production settings (request logging at LOG_LEVEL's default,
 * info, written to /dev/null; the real gazetteer of GEODATA_SOURCE, else the test fixtures; only the write
 * rate limit and the per-address connection cap off, since every request comes from one address) with
 * autocannon (BENCH_CONNECTIONS, default 20, for BENCH_SECONDS, default 8), on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL/TEST_DATABASE_URL) in the same run: once with every report from one postal code and once
 * spread over 20 postal codes × 8 illnesses.
 * Each figure is beside a bare Fastify POST route measured in the same round with the same bodies (so the same
 * JSON parse, without validation), in BENCH_ROUNDS (default 2) alternating rounds; the ratio is of the means.
 * Each round starts the API on a new database. Afterwards, with the API stopped, the rows stored are counted against
 * the 201s received (no acknowledged report may be missing) and against the reports the rollups count
 * (report_daily_counts), and the intake must be empty. Two variants alternate in each round: the intake (the shipped
 * writer) and every batch inserted directly (REPORT_INTAKE_MIN_BATCH=0). Beside the acknowledged rate, each line prints
 * the stored rate: reports acknowledged ÷ the time from the load's start until a GET answers, since a read waits until
 * every report this process acknowledged is in symptom_reports and counted by the rollups (the read barrier).
 * Each line also splits the API's CPU per report by thread (the HTTP thread; PGlite's worker thread, or PostgreSQL's
 * server processes; the rest), beside the bare route's CPU per request: which of them keeps the ratio down.
 * BENCH_CPU_PROF=<dir>: the API runs under `node --cpu-prof` and the top frames by self time are printed.
 * BENCH_DRIVERS=pglite or postgres: one driver only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ILLNESS_TYPES, SEVERITIES } from '@healthwatch/contracts';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import {
  jsonPosts,
  type LoadFigures,
  measureLoad,
  namedProcessesCpuSeconds,
  PG_URL,
  processCpuSeconds,
  type Server,
  startServer,
  stopServer,
  threadCpuSeconds,
  withPgSchema,
} from './harness';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const GEODIR = process.env.GEODATA_SOURCE || path.join(__dirname, '../test/fixtures/geodata');
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');

/** Up to 20 distinct postal codes of one country of the gazetteer (India's first lines, or the fixtures'). */
function postalCodes(): { country: string; pin: string }[] {
  const found = new Map<string, { country: string; pin: string }>();
  for (const file of ['IN.txt', ...fs.readdirSync(GEODIR).filter((f) => f.endsWith('.txt'))]) {
    const text = fs.readFileSync(path.join(GEODIR, file), 'utf8').slice(0, 200_000);
    for (const line of text.split('\n')) {
      const [country, pin] = line.split('\t');
      if (country && pin && !found.has(`${country}|${pin}`)) found.set(`${country}|${pin}`, { country, pin });
      if (found.size === 20) return [...found.values()];
    }
  }
  return [...found.values()];
}

const PLACES = postalCodes();
const body = (place: { country: string; pin: string }, illnessType: string, severity: string) =>
  JSON.stringify({ country: place.country, pinCode: place.pin, symptoms: ['Fever', 'Cough'], illnessType, severity });
/** Every report from one postal code (an outbreak in one place), the 8 illnesses and 3 severities. */
const ONE_PLACE = ILLNESS_TYPES.flatMap((illness) => SEVERITIES.map((s) => body(PLACES[0]!, illness, s)));
/** 20 postal codes × 8 illnesses. */
const SPREAD = PLACES.flatMap((place, i) => ILLNESS_TYPES.map((illness) => body(place, illness, SEVERITIES[i % 3]!)));

const post = (url: string, bodies: string[], seconds: number): Promise<LoadFigures> =>
  measureLoad({ url, connections: CONNECTIONS, duration: seconds, requests: jsonPosts(bodies) });

const WORKLOADS = [
  ['one postal code', ONE_PLACE],
  [`${PLACES.length} postal codes × ${ILLNESS_TYPES.length} illnesses`, SPREAD],
] as const;

/** The shipped writer (intake) and the one before it (every batch inserted directly), alternating in every round. */
const VARIANTS: readonly (readonly [string, Record<string, string>])[] = [
  ['intake, then fold', {}],
  ['direct insert (no intake)', { REPORT_INTAKE_MIN_BATCH: '0' }],
];

interface Figures {
  api: number[];
  bare: number[];
  cpuMs: number[];
  p99: number[];
  /** Reports acknowledged ÷ seconds until every one of them was in symptom_reports and the rollups. */
  stored: number[];
  /** CPU µs per report of the API's HTTP (main) thread, of the database (see CpuSplit), of the API's other threads. */
  httpUs: number[];
  dbUs: number[];
  otherUs: number[];
  /** The bare route's process, CPU µs per request. */
  bareUs: number[];
}

/**
 * Where the API's CPU went during a load, in seconds: its main thread (HTTP, validation, the writer); the database,
 * which on PGlite is the API's busiest other thread (PGlite's worker) and on PostgreSQL the server's processes;
 * the API's remaining threads (garbage collection, libuv). Linux /proc, per thread.
 */
interface CpuSplit {
  http: number;
  db: number;
  other: number;
}

function cpuSplit(
  pid: number,
  driver: 'pglite' | 'postgres',
  before: Map<number, number>,
  after: Map<number, number>,
  serverSeconds: number,
): CpuSplit {
  const used = [...after].map(([tid, s]) => ({ tid, s: s - (before.get(tid) ?? 0) }));
  const http = used.find((t) => t.tid === pid)?.s ?? 0;
  const rest = used.filter((t) => t.tid !== pid).sort((a, b) => b.s - a.s);
  const db = driver === 'pglite' ? (rest[0]?.s ?? 0) : serverSeconds;
  const inProcess = driver === 'pglite' ? db : 0;
  return { http, db, other: rest.reduce((n, t) => n + t.s, 0) - inProcess };
}

const serverCpuSeconds = (driver: 'pglite' | 'postgres') =>
  driver === 'postgres' ? namedProcessesCpuSeconds('postgres') : 0;

async function runDriver(driver: 'pglite' | 'postgres', bare: Server): Promise<void> {
  const figures = new Map<string, Figures>();
  let created = 0;
  let errors = 0;
  let stored = 0;
  let counted = 0;
  let leftInIntake = 0;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-ingest-'));
  const measureOn = async (
    variant: string,
    env: Record<string, string>,
    count: () => Promise<{ rows: number; counted: number; intake: number }>,
  ) => {
    const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR, driver)}`] : [];
    const api = await startServer(
      { BENCH_MODE: 'api', BENCH_DRIVER: driver, BENCH_LOG_LEVEL: 'info', CONNECTIONS_PER_ADDRESS: '0', ...env },
      nodeArgs,
    );
    let createdHere = 0;
    try {
      const url = `http://127.0.0.1:${api.port}/api/reports`;
      createdHere += (await post(url, SPREAD, 2)).created; // warm-up
      for (const [name, bodies] of WORKLOADS) {
        const pid = api.child.pid!;
        const c0 = processCpuSeconds(pid);
        const threads0 = threadCpuSeconds(pid);
        const server0 = serverCpuSeconds(driver);
        const t0 = performance.now();
        const f = await post(url, bodies, SECONDS);
        // A read waits for everything this process acknowledged to be folded (the read barrier): when it answers,
        // every 201 is a row of symptom_reports, counted by the rollups in the fold's transaction.
        const settled = await fetch(`http://127.0.0.1:${api.port}/api/reports?limit=1`);
        if (settled.status !== 200) throw new Error(`GET /api/reports answered ${settled.status}`);
        const storedRate = f.created / ((performance.now() - t0) / 1000);
        const cpu = processCpuSeconds(pid) - c0;
        const split = cpuSplit(pid, driver, threads0, threadCpuSeconds(pid), serverCpuSeconds(driver) - server0);
        const bare0 = processCpuSeconds(bare.child.pid!);
        const b = await post(`http://127.0.0.1:${bare.port}/bare`, bodies, SECONDS);
        const bareUs = ((processCpuSeconds(bare.child.pid!) - bare0) * 1e6) / b.created;
        const key = `${variant}|${name}`;
        if (!figures.has(key))
          figures.set(key, {
            api: [],
            bare: [],
            cpuMs: [],
            p99: [],
            stored: [],
            httpUs: [],
            dbUs: [],
            otherUs: [],
            bareUs: [],
          });
        const fig = figures.get(key)!;
        fig.api.push(f.rps);
        fig.stored.push(storedRate);
        fig.bare.push(b.rps);
        fig.p99.push(f.p99);
        // The API process's CPU (PGlite's worker thread included; PostgreSQL's apart) per request.
        fig.cpuMs.push((cpu * 1000) / f.created);
        const us = (seconds: number) => (seconds * 1e6) / f.created;
        fig.httpUs.push(us(split.http));
        fig.dbUs.push(us(split.db));
        fig.otherUs.push(us(split.other));
        fig.bareUs.push(bareUs);
        createdHere += f.created;
        errors += f.errors + b.errors;
        console.log(
          `  ${driver}, ${variant}, ${name}: ${f.rps.toFixed(0)} reports/s acknowledged (p99 ${f.p99} ms), ${storedRate.toFixed(0)}/s stored, bare ${b.rps.toFixed(0)}/s, ratio ${(f.rps / b.rps).toFixed(3)}, API CPU ${((cpu * 1000) / f.created).toFixed(3)} ms/report (${splitText(driver, us(split.http), us(split.db), us(split.other), bareUs)}), load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
    } finally {
      await stopServer(api);
    }
    created += createdHere;
    const c = await count();
    stored += c.rows;
    counted += c.counted;
    leftInIntake += c.intake;
  };
  // After the API's stop (which folds what it acknowledged): the intake must be empty.
  const COUNT = `SELECT (SELECT count(*) FROM symptom_reports)::int AS rows,
    (SELECT coalesce(sum(count), 0) FROM report_daily_counts)::int AS counted,
    (SELECT count(*) FROM report_intake)::int AS intake`;
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [v, [variant, variantEnv]] of VARIANTS.entries()) {
        if (driver === 'postgres')
          await withPgSchema((schema) =>
            measureOn(variant, { ...variantEnv, BENCH_DATABASE_URL: PG_URL!, BENCH_PG_SCHEMA: schema }, async () => {
              const c = new pg.Client({ connectionString: PG_URL });
              await c.connect();
              try {
                await c.query(`SET search_path = ${schema}`);
                return (await c.query<{ rows: number; counted: number; intake: number }>(COUNT)).rows[0]!;
              } finally {
                await c.end();
              }
            }),
          );
        else {
          const dataDir = path.join(tmp, `round-${round}-${v}`);
          await measureOn(variant, { ...variantEnv, BENCH_DATA_DIR: dataDir }, async () => {
            // After the API's clean stop: its data directory as it is on disk.
            const db = await PGlite.create({ dataDir });
            try {
              return (await db.query<{ rows: number; counted: number; intake: number }>(COUNT)).rows[0]!;
            } finally {
              await db.close();
            }
          });
        }
      }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const list = (v: number[]) => v.map((x) => x.toFixed(0)).join(' / ');
  console.log(
    `POST /api/reports on ${driver}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s; non-2xx or errors ${errors}; 201s ${created}, rows stored ${stored}${stored >= created ? '' : ' — ACKNOWLEDGED REPORTS MISSING'} (more rows than 201s: requests in flight when autocannon stopped); reports in the rollups ${counted}${counted === stored ? '' : ' — ROLLUPS DIFFER'}; left in the intake ${leftInIntake}${leftInIntake === 0 ? '' : ' — NOT FOLDED'}`,
  );
  for (const [key, f] of [...figures].sort(([a], [b]) => a.localeCompare(b))) {
    const [variant, name] = key.split('|') as [string, string];
    console.log(
      `  ${variant.padEnd(26)} ${name.padEnd(30)} acknowledged ${list(f.api)} reports/s (p99 ${list(f.p99)} ms), bare ${list(f.bare)} req/s: ratio ${(mean(f.api) / mean(f.bare)).toFixed(3)}; stored ${list(f.stored)} reports/s: ratio ${(mean(f.stored) / mean(f.bare)).toFixed(3)}; API CPU ${mean(f.cpuMs).toFixed(3)} ms/report (${splitText(driver, mean(f.httpUs), mean(f.dbUs), mean(f.otherUs), mean(f.bareUs))})`,
    );
  }
}

/** CPU µs per report by thread, beside the bare route's per request. */
const splitText = (driver: 'pglite' | 'postgres', http: number, db: number, other: number, bare: number) =>
  `HTTP thread ${http.toFixed(0)} µs, ${driver === 'pglite' ? "PGlite's thread" : "PostgreSQL's server"} ${db.toFixed(0)} µs, other threads ${other.toFixed(0)} µs a report; bare route ${bare.toFixed(0)} µs a request`;

/** The frames with the most self time in each profile written under dir, as shares of its samples. */
function printProfiles(dir: string): void {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { nodes: Node[] };
    const self = new Map<string, number>();
    let total = 0;
    for (const n of profile.nodes) {
      const hits = n.hitCount ?? 0;
      total += hits;
      const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/api\//, 'api/');
      const key = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + hits);
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log(`\n${file}: ${total} samples, top frames by self time`);
    for (const [key, hits] of top) console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
}

async function main(): Promise<void> {
  console.log(
    `ingest — ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, ${PLACES.length} postal codes from ${GEODIR}`,
  );
  const bare = await startServer({ BENCH_MODE: 'bare' });
  try {
    if (DRIVERS.includes('pglite')) await runDriver('pglite', bare);
    if (DRIVERS.includes('postgres')) {
      if (PG_URL) await runDriver('postgres', bare);
      else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    }
  } finally {
    await stopServer(bare);
  }
  if (PROFILE_DIR)
    for (const driver of DRIVERS) {
      const dir = path.resolve(PROFILE_DIR, driver);
      if (fs.existsSync(dir)) printProfiles(dir);
    }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
