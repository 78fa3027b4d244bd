/**
 * Single-request timing of the clusters path (SQL alone vs. the whole
 * request), at a given number of cells: the cost depends on cells, not on
 * the number of reports. Usage: BENCH_DATABASE_URL=... tsx bench/clusters-probe.ts
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { createGeocoder } from '../src/geocode/geocoder';
import { WORLD } from '../src/reports/clusters';
import { MapCubeStore } from '../src/reports/map-cube/store';
import { seedReports } from './seed';

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const REPORTS = Number(process.env.BENCH_PROBE_REPORTS ?? 100_000);

async function probe(label: string, db: Database): Promise<void> {
  await migrate(db);
  await seedReports(db, REPORTS);
  const app = await buildApp({ db, geocoder: createGeocoder({}), clustersTtlMs: 0 });
  const cube = new MapCubeStore(db, { ttlMs: 0 });
  for (const precision of [3, 1, 0]) {
    const sql: number[] = [];
    const whole: number[] = [];
    let cells = 0;
    for (let i = 0; i < 15; i++) {
      let t = performance.now();
      cells = (JSON.parse(String(await cube.clustersJson(WORLD, precision, {}))) as unknown[]).length;
      sql.push(performance.now() - t);
      t = performance.now();
      await app.inject({ method: 'GET', url: `/api/reports/clusters?precision=${precision}` });
      whole.push(performance.now() - t);
    }
    const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
    console.log(
      `${label} precision ${precision}: ${cells} cells — cube+parse median ${med(sql)} ms, whole request median ${med(whole)} ms`,
    );
  }
  await app.close();
}

async function main(): Promise<void> {
  const lite = await openPglite();
  await probe('PGlite', lite);
  await lite.close();
  if (url) {
    const schema = `hw_probe_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    const db = await openPostgres({ connectionString: url, schema });
    try {
      await probe('PostgreSQL', db);
    } finally {
      await db.close();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    }
  }
}

void main();
