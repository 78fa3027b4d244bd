/**
 * One server for the benchmark, run as a child process so autocannon and
 * the server do not share an event loop. Prints `{"port":N}` when listening.
 *   BENCH_MODE=bare  — a bare Fastify app with the two baseline routes
 *   BENCH_MODE=headers — the bare GET route with the security headers of BENCH_HEADERS (bench/security-headers.ts)
 *   BENCH_MODE=api   — the HealthWatch API (BENCH_DRIVER=pglite|postgres)
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import helmet from 'helmet';
import { buildApp } from '../src/app';
import { API_HELMET_OPTIONS, registerSecurityHeaders } from '../src/infrastructure/security-headers';
import { loadConnectionLimits } from '../src/limits/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { loadGazetteer } from '../src/geocode/gazetteer';
import { createGeocoder } from '../src/geocode/geocoder';
import { reportIntakeOption } from '../src/reports/intake';
import { seedReports } from './seed';
import { seedRates } from './seed-rates';
import { disableRollupTriggers } from './rollup-floor';

async function bare(): Promise<void> {
  const app = Fastify({ logger: false });
  app.post('/bare', async (_req, reply) => reply.status(201).send({ data: { id: '1', ok: true } }));
  app.get('/bare', async () => ({ clusters: [] }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
}

/**
 * BENCH_MODE=headers: the bare GET route with the API's security headers as BENCH_HEADERS says: none, helmet's
 * middleware run for every request (what @fastify/helmet did), or the headers computed once (what the API does).
 */
async function headers(): Promise<void> {
  const app = Fastify({ logger: false });
  const how = process.env.BENCH_HEADERS ?? 'none';
  if (how === 'once') registerSecurityHeaders(app);
  if (how === 'per-request') {
    app.addHook('onRequest', (request, reply, done) => {
      helmet(API_HELMET_OPTIONS)(request.raw, reply.raw, () => done());
    });
  }
  app.get('/bare', async () => ({ clusters: [] }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
}

async function api(): Promise<void> {
  const driver = process.env.BENCH_DRIVER ?? 'pglite';
  let db: Database;
  if (driver === 'postgres') {
    db = await openPostgres({
      connectionString: process.env.BENCH_DATABASE_URL!,
      schema: process.env.BENCH_PG_SCHEMA,
      max: 10,
    });
  } else {
    db = await openPglite({ dataDir: process.env.BENCH_DATA_DIR });
  }
  // BENCH_MIGRATIONS_DIR: another set of migrations (bench/rollups.ts starts the API on the previous ones).
  await migrate(db, process.env.BENCH_MIGRATIONS_DIR || undefined);
  // BENCH_ROLLUP_TRIGGERS=off: every trigger on symptom_reports but the created_at stamp off (bench/rollups.ts's floor).
  if (process.env.BENCH_ROLLUP_TRIGGERS === 'off') await disableRollupTriggers(db);
  const seed = Number(process.env.BENCH_SEED_REPORTS ?? 0);
  if (seed > 0) {
    const t0 = performance.now();
    await seedReports(db, seed);
    console.error(`seeded ${seed} reports in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const geodir =
    process.env.GEODATA_DIR || process.env.GEODATA_SOURCE || path.join(__dirname, '../test/fixtures/geodata');
  const rateAreasFile = process.env.BENCH_RATE_AREAS_FILE;
  if (rateAreasFile) {
    const t0 = performance.now();
    const reports = Number(process.env.BENCH_RATE_REPORTS ?? 1_000_000);
    const checkIns = Number(process.env.BENCH_RATE_CHECK_INS ?? 1_000_000);
    const sample = await seedRates(db, geodir, reports, checkIns);
    fs.writeFileSync(rateAreasFile, JSON.stringify(sample));
    console.error(
      `seeded ${reports} reports and ${reports + checkIns} participations in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  const { indexes, report } = await loadGazetteer(geodir);
  const app = await buildApp({
    db,
    geocoder: createGeocoder({ indexes, loadReport: report }),
    writeRateLimit: 0,
    // BENCH_LOG_LEVEL: log as the product does (server.ts: LOG_LEVEL, default info), to /dev/null (bench/ingest.ts).
    ...(process.env.BENCH_LOG_LEVEL ? { logger: { level: process.env.BENCH_LOG_LEVEL, file: '/dev/null' } } : {}),
    connectionLimits: loadConnectionLimits(),
    ...(process.env.MAP_MEMORY_DAYS ? { mapMemoryDays: Number(process.env.MAP_MEMORY_DAYS) } : {}),
    ...(process.env.REPORT_INTAKE_MIN_BATCH
      ? { reportIntake: reportIntakeOption(Number(process.env.REPORT_INTAKE_MIN_BATCH)) }
      : {}),
    // The gazetteer's areas (states, districts, cities) for GET /api/rates/weekly, without background passes.
    ...(rateAreasFile ? { areas: { geodataDir: geodir, passes: false } } : {}),
  });
  await app.areas?.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Measured as a balancer would use it: once /readyz says its start-up loads are in.
  const t0 = performance.now();
  while ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
    if (performance.now() - t0 > 600_000) throw new Error('not ready after 10 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  console.error(`ready ${((performance.now() - t0) / 1000).toFixed(1)} s after listening`);
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

const MODES: Record<string, () => Promise<void>> = { bare, headers, api };
void (MODES[process.env.BENCH_MODE ?? 'api'] ?? api)();
