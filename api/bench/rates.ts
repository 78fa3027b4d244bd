/**
 * npm run bench:rates -w api — GET /api/rates/weekly with BENCH_RATE_REPORTS reports and
 * BENCH_RATE_CHECK_INS check-ins stored (default 1,000,000 each; their participants in the rate tables),
 * over the gazetteer of GEODATA_SOURCE (the fixture gazetteer without it), on PGlite on disk and on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), beside a bare Fastify GET route in the same run.
 *
 * Requests rotate over up to 400 areas of every level with participants (countries, states, districts,
 * cities), the five case definitions and 12 or 52 weeks: first each once, sequentially (nothing cached),
 * then BENCH_SECONDS (default 10) of load from BENCH_CONNECTIONS (default 10) connections. BENCH_ONLY=pglite or
 * BENCH_ONLY=postgres measures one database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CASE_DEFINITION_IDS } from '@healthwatch/contracts';
import { type LoadFigures, measureLoad, PG_URL, startServer, stopServer, withPgSchema } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_P99_MS = 50;

const load = (base: string, paths: string[]): Promise<LoadFigures> =>
  measureLoad({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });

interface Sequential {
  p50: number;
  p99: number;
  max: number;
  failed: number;
  /** The slowest requests: their place in the sequence and time, so a cold start shows as low places. */
  slowest: { at: number; ms: number }[];
}

async function sequential(urls: string[]): Promise<Sequential> {
  const inOrder: number[] = [];
  let failed = 0;
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    inOrder.push(performance.now() - t0);
    if (res.status !== 200) failed++;
  }
  const times = [...inOrder].sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const slowest = inOrder
    .map((ms, i) => ({ at: i + 1, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1)!, failed, slowest };
}

const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

async function measure(label: string, env: Record<string, string>, barePort: number, tmp: string): Promise<boolean> {
  const areasFile = path.join(tmp, `${label}-areas.json`);
  const t0 = performance.now();
  const api = await startServer({ BENCH_MODE: 'api', BENCH_RATE_AREAS_FILE: areasFile, ...env });
  console.log(`${label}: seeded and started in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  try {
    const areas = JSON.parse(fs.readFileSync(areasFile, 'utf8')) as string[];
    const paths = areas.map(
      (a, i) =>
        `/api/rates/weekly?area=${encodeURIComponent(a)}&definition=${CASE_DEFINITION_IDS[i % CASE_DEFINITION_IDS.length]}&weeks=${i % 2 ? 52 : 12}`,
    );
    const base = `http://127.0.0.1:${api.port}`;
    const bare = `http://127.0.0.1:${barePort}`;
    const first = await sequential(paths.map((p) => base + p));
    const firstBare = await sequential(paths.map(() => `${bare}/bare`));
    const levels = ['country', '.s.', '.d.', '.c.'].map(
      (l) => areas.filter((a) => (l === 'country' ? /^[A-Z]{2}$/.test(a) : a.includes(l))).length,
    );
    console.log(
      `  ${paths.length} different requests (areas: ${levels[0]} countries, ${levels[1]} states, ${levels[2]} districts, ${levels[3]} cities), load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `  ${'sequential, each once (rates)'.padEnd(36)} p50 ${ms(first.p50)}  p99 ${ms(first.p99)}  max ${ms(first.max)}  non-200 ${first.failed}`,
    );
    console.log(
      `  ${'slowest (request number: time)'.padEnd(36)} ${first.slowest.map((x) => `#${x.at}: ${x.ms.toFixed(0)} ms`).join(', ')}`,
    );
    console.log(
      `  ${'sequential, bare Fastify'.padEnd(36)} p50 ${ms(firstBare.p50)}  p99 ${ms(firstBare.p99)}  max ${ms(firstBare.max)}`,
    );
    const f = await load(base, paths);
    const b = await load(bare, ['/bare']);
    const row = (name: string, x: LoadFigures) =>
      `  ${name.padEnd(36)} p50 ${ms(x.p50)}  p99 ${ms(x.p99)}  ${x.rps.toFixed(0).padStart(6)} req/s  errors ${x.errors}`;
    console.log(row(`load, ${CONNECTIONS} connections (rates)`, f));
    console.log(row(`load, ${CONNECTIONS} connections (bare)`, b));
    const met = f.p99 <= TARGET_P99_MS && first.p99 <= TARGET_P99_MS && f.errors === 0 && first.failed === 0;
    console.log(`  p99 target ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}`);
    return met;
  } finally {
    await stopServer(api);
  }
}

async function main(): Promise<void> {
  const reports = Number(process.env.BENCH_RATE_REPORTS ?? 1_000_000);
  const checkIns = Number(process.env.BENCH_RATE_CHECK_INS ?? 1_000_000);
  console.log(
    `GET /api/rates/weekly — ${reports.toLocaleString('en')} reports + ${checkIns.toLocaleString('en')} check-ins, gazetteer ${process.env.GEODATA_SOURCE ?? 'fixtures'}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const bare = await startServer({ BENCH_MODE: 'bare' });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-rates-'));
  try {
    const only = process.env.BENCH_ONLY;
    if (only !== 'postgres')
      await measure('PGlite', { BENCH_DRIVER: 'pglite', BENCH_DATA_DIR: path.join(tmp, 'pglite') }, bare.port, tmp);
    const pgUrl = PG_URL;
    if (only === 'pglite') {
      console.log('PostgreSQL: skipped (BENCH_ONLY=pglite)');
    } else if (pgUrl) {
      await withPgSchema((schema) =>
        measure(
          'PostgreSQL',
          { BENCH_DRIVER: 'postgres', BENCH_DATABASE_URL: pgUrl, BENCH_PG_SCHEMA: schema },
          bare.port,
          tmp,
        ),
      );
    } else {
      console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    }
  } finally {
    await stopServer(bare);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
