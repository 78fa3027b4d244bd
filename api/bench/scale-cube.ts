/**
 * Child of bench/scale.ts: loads the map aggregates of one schema into a MapCubeStore alone (no gazetteer,
 * no app) and prints {"seconds", "rssMb", "peakMb", "heapMb", "buffersMb"} as JSON: the memory the map
 * answers hold and the time a process waits for them. BENCH_MEMORY_DAYS: the days held per day.
 */
import fs from 'node:fs';
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
  global.gc?.();
  const base = process.memoryUsage();
  const rss0 = status('VmRSS');
  const store = new MapCubeStore(db, { memoryDays: Number(process.env.BENCH_MEMORY_DAYS) });
  const t0 = performance.now();
  await store.warm();
  const seconds = (performance.now() - t0) / 1000;
  global.gc?.();
  const after = process.memoryUsage();
  const figures = JSON.stringify({
    memoryDays: Number(process.env.BENCH_MEMORY_DAYS),
    seconds,
    rssMb: status('VmRSS') - rss0,
    peakMb: status('VmHWM') - rss0,
    heapMb: mb(after.heapUsed - base.heapUsed),
    buffersMb: mb(after.arrayBuffers - base.arrayBuffers),
  });
  // Every figure on stderr too (the table keeps RSS; heap and typed arrays are what the copy itself holds).
  console.error(`  map aggregates alone: ${figures}`);
  console.log(
    JSON.stringify({
      seconds,
      rssMb: status('VmRSS') - rss0,
      peakMb: status('VmHWM') - rss0,
      heapMb: mb(after.heapUsed - base.heapUsed),
      buffersMb: mb(after.arrayBuffers - base.arrayBuffers),
    }),
  );
  await store.settle();
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
