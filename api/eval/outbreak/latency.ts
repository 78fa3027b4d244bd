/**
 * Endpoint latency with a million stored reports — not a test, prints figures:
 *   npx tsx eval/outbreak/latency.ts            (in api/; PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://… npx tsx eval/outbreak/latency.ts
 * Seeds LATENCY_REPORTS (default 1,000,000) reports over two years, 40% from
 * India (Mumbai, Delhi, Bengaluru, Chennai and elsewhere), then times
 * sequential requests over real HTTP to each analytics endpoint: cold (every
 * baseline refitted), with the memo of past baseline fits but no response
 * cache (what a request sees after new reports arrived), and with the
 * response cache — beside a bare Fastify route in the same process and run.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { ANALYTICS_LOCATIONS, ANALYTICS_TIMEFRAMES } from '@healthwatch/contracts';
import { clearBaselineMemo } from '../../src/analytics/detectors/regression';
import analyticsPlugin from '../../src/analytics/plugin';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';

const REPORTS = Number(process.env.LATENCY_REPORTS ?? 1_000_000);
const REQUESTS = Number(process.env.LATENCY_REQUESTS ?? 60);
const PG_URL = process.env.BENCH_DATABASE_URL;

async function seed(db: Database, total: number): Promise<void> {
  const chunk = 100_000;
  for (let done = 0; done < total; done += chunk) {
    const n = Math.min(chunk, total - done);
    // Place by g mod 100: 8 Mumbai, 8 Delhi, 6 Bengaluru, 5 Chennai, 13 elsewhere in India, 60 other countries.
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       SELECT CASE WHEN g % 100 < 40 THEN 'IN' ELSE (ARRAY['US','CA','GB','AU','DE','FR','JP','BR','MX','IT','ES','NL','SE','NO'])[1 + (g % 14)] END,
              '400001', ARRAY['Fever'],
              (ARRAY['flu','dengue','covid','malaria','typhoid','chikungunya','other','unknown'])[1 + ((g * 31) % 8)],
              'mild',
              now() - make_interval(secs => ((g::bigint * 7919) % 63072000)::int),
              CASE WHEN g % 100 < 8 THEN 'Mumbai' WHEN g % 100 < 16 THEN 'New Delhi' WHEN g % 100 < 22 THEN 'Bengaluru' WHEN g % 100 < 27 THEN 'Chennai' WHEN g % 100 < 40 THEN 'Pune' END,
              CASE WHEN g % 100 < 8 THEN 'Maharashtra' WHEN g % 100 < 16 THEN 'Delhi' WHEN g % 100 < 22 THEN 'Karnataka' WHEN g % 100 < 27 THEN 'Tamil Nadu' WHEN g % 100 < 40 THEN 'Maharashtra' END
       FROM generate_series($1::int, $2::int) g`,
      [done + 1, done + n],
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
  let db: Database;
  let cleanup = async () => {};
  if (PG_URL) {
    const schema = `hw_latency_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = await openPostgres({ connectionString: PG_URL, schema, max: 4 });
    cleanup = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    db = await openPglite();
  }
  await migrate(db);
  const t0 = performance.now();
  await seed(db, REPORTS);
  const rows = await db.query<{ n: number; a: number }>('SELECT (SELECT count(*) FROM symptom_reports)::int AS n, (SELECT count(*) FROM analytics_place_daily)::int AS a');
  console.log(`${db.driver}: seeded ${rows.rows[0]!.n} reports in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${rows.rows[0]!.a} aggregate rows`);

  const servers = [];
  for (const cache of [false, true]) {
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ ok: true }));
    await app.register(analyticsPlugin, { db, cache, prefix: '/api/analytics' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    servers.push({ app, cache, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }

  const outbreakPaths = ANALYTICS_LOCATIONS.flatMap((l) => ANALYTICS_TIMEFRAMES.map((t) => `/api/analytics/outbreak-prediction?location=${l}&timeframe=${t}`));
  const trendPaths = ANALYTICS_TIMEFRAMES.map((t) => `/api/analytics/health-trends?period=${t}`);
  const seasonPaths = ANALYTICS_LOCATIONS.map((l) => `/api/analytics/seasonal-patterns?location=${l}`);
  const riskInit = (i: number): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location: ANALYTICS_LOCATIONS[i % 5], symptoms: ['Fever'], medicalHistory: [], age: 20 + (i % 60), gender: 'female' }),
  });

  console.log(`\n${REQUESTS} sequential requests each over HTTP; milliseconds`);
  console.log('endpoint'.padEnd(48) + 'p50'.padStart(8) + 'p95'.padStart(8) + 'max'.padStart(8));
  const show = (name: string, v: number[]) => console.log(name.padEnd(48) + p(v, 0.5).toFixed(1).padStart(8) + p(v, 0.95).toFixed(1).padStart(8) + Math.max(...v).toFixed(1).padStart(8));
  const [uncached] = servers;
  await time(uncached!.base, outbreakPaths); // JIT warm-up
  show('outbreak-prediction (cold: no memo, no cache)', await time(uncached!.base, outbreakPaths, undefined, true));
  show('risk-assessment (cold: no memo, no cache)', await time(uncached!.base, ['/api/analytics/risk-assessment'], riskInit, true));
  for (const s of servers) {
    await time(s.base, outbreakPaths); // warm-up: the memo of past fits, and the cache when on
    const label = s.cache ? 'cache on' : 'memo of past fits, no cache';
    show(`outbreak-prediction (${label})`, await time(s.base, outbreakPaths));
    show(`health-trends (${label})`, await time(s.base, trendPaths));
    show(`seasonal-patterns (${label})`, await time(s.base, seasonPaths));
    show(`risk-assessment (${label})`, await time(s.base, ['/api/analytics/risk-assessment'], riskInit));
    show(`bare Fastify GET, same process and run`, await time(s.base, ['/bare']));
  }
  for (const s of servers) await s.app.close();
  await db.close();
  await cleanup();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
