/**
 * Endpoint latency with a million stored reports — not a test, prints figures:
 *   npx tsx bench/analytics-latency.ts            (in api/; PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/analytics-latency.ts
 * Seeds LATENCY_REPORTS (default 1,000,000) reports over two years, 40% from
 * India (Mumbai, Delhi, Bengaluru, Chennai and elsewhere), then times
 * LATENCY_REQUESTS sequential requests over real HTTP to each analytics
 * endpoint, p50/p95/p99 in three states:
 *   steady  what a visitor sees: the background pre-fit has run (today's and
 *           the next block's baselines), the 15 s response cache has expired
 *           (bypassed here);
 *   cached  a response-cache hit;
 *   cold    the worst case: every memoised baseline fit forgotten before each
 *           request (no cache), so the request fits them all itself;
 * beside a bare Fastify route in the same process and run, and the ratio of
 * each p95 to the bare route's.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { ANALYTICS_LOCATIONS, ANALYTICS_TIMEFRAMES, ILLNESS_TYPES } from '@healthwatch/contracts';
import { baselineMemoStats, clearBaselineMemo } from '@healthwatch/outbreak-engine';
import analyticsPlugin from '../src/analytics/plugin';
import type { Database } from '../src/db/database';
import { openBenchDatabase } from './bench-database';

const REPORTS = Number(process.env.LATENCY_REPORTS ?? 1_000_000);
const REQUESTS = Number(process.env.LATENCY_REQUESTS ?? 200);

async function seed(db: Database, total: number): Promise<void> {
  const chunk = 100_000;
  // Seeded history keeps its dates (the stamp of migration 0450 would set them all to now).
  await db.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
  for (let done = 0; done < total; done += chunk) {
    const n = Math.min(chunk, total - done);
    // Place by g mod 100: 8 Mumbai, 8 Delhi, 6 Bengaluru, 5 Chennai, 13 elsewhere in India, 60 other countries.
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       SELECT CASE WHEN g % 100 < 40 THEN 'IN' ELSE (ARRAY['US','CA','GB','AU','DE','FR','JP','BR','MX','IT','ES','NL','SE','NO'])[1 + (g % 14)] END,
              '400001', ARRAY['Fever'],
              ($3::text[])[1 + ((g * 31) % 8)],
              'mild',
              now() - make_interval(secs => ((g::bigint * 7919) % 63072000)::int),
              CASE WHEN g % 100 < 8 THEN 'Mumbai' WHEN g % 100 < 16 THEN 'New Delhi' WHEN g % 100 < 22 THEN 'Bengaluru' WHEN g % 100 < 27 THEN 'Chennai' WHEN g % 100 < 40 THEN 'Pune' END,
              CASE WHEN g % 100 < 8 THEN 'Maharashtra' WHEN g % 100 < 16 THEN 'Delhi' WHEN g % 100 < 22 THEN 'Karnataka' WHEN g % 100 < 27 THEN 'Tamil Nadu' WHEN g % 100 < 40 THEN 'Maharashtra' END
       FROM generate_series($1::int, $2::int) g`,
      [done + 1, done + n, [...ILLNESS_TYPES]],
    );
  }
}

function p(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
}

async function time(base: string, paths: string[], init?: (i: number) => RequestInit, cold = false): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    if (cold) clearBaselineMemo();
    const t0 = performance.now();
    const res = await fetch(base + paths[i % paths.length]!, init?.(i));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} → ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

async function main(): Promise<void> {
  const { db, cleanup } = await openBenchDatabase('hw_latency');
  const t0 = performance.now();
  await seed(db, REPORTS);
  const rows = await db.query<{ n: number; a: number }>(
    'SELECT (SELECT count(*) FROM symptom_reports)::int AS n, (SELECT count(*) FROM analytics_place_daily)::int AS a',
  );
  console.log(
    `${db.driver}: seeded ${rows.rows[0]!.n} reports in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${rows.rows[0]!.a} aggregate rows`,
  );

  let prefitted!: () => void;
  const prefitDone = new Promise<void>((resolve) => (prefitted = resolve));
  const servers: Record<'uncached' | 'cached', { app: FastifyInstance; base: string }> = {} as never;
  for (const cache of [false, true]) {
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ ok: true }));
    // One background pre-fit is enough: the memo of fits is shared.
    await app.register(analyticsPlugin, {
      db,
      cache,
      prefit: !cache,
      onPrefitPass: () => prefitted(),
      prefix: '/api/analytics',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    servers[cache ? 'cached' : 'uncached'] = {
      app,
      base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    };
  }
  const t1 = performance.now();
  await prefitDone;
  console.log(
    `background pre-fit of every place (today's and the next block's baselines): ${((performance.now() - t1) / 1000).toFixed(1)} s, ${baselineMemoStats().fitsComputed} fits`,
  );

  const outbreakPaths = ANALYTICS_LOCATIONS.flatMap((l) =>
    ANALYTICS_TIMEFRAMES.map((t) => `/api/analytics/outbreak-prediction?location=${l}&timeframe=${t}`),
  );
  const trendPaths = ANALYTICS_TIMEFRAMES.map((t) => `/api/analytics/health-trends?period=${t}`);
  const seasonPaths = ANALYTICS_LOCATIONS.map((l) => `/api/analytics/seasonal-patterns?location=${l}`);
  const riskInit = (i: number): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      location: ANALYTICS_LOCATIONS[i % 5],
      symptoms: ['Fever'],
      medicalHistory: [],
      age: 20 + (i % 60),
      gender: 'female',
    }),
  });
  const endpoints: { name: string; paths: string[]; init?: (i: number) => RequestInit }[] = [
    { name: 'outbreak-prediction', paths: outbreakPaths },
    { name: 'risk-assessment', paths: ['/api/analytics/risk-assessment'], init: riskInit },
    { name: 'health-trends', paths: trendPaths },
    { name: 'seasonal-patterns', paths: seasonPaths },
  ];

  // JIT warm-up of every route on both servers.
  for (const s of Object.values(servers)) for (const e of endpoints) await time(s.base, e.paths, e.init);
  const bare = await time(servers.uncached.base, ['/bare']);
  const bare95 = p(bare, 0.95);
  console.log(`\n${REQUESTS} sequential requests each over HTTP; milliseconds; ×bare = p95 / bare route p95`);
  console.log(
    'endpoint'.padEnd(22) +
      'state'.padEnd(9) +
      'p50'.padStart(8) +
      'p95'.padStart(8) +
      'p99'.padStart(8) +
      '×bare'.padStart(8),
  );
  const show = (name: string, state: string, v: number[]) =>
    console.log(
      name.padEnd(22) +
        state.padEnd(9) +
        p(v, 0.5).toFixed(1).padStart(8) +
        p(v, 0.95).toFixed(1).padStart(8) +
        p(v, 0.99).toFixed(1).padStart(8) +
        (p(v, 0.95) / bare95).toFixed(1).padStart(8),
    );
  const fitsBefore = baselineMemoStats().fitsComputed;
  for (const e of endpoints) show(e.name, 'steady', await time(servers.uncached.base, e.paths, e.init));
  const steadyFits = baselineMemoStats().fitsComputed - fitsBefore;
  for (const e of endpoints) {
    await time(servers.cached.base, e.paths, e.init); // refill: the steady runs above outlast the 15 s TTL
    show(e.name, 'cached', await time(servers.cached.base, e.paths, e.init));
  }
  for (const e of endpoints) show(e.name, 'cold', await time(servers.uncached.base, e.paths, e.init, true));
  show('bare Fastify GET', '', bare);
  console.log(`baseline fits computed by steady-state requests: ${steadyFits}`);
  for (const s of Object.values(servers)) await s.app.close();
  await db.close();
  await cleanup();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
