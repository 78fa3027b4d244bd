/**
 * npm run bench -w api — not a test: prints figures and ratios.
 *  1. POST /api/reports throughput and p99 on PGlite (on disk), beside a bare Fastify POST route.
 *  2. The same on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 *  3. GET /api/reports/clusters (whole world, which the API answers on whole degrees) p50/p99 with
 *     1,000,000 stored reports (BENCH_CLUSTER_REPORTS to change), beside a bare Fastify GET route.
 *     Also with map filters (illness, symptom, severity, a day range) and the per-day timeline.
 *     Each under load (one URL, so mostly the answer memo) and cold (BENCH_COLD_REQUESTS sequential
 *     requests for boxes no one asked before, each computed afresh).
 *  4. A cold mix: BENCH_COLD_MIX (default 200) sequential never-asked views, each a different filter
 *     combination (none, illness, symptom, severity, day ranges up to 90 days, combinations) and box
 *     (world to city), p50/p99/max beside the bare route fetched the same way in the same run.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the load; BENCH_PARTS=clusters
 * skips the POST runs, BENCH_PARTS=posts the cluster runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ILLNESS_TYPES, SEVERITIES } from '@healthwatch/contracts';
import {
  type LoadFigures,
  measureLoad,
  PG_URL as PG_URL_SETTING,
  startServer,
  stopServer,
  withPgSchema,
} from './harness';

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

const load = (url: string, method: 'GET' | 'POST', connections = CONNECTIONS): Promise<LoadFigures> =>
  measureLoad({
    url,
    method,
    connections,
    duration: SECONDS,
    ...(method === 'POST' ? { body: REPORT, headers: { 'content-type': 'application/json' } } : {}),
  });

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

const COLD_MIX = Number(process.env.BENCH_COLD_MIX ?? 200);

/** A small deterministic generator: every run asks the same mix. */
function prng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * COLD_MIX query strings for /api/reports/clusters, each a view no one asked
 * before: a filter combination and a box from world to city size (a view's
 * box is never repeated, so the answer memo never answers).
 */
function coldMix(): string[] {
  const rnd = prng(20261123);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const symptoms = ['Fever', 'Cough', 'Headache', 'Fatigue', 'Chills', 'Nausea', 'Sore throat'];
  // Box widths in degrees: world (precision 0), continent (1), country (2), city (3).
  const widths = [360, 360, 120, 60, 15, 4, 1.5];
  const out: string[] = [];
  for (let i = 0; i < COLD_MIX; i++) {
    const q = new URLSearchParams();
    const w = pick(widths);
    const jitter = 0.001 + (i + 1) * 1e-6;
    if (w >= 360) q.set('bbox', `${(-180 + jitter).toFixed(6)},-90,180,90`);
    else {
      const west = -180 + rnd() * (360 - w);
      const south = Math.max(-90, -70 + rnd() * 140 - w / 4);
      const north = Math.min(90, south + w / 2);
      q.set('bbox', `${(west + jitter).toFixed(6)},${south.toFixed(6)},${(west + w).toFixed(6)},${north.toFixed(6)}`);
    }
    q.set('precision', '3');
    const shape = i % 8; // every shape equally often
    if (shape & 1 || rnd() < 0.2) q.set('illness', pick(ILLNESS_TYPES));
    if (shape & 2) q.set('symptom', pick(symptoms));
    if (shape & 4 || rnd() < 0.2) q.set('severity', pick(SEVERITIES));
    if (rnd() < 0.75) {
      const len = 1 + Math.floor(rnd() * 90);
      const end = -Math.floor(rnd() * (90 - len + 1));
      q.set('from', day(end - len + 1));
      q.set('to', day(end));
    }
    out.push(q.toString());
  }
  return out;
}

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** Sequential requests, one after another: p50, p99, max (ms). */
async function sequential(urls: string[]): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times[times.length - 1]! };
}

const fmt = (f: LoadFigures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}`;

function line(name: string, f: LoadFigures, base: LoadFigures): void {
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
    if (process.env.BENCH_PARTS === 'posts') return;
    // 3. Clusters over the whole world with 1M stored reports.
    const clusters = async (label: string, env: Record<string, string>) => {
      const api = await startServer({ BENCH_MODE: 'api', BENCH_SEED_REPORTS: String(CLUSTER_REPORTS), ...env });
      const t0 = performance.now();
      await (await fetch(`http://127.0.0.1:${api.port}/api/reports/clusters?bbox=-180,-90,180,90&precision=0`)).text();
      console.log(
        `${label} first clusters answer after start (waits for the aggregates to be read into memory): ${(performance.now() - t0).toFixed(0)} ms`,
      );
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
        const delta = await (await fetch(`${url}&encoding=delta`)).arrayBuffer();
        console.log(
          `${'  encoding=delta'.padEnd(34)} ${(delta.byteLength / 1024).toFixed(0)} KB (${((100 * delta.byteLength) / Buffer.byteLength(text)).toFixed(0)} % of the rows)`,
        );
        const c = await cold(url);
        console.log(
          `${'  cold: a new view each request'.padEnd(34)} p50 ${c.p50.toFixed(0)} ms  max ${c.max.toFixed(0)} ms (${COLD_REQUESTS} sequential)`,
        );
      }
      const mix = coldMix().map((q) => `http://127.0.0.1:${api.port}/api/reports/clusters?${q}`);
      const m = await sequential(mix);
      const b = await sequential(mix.map(() => `http://127.0.0.1:${bare.port}/bare`));
      const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
      console.log(
        `${label} cold mix: ${mix.length} never-asked views (filter combinations x boxes), sequential, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
      console.log(`${'  clusters'.padEnd(34)} p50 ${ms(m.p50)}  p99 ${ms(m.p99)}  max ${ms(m.max)}`);
      console.log(`${'  bare Fastify, same run'.padEnd(34)} p50 ${ms(b.p50)}  p99 ${ms(b.p99)}  max ${ms(b.max)}`);
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
