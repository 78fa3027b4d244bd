/**
 * npm run bench -w api — not a test: prints figures and ratios.
 *  1. POST /api/reports throughput and p99 on PGlite (on disk), beside a bare Fastify POST route.
 *  2. The same on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 *  3. GET /api/reports/clusters (whole world, which the API answers on whole degrees) p50/p99 with
 *     1,000,000 stored reports (BENCH_CLUSTER_REPORTS to change), beside a bare Fastify GET route.
 *     Also with map filters (illness, symptom, severity, a day range) and the per-day timeline.
 *     Each under load (one URL, so mostly the answer memo) and cold (BENCH_COLD_REQUESTS sequential
 *     requests for boxes no one asked before, each computed by the database).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the load; BENCH_PARTS=clusters
 * skips the POST runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PG_URL as PG_URL_SETTING, startServer, stopServer, withPgSchema } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CLUSTER_REPORTS = Number(process.env.BENCH_CLUSTER_REPORTS ?? 1_000_000);
const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

const REPORT = JSON.stringify({
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever', 'Cough'],
  illnessType: 'flu',
  severity: 'mild',
});

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, method: 'GET' | 'POST', connections = CONNECTIONS): Promise<Figures> {
  const result = await autocannon({
    url,
    method,
    connections,
    duration: SECONDS,
    ...(method === 'POST' ? { body: REPORT, headers: { 'content-type': 'application/json' } } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const COLD_REQUESTS = Number(process.env.BENCH_COLD_REQUESTS ?? 20);

/**
 * A view nobody asked for yet: sequential requests, each for a box a hair
 * different (same cells, another cache key), so every answer is computed.
 */
async function cold(url: string): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (let i = 1; i <= COLD_REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(url.replace('bbox=-180,', `bbox=${(-180 + i * 1e-7).toFixed(7)},`));
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}`;

function line(name: string, f: Figures, base: Figures): void {
  console.log(`${name.padEnd(34)} ${fmt(f)}`);
  console.log(`${'  bare Fastify, same run'.padEnd(34)} ${fmt(base)}`);
  console.log(
    `${'  ratio API / bare'.padEnd(34)} throughput ${(f.rps / base.rps).toFixed(3)}  p99 ${(f.p99 / Math.max(base.p99, 1)).toFixed(1)}x`,
  );
}

async function main(): Promise<void> {
  const PG_URL = PG_URL_SETTING;
  console.log(
    `HealthWatch API benchmark — ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${SECONDS} s per run, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const bare = await startServer({ BENCH_MODE: 'bare' });
  const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-'));
  try {
    const posts = process.env.BENCH_PARTS !== 'clusters';
    // 1. POST on PGlite (on disk, as in production).
    if (posts) {
      const api = await startServer({
        BENCH_MODE: 'api',
        BENCH_DRIVER: 'pglite',
        BENCH_DATA_DIR: path.join(tmp, 'post'),
      });
      await load(`http://127.0.0.1:${api.port}/api/reports`, 'POST', 10); // warm-up
      const f = await load(`http://127.0.0.1:${api.port}/api/reports`, 'POST');
      const b = await load(bareUrl, 'POST');
      line('POST /api/reports (PGlite)', f, b);
      await stopServer(api);
    }
    // 2. POST on PostgreSQL.
    if (PG_URL && posts) {
      await withPgSchema(async (schema) => {
        const api = await startServer({
          BENCH_MODE: 'api',
          BENCH_DRIVER: 'postgres',
          BENCH_DATABASE_URL: PG_URL,
          BENCH_PG_SCHEMA: schema,
        });
        await load(`http://127.0.0.1:${api.port}/api/reports`, 'POST', 10);
        const f = await load(`http://127.0.0.1:${api.port}/api/reports`, 'POST');
        const b = await load(bareUrl, 'POST');
        line('POST /api/reports (PostgreSQL)', f, b);
        await stopServer(api);
      });
    } else if (posts) {
      console.log('POST /api/reports (PostgreSQL)      skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    }
    // 3. Clusters over the whole world with 1M stored reports.
    const clusters = async (label: string, env: Record<string, string>) => {
      const api = await startServer({ BENCH_MODE: 'api', BENCH_SEED_REPORTS: String(CLUSTER_REPORTS), ...env });
      for (const q of [
        'precision=3',
        `precision=3&since=${new Date(Date.now() - 14 * 864e5).toISOString()}`,
        'precision=1&illness=dengue',
        `precision=3&illness=dengue&from=${day(-6)}&to=${day(0)}`,
        `precision=1&symptom=Fever&severity=severe&from=${day(-29)}&to=${day(0)}`,
        `precision=3&illness=dengue&symptom=Fever&severity=mild&from=${day(-89)}&to=${day(0)}`,
        'timeline:precision=1&illness=dengue',
      ]) {
        const timeline = q.startsWith('timeline:');
        const url = `http://127.0.0.1:${api.port}/api/reports/${timeline ? 'timeline' : 'clusters'}?bbox=-180,-90,180,90&${q.replace('timeline:', '')}`;
        const text = await (await fetch(url)).text();
        const sample = JSON.parse(text) as { cells: unknown[]; precision: number };
        await load(url, 'GET', 4);
        const f = await load(url, 'GET', 10);
        const b = await load(`http://127.0.0.1:${bare.port}/bare`, 'GET', 10);
        const name = q.replace(/since=[^&]+/, 'since 14d').replace(/\d{4}-\d\d-\d\d/g, 'D');
        const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
        line(`${label} ${name} (p${sample.precision}, ${sample.cells.length} rows, ${kb} KB)`, f, b);
        const c = await cold(url);
        console.log(
          `${'  cold: a new view each request'.padEnd(34)} p50 ${c.p50.toFixed(0)} ms  max ${c.max.toFixed(0)} ms (${COLD_REQUESTS} sequential)`,
        );
      }
      await stopServer(api);
    };
    await clusters('PGlite', { BENCH_DRIVER: 'pglite', BENCH_DATA_DIR: path.join(tmp, 'clusters') });
    if (PG_URL) {
      await withPgSchema((schema) =>
        clusters('PostgreSQL', { BENCH_DRIVER: 'postgres', BENCH_DATABASE_URL: PG_URL, BENCH_PG_SCHEMA: schema }),
      );
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
