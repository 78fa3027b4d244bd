/**
 * npm run bench:scale -w api — HealthWatch at each size of BENCH_SCALE_SIZES (default 1000000,10000000)
 * reports in the same run, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), the gazetteer of
 * GEODATA_SOURCE. Each size is a schema hw_scale_<size> seeded once by COPY (bench/scale-seed.ts: 15
 * countries, two years) and kept for the next run (BENCH_SCALE_RESEED=1 seeds again).
 *
 * Per size: the map aggregates loaded alone (time, memory) from the rows, as the first process of an epoch
 * does, and from the snapshot that left, as every later process does; the API's start-up to /readyz and its
 * RSS, cold views (each asked once, sequentially) of clusters of the last 90 days and of older days, timelines, stats and weekly rates, warm clusters
 * under load, the open-data exports, two background area passes (the first scanning the reference year, the next
 * as every hour) and ingest (POST /api/reports under load) —
 * request figures beside a bare Fastify route measured the same way in the same run, growth as a ratio
 * of the last size to the first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  CASE_DEFINITION_IDS,
  dayString,
  ILLNESS_TYPES,
  SEVERITIES,
  SYMPTOMS,
  todayNumber,
} from '@healthwatch/contracts';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import type { PassSummary } from '../src/analytics/areas/worker-protocol';
import { openPostgres } from '../src/db/postgres';
import { loadGazetteer } from '../src/geocode/gazetteer';
import { createGeocoder } from '../src/geocode/geocoder';
import { PG_URL, type Server, startServer, stopServer } from './harness';
import { seedScale } from './scale-seed';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000000,10000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const GEODIR = process.env.GEODATA_SOURCE || path.join(__dirname, '../test/fixtures/geodata');
/** `area-pass`: only the area pass, on the seeded schemas (to measure a change to the pass without the rest). */
const ONLY = process.env.BENCH_SCALE_ONLY;
/** Keep the stored scan maxima: the first pass is then a new process's (no fit remembered), not a new epoch's. */
const KEEP_MAXIMA = process.env.BENCH_SCALE_KEEP_MAXIMA === '1';

/** One line of the table: a figure per size, and the bare route's where it has one. */
interface Line {
  name: string;
  unit: string;
  values: (number | null)[];
  bare?: (number | null)[];
  /** Lower is better (times, memory) or higher (rates). */
  lowerBetter: boolean;
}
const lines = new Map<string, Line>();
function put(i: number, name: string, unit: string, value: number | null, bare?: number, lowerBetter = true): void {
  let l = lines.get(name);
  if (!l) {
    l = { name, unit, values: SIZES.map(() => null), lowerBetter };
    lines.set(name, l);
  }
  l.values[i] = value;
  console.log(`  ${name}: ${fmt(value)} ${unit}${bare === undefined ? '' : ` (bare route ${fmt(bare)})`}`);
  if (bare !== undefined) {
    l.bare ??= SIZES.map(() => null);
    l.bare[i] = bare;
  }
}

const status = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

function quantiles(times: number[]): { p50: number; p99: number } {
  const t = [...times].sort((a, b) => a - b);
  const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Each URL once, in order: times in ms; a non-200 fails the run (a figure of errors is no figure). With `label`,
 * the three slowest are printed with their place in the sequence and their query, so a cold start (low places)
 * tells itself apart from a costly view.
 */
async function sequential(urls: string[], label?: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
  if (label) {
    const slowest = times
      .map((ms, at) => ({ ms, at }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ ms, at }) => `#${at} ${ms.toFixed(0)} ms ${new URL(urls[at]!).search}`);
    console.log(`  ${label}, slowest: ${slowest.join('; ')}`);
  }
  return quantiles(times);
}

async function load(base: string, requests: autocannon.Request[]): Promise<{ rps: number; p99: number }> {
  const r = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
  if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${base}: ${r.non2xx + r.errors + r.timeouts} failures`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/** Boxes a visitor looks at: the world, countries, cities (the route caps the precision by the box). */
const BOXES = [
  '-180,-90,180,90',
  '68,6,98,36',
  '-125,24,-66,50',
  '-5,42,9,51',
  '5,47,16,55',
  '129,30,146,46',
  '-74,-34,-34,6',
  '72.7,18.85,73.0,19.15',
  '2.2,48.8,2.5,48.95',
  '-0.3,51.4,0.1,51.6',
  '139.6,35.6,139.9,35.8',
  '-46.8,-23.7,-46.5,-23.4',
];

function clusterViews(base: string, windows: [number | null, number | null][], count: number, salt: number): string[] {
  const today = todayNumber();
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const [from, to] = windows[i % windows.length]!;
    const k = i * 7 + salt;
    const f = [
      from !== null ? `from=${dayString(today - from)}` : '',
      to !== null ? `to=${dayString(today - to)}` : '',
      k % 4 === 1 ? `illness=${ILLNESS_TYPES[k % ILLNESS_TYPES.length]}` : '',
      k % 4 === 2 ? `symptom=${encodeURIComponent(SYMPTOMS[k % SYMPTOMS.length]!)}` : '',
      k % 4 === 3 ? `severity=${SEVERITIES[k % SEVERITIES.length]}` : '',
    ].filter(Boolean);
    urls.push(`${base}/api/reports/clusters?bbox=${BOXES[i % BOXES.length]}&encoding=delta&${f.join('&')}`);
  }
  return urls;
}

function download(url: string): Promise<{ ms: number; bytes: number }> {
  return (async () => {
    const t0 = performance.now();
    const res = await fetch(url);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return { ms: performance.now() - t0, bytes };
  })();
}

function child(script: string, env: Record<string, string>): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(__dirname, script)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    p.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, number>)
        : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

const POSTS = ILLNESS_TYPES.flatMap((illnessType, i) =>
  SEVERITIES.map((severity) =>
    JSON.stringify({
      country: 'FR',
      pinCode: ['75001', '69001', '13001', '33000'][i % 4],
      symptoms: ['Fever', 'Cough'],
      illnessType,
      severity,
    }),
  ),
);

async function measure(i: number, size: number, bare: Server): Promise<void> {
  const label = size.toLocaleString('en');
  const s = await seedScale(PG_URL!, size, GEODIR);
  console.log(
    `${label}: schema ${s.schema}${s.copySeconds === null ? '' : `, COPY ${s.copySeconds.toFixed(0)} s`}${s.rebuildSeconds === null ? ' (kept from an earlier run)' : `, rebuild_report_aggregates() ${s.rebuildSeconds.toFixed(0)} s`}`,
  );
  if (s.copySeconds !== null) put(i, 'seed: COPY', 'reports/s', size / s.copySeconds, undefined, false);
  if (s.rebuildSeconds !== null) put(i, 'seed: one rollup rebuild', 's', s.rebuildSeconds);
  if (ONLY === 'area-pass') return areaPass(i, s.schema);
  const env = { BENCH_DATABASE_URL: PG_URL!, BENCH_PG_SCHEMA: s.schema };
  const rows = await child('scale-cube.ts', { ...env, BENCH_CUBE_FROM: 'rows' });
  put(i, 'map aggregates load from the rows (first process of an epoch)', 's', rows.seconds!);
  put(i, 'map aggregates memory', 'MB', rows.rssMb!);
  put(i, 'map aggregates peak while loading from the rows', 'MB', rows.peakMb!);
  put(i, 'map snapshot size', 'MB', rows.snapshotMb!);
  const snap = await child('scale-cube.ts', { ...env, BENCH_CUBE_FROM: 'snapshot' });
  put(i, 'map aggregates load from the snapshot (every later process)', 's', snap.seconds!);
  put(i, 'map aggregates memory, from the snapshot', 'MB', snap.rssMb!);
  put(i, 'map aggregates peak while loading from the snapshot', 'MB', snap.peakMb!);

  const t0 = performance.now();
  const api = await startServer({ BENCH_MODE: 'api', BENCH_DRIVER: 'postgres', ...env });
  put(i, 'API start-up to /readyz', 's', (performance.now() - t0) / 1000);
  put(i, 'API RSS when ready', 'MB', status(api.child.pid!, 'VmRSS'));
  const base = `http://127.0.0.1:${api.port}`;
  const bareBase = `http://127.0.0.1:${bare.port}`;
  try {
    await sequential(Array.from({ length: 50 }, () => `${bareBase}/bare`));
    const bareSeq = await sequential(Array.from({ length: 200 }, () => `${bareBase}/bare`));
    const recent: [number | null, number | null][] = [
      [null, null],
      [6, null],
      [29, null],
      [89, null],
      [13, 7],
    ];
    const old: [number | null, number | null][] = [
      [400, 300],
      [200, null],
      [null, 365],
      [700, 600],
    ];
    const cold = await sequential(clusterViews(base, recent, 120, i), 'clusters, last 90 days');
    put(i, 'clusters, cold views of the last 90 days p50', 'ms', cold.p50, bareSeq.p50);
    put(i, 'clusters, cold views of the last 90 days p99', 'ms', cold.p99, bareSeq.p99);
    const coldOld = await sequential(clusterViews(base, old, 12, i + 3), 'clusters, older days');
    put(i, 'clusters, cold views reaching older days p50', 'ms', coldOld.p50, bareSeq.p50);
    put(i, 'clusters, cold views reaching older days p99', 'ms', coldOld.p99, bareSeq.p99);
    const warmPaths = clusterViews('', recent, 5, 0).map((p) => ({ method: 'GET' as const, path: p }));
    const warm = await load(base, warmPaths);
    const bareLoad = await load(bareBase, [{ method: 'GET', path: '/bare' }]);
    put(i, `clusters, warm, ${CONNECTIONS} connections`, 'req/s', warm.rps, bareLoad.rps, false);
    put(i, `clusters, warm p99`, 'ms', warm.p99, bareLoad.p99);
    const today = todayNumber();
    const timelines = await sequential(
      BOXES.slice(7).flatMap((b, k) => [
        `${base}/api/reports/timeline?bbox=${b}&encoding=delta&illness=${ILLNESS_TYPES[(k + i) % 8]}`,
        `${base}/api/reports/timeline?bbox=${b}&encoding=delta&from=${dayString(today - 400 - k)}&to=${dayString(today - 340 - k)}`,
      ]),
      'timeline',
    );
    put(i, 'timeline, cold (90 days; 60 days a year ago) p50', 'ms', timelines.p50, bareSeq.p50);
    put(i, 'timeline, cold p99', 'ms', timelines.p99, bareSeq.p99);
    const stats = await sequential(
      [...ILLNESS_TYPES, ...SYMPTOMS].map(
        (v, k) =>
          `${base}/api/stats?${k < 8 ? `illness=${v}` : `symptom=${encodeURIComponent(v)}`}&from=${dayString(today - 30 - i)}`,
      ),
      'stats',
    );
    put(i, 'stats, cold (filtered, 30 days) p50', 'ms', stats.p50, bareSeq.p50);
    put(i, 'stats, cold p99', 'ms', stats.p99, bareSeq.p99);
    const rates = await sequential(
      ['IN', 'US', 'FR', 'DE', 'BR', 'JP', 'GB', 'ES'].flatMap((c, k) =>
        [12, 52].map(
          (w) =>
            `${base}/api/rates/weekly?area=${c}&definition=${CASE_DEFINITION_IDS[(k + i) % CASE_DEFINITION_IDS.length]}&weeks=${w}`,
        ),
      ),
    );
    put(i, 'weekly rates, cold (countries) p50', 'ms', rates.p50, bareSeq.p50);
    put(i, 'weekly rates, cold p99', 'ms', rates.p99, bareSeq.p99);
    for (const file of ['daily.csv', 'weekly.csv']) {
      const d = await download(`${base}/api/open-data/${file}`);
      put(i, `open data ${file}, whole download`, 's', d.ms / 1000);
      put(i, `open data ${file}, size`, 'MB', d.bytes / 1024 / 1024);
    }
    const ingest = await load(
      base,
      POSTS.map((body) => ({
        method: 'POST',
        path: '/api/reports',
        body,
        headers: { 'content-type': 'application/json' },
      })),
    );
    const bareIngest = await load(bareBase, [
      { method: 'POST', path: '/bare', body: POSTS[0], headers: { 'content-type': 'application/json' } },
    ]);
    put(i, `ingest, POST /api/reports, ${CONNECTIONS} connections`, 'reports/s', ingest.rps, bareIngest.rps, false);
    put(i, 'API RSS after the requests', 'MB', status(api.child.pid!, 'VmRSS'));
    put(i, 'API peak RSS', 'MB', status(api.child.pid!, 'VmHWM'));
  } finally {
    await stopServer(api);
  }
  await areaPass(i, s.schema);
}

async function areaPass(i: number, schema: string): Promise<void> {
  const db = await openPostgres({ connectionString: PG_URL!, schema, max: 4 });
  const { indexes } = await loadGazetteer(GEODIR);
  const app = await buildApp({
    db,
    geocoder: createGeocoder({ indexes }),
    writeRateLimit: 0,
    areas: { geodataDir: GEODIR, passes: false },
  });
  try {
    await app.areas!.ready();
    // The stored scan maxima of an earlier run are dropped, so the first pass pays what a new epoch (a back-dated
    // import, a rebuild) costs: the space-time scan's whole reference year. The next pass is the hourly one.
    if (!KEEP_MAXIMA) await db.query('DELETE FROM analytics_scan_maxima');
    const passRows = (pass: 'first' | 'next', p: PassSummary) => {
      put(i, `area pass, ${pass}: of which reading the rows`, 's', p.readMillis / 1000);
      put(i, `area pass, ${pass}: of which scoring the areas' series`, 's', p.assessMillis / 1000);
      put(i, `area pass, ${pass}: baseline fits computed (not remembered)`, 'fits', p.fitsComputed);
      put(i, `area pass, ${pass}: baseline fits kept for the next (AREA_FIT_MEMO_LIMIT)`, 'fits', p.fitsKept);
      put(i, `area pass, ${pass}: of which judging the alarms for the public`, 's', p.judgeMillis / 1000);
      put(i, `area pass, ${pass}: of which the space-time scan`, 's', p.scanMillis / 1000);
    };
    // The first pass is also a new process's: no fit remembered yet.
    const first = await app.areas!.runPass(new Date());
    put(
      i,
      KEEP_MAXIMA ? 'area pass, first (a new process)' : 'area pass, first (the scan reads its reference year)',
      's',
      first.millis / 1000,
    );
    passRows('first', first);
    const next = await app.areas!.runPass(new Date());
    put(i, 'area pass, next (hourly)', 's', next.millis / 1000);
    passRows('next', next);
    put(i, 'area pass: postal-day-illness rows read', 'rows', next.rows);
    put(i, 'area pass: series scored', 'series', next.seriesScored);
    put(i, 'area pass: current alarms judged', 'alarms', next.alarms);
    put(i, 'area pass: space-time clusters at the alert line', 'clusters', next.clusters);
  } finally {
    await app.close();
    await db.close();
  }
}

const fmt = (v: number | null | undefined) =>
  v === null || v === undefined
    ? '—'
    : v >= 100 || Number.isInteger(v)
      ? Math.round(v).toLocaleString('en')
      : v.toFixed(v >= 10 ? 1 : 2);

async function main(): Promise<void> {
  if (!PG_URL) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  console.log(
    `bench:scale — ${SIZES.map((s) => s.toLocaleString('en')).join(' and ')} reports, PostgreSQL, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const bare = await startServer({ BENCH_MODE: 'bare' });
  try {
    for (const [i, size] of SIZES.entries()) await measure(i, size, bare);
  } finally {
    await stopServer(bare);
  }
  const heads = SIZES.map((s) => (s >= 1e6 ? `${s / 1e6}M` : s.toLocaleString('en')));
  const last = SIZES.length - 1;
  console.log(
    `\n| measure | unit | ${heads.join(' | ')} | ${heads[last]}/${heads[0]} | bare route (${heads.join(', ')}) |`,
  );
  console.log(`|---|---|${SIZES.map(() => '---:').join('|')}|---:|---:|`);
  for (const l of lines.values()) {
    const a = l.values[0];
    const b = l.values[last];
    const ratio = a && b ? `${(b / a).toFixed(2)}×` : '—';
    console.log(
      `| ${l.name} | ${l.unit} | ${l.values.map(fmt).join(' | ')} | ${ratio} | ${l.bare ? l.bare.map(fmt).join(', ') : ''} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
