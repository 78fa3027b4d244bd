/**
 * What partitioning symptom_reports by month (migration 1420, issue 36 item 5) adds to storing a report —
 * not a test, prints figures:
 *   npx tsx bench/partitions.ts        (in api/; PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/partitions.ts
 * Two databases in the same run: every migration (partitioned, the rollup trigger on the parent) and the
 * migrations before 1420 (one table, the same trigger). Alternating rounds of PARTITION_ROUNDS × PARTITION_BATCH
 * INSERT statements of 1 and of 20 reports (as POST /api/reports' writer sends them), after a history of
 * PARTITION_HISTORY reports spread over the last 13 months in both; prints the median per report and the ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { addMonths, defaultPartitionMonths } from '../src/retention/store';
import { openBenchDatabase } from './bench-database';

const ROUNDS = Number(process.env.PARTITION_ROUNDS ?? 6);
const BATCH = Number(process.env.PARTITION_BATCH ?? 300);
const HISTORY = Number(process.env.PARTITION_HISTORY ?? 100_000);
const ILLNESSES = ['flu', 'dengue', 'covid', 'malaria'];

function previousMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-partitions-'));
  for (const f of fs.readdirSync(MIGRATIONS_DIR))
    if (f.endsWith('.sql') && f < '1420') fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  return dir;
}

async function seedHistory(db: Database): Promise<void> {
  await db.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
  await db.query(
    `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state)
     SELECT 'IN', (400001 + g % 50)::text, ARRAY['Fever'], (ARRAY['flu','dengue','covid','malaria'])[1 + g % 4], 'mild',
            now() - make_interval(secs => (g::float8 / $1) * 395 * 86400), 18.9 + (g % 50) * 0.001, 72.8, 'Mumbai', 'Maharashtra'
     FROM generate_series(1, $1::int) g`,
    [HISTORY],
  );
  await db.query('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_created_at_now');
  await db.query('SELECT rebuild_report_aggregates()');
  // Partitioned: the history's months get their partitions, as the retention job makes them.
  if (
    await db
      .query(`SELECT to_regclass('symptom_reports_default') AS t`)
      .then((r) => r.rows[0] && Object.values(r.rows[0])[0])
  )
    await addMonths(db, await defaultPartitionMonths(db));
}

/** Seconds for `BATCH` statements of `size` reports each. */
async function round(db: Database, size: number, offset: number): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < BATCH; i++) {
    const rows = Array.from({ length: size }, (_, j) => {
      const k = offset + i * size + j;
      return `('IN', '${400001 + (k % 20)}', ARRAY['Fever','Cough'], '${ILLNESSES[k % 4]}', 'mild', ${18.9 + (k % 20) * 0.001}, 72.8, 'Mumbai', 'Maharashtra')`;
    });
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state)
       VALUES ${rows.join(', ')} RETURNING id, created_at`,
    );
  }
  return (performance.now() - t0) / (BATCH * size);
}

async function main(): Promise<void> {
  const previousDir = previousMigrations();
  const variants = [
    { name: 'by month (1420)', bench: await openBenchDatabase('hw_parts') },
    { name: 'one table (before 1420)', bench: await openBenchDatabase('hw_parts_prev', previousDir) },
  ];
  for (const v of variants) await seedHistory(v.bench.db);
  const parts = await variants[0]!.bench.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_inherits WHERE inhparent = 'symptom_reports'::regclass`,
  );
  console.log(
    `${variants[0]!.bench.db.driver}: ${HISTORY} reports of history (${parts.rows[0]!.n} partitions), ${ROUNDS} alternating rounds × ${BATCH} INSERT statements; median ms per report`,
  );
  for (const size of [1, 20]) {
    const times: number[][] = variants.map(() => []);
    let offset = 0;
    for (let r = 0; r < ROUNDS; r++)
      for (const [i, v] of variants.entries()) {
        times[i]!.push(await round(v.bench.db, size, offset));
        offset += BATCH * size;
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [now, before] = times.map(median) as [number, number];
    console.log(
      `${size} report(s) a statement: ${variants[0]!.name} ${now.toFixed(3)}, ${variants[1]!.name} ${before.toFixed(3)}, ratio ${(now / before).toFixed(2)}`,
    );
  }
  for (const v of variants) {
    await v.bench.db.close();
    await v.bench.cleanup();
  }
  fs.rmSync(previousDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
