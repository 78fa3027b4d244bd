/**
 * Child of bench/scale.ts: loads the map aggregates of one schema into a MapCubeStore alone (no gazetteer,
 * no app) and prints {"seconds", "rssMb", "peakMb", "heapMb", "buffersMb", "writeSeconds"} as JSON: the memory
 * the map answers hold and the time a process waits for them. BENCH_CUBE_FROM=rows: the snapshots of the schema
 * deleted first, so the history is read from the aggregate rows (the first process of an epoch), then written
 * as a snapshot (writeSeconds); =snapshot: read from the snapshot that left (every later process).
 */
import fs from 'node:fs';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { MapCubeStore } from '../src/reports/map-cube/store';

const mb = (bytes: number) => bytes / 1024 / 1024;
const status = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

async function main(): Promise<void> {
  const db = await openPostgres({
    connectionString: process.env.BENCH_DATABASE_URL!,
    schema: process.env.BENCH_PG_SCHEMA,
    max: 2,
  });
  await migrate(db);
  const fromRows = process.env.BENCH_CUBE_FROM === 'rows';
  if (fromRows) await db.query('TRUNCATE map_cube_snapshot_claims, map_cube_snapshot_chunks');
  global.gc?.();
  const base = process.memoryUsage();
  const rss0 = status('VmRSS');
  let failed: unknown = null;
  const store = new MapCubeStore(db, {
    onSnapshotError: (err) => {
      failed = err;
    },
  });
  const t0 = performance.now();
  await store.warm();
  const seconds = (performance.now() - t0) / 1000;
  global.gc?.();
  const after = process.memoryUsage();
  const rssMb = status('VmRSS') - rss0;
  const peakMb = status('VmHWM') - rss0;
  const t1 = performance.now();
  await store.settle();
  const writeSeconds = (performance.now() - t1) / 1000;
  if (failed) throw failed;
  const written = await db.query<{ n: string; bytes: string }>(
    'SELECT count(*) AS n, coalesce(sum(length(data)), 0) AS bytes FROM map_cube_snapshot_chunks',
  );
  const figures = {
    seconds,
    rssMb,
    peakMb,
    heapMb: mb(after.heapUsed - base.heapUsed),
    buffersMb: mb(after.arrayBuffers - base.arrayBuffers),
    writeSeconds: fromRows ? writeSeconds : null,
    snapshotMb: mb(Number(written.rows[0]!.bytes)),
  };
  // Every figure on stderr too (the table keeps RSS; heap and typed arrays are what the copy itself holds).
  console.error(`  map aggregates alone (from ${fromRows ? 'rows' : 'the snapshot'}): ${JSON.stringify(figures)}`);
  console.log(JSON.stringify(figures));
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
