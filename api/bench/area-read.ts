/**
 * The area pass's read of analytics_postal_daily on the schemas `npm run bench:scale` seeded (hw_scale_<size> on
 * BENCH_DATABASE_URL or TEST_DATABASE_URL): by key a page at a time (readPostalRows, PGlite's read and the
 * PostgreSQL read before) beside one snapshot in the table's physical order (readPostalPages, grouped here), twice
 * each, alternating, in this one process and thread (the pass relays both through the API thread alike). Prints
 * the seconds, the rows, the room their columns keep, and whether both reads gave the same rows.
 */
import { todayNumber } from '@healthwatch/contracts';
import { PostalRows, readPostalPages, readPostalRows } from '../src/analytics/areas/postal-rows';
import { HISTORY_DAYS } from '../src/analytics/outbreak/prefit';
import { openPostgres } from '../src/db/postgres';

const URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000000,10000000').split(',').map(Number);

/** Every row's hash summed (order-free), with the counts: equal when both reads gave the same rows. */
function digest(rows: PostalRows): string {
  let h = 0;
  let total = 0;
  for (let r = 0; r < rows.length; r++) {
    const p = rows.pin[r]!;
    const s = `${rows.countries[p]}${rows.keys[p]}|${rows.day[r]}|${rows.illness[r]}|${rows.count[r]}`;
    let x = 0;
    for (let j = 0; j < s.length; j++) x = (Math.imul(x, 31) + s.charCodeAt(j)) | 0;
    h = (h + x) | 0;
    total += rows.count[r]!;
  }
  return `${rows.length} rows, ${rows.keys.length} keys, ${total} reports, sum of hashes ${h >>> 0}`;
}

async function timed(read: () => Promise<PostalRows>) {
  global.gc?.();
  const t0 = performance.now();
  const rows = await read();
  const seconds = (performance.now() - t0) / 1000;
  const bytes = rows.pin.byteLength + rows.day.byteLength + rows.illness.byteLength + rows.count.byteLength;
  const mb = bytes / 1024 / 1024;
  return {
    seconds,
    mb,
    digest: digest(rows),
    grouped: rows.keys.every((_, p) => p === 0 || rows.compareKeys(p - 1, p) < 0),
  };
}

async function main(): Promise<void> {
  if (!URL) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to the database bench:scale seeded');
  const today = todayNumber();
  const since = today - HISTORY_DAYS;
  console.log(`area pass read, days ${since}..${today} (HISTORY_DAYS ${HISTORY_DAYS})`);
  console.log('| reports | read | run | seconds | columns kept, MB | rows |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const size of SIZES) {
    const db = await openPostgres({ connectionString: URL, schema: `hw_scale_${size}`, max: 2 });
    const byKey = () => readPostalRows(db, since, today);
    const snapshot = async () => {
      const rows = new PostalRows();
      await readPostalPages(db, since, today, (read) => rows.take(read));
      rows.groupByKey();
      return rows;
    };
    const digests = new Set<string>();
    for (let run = 1; run <= 2; run++)
      for (const [name, read] of [
        ['by key (PGlite; PostgreSQL before)', byKey],
        ['one snapshot, physical order', snapshot],
      ] as const) {
        const r = await timed(read);
        digests.add(r.digest);
        if (!r.grouped) throw new Error(`${name}: keys out of order`);
        console.log(`| ${size} | ${name} | ${run} | ${r.seconds.toFixed(1)} | ${r.mb.toFixed(0)} | ${r.digest} |`);
      }
    console.log(digests.size === 1 ? `${size}: both reads gave the same rows` : `${size}: THE READS DIFFER`);
    await db.close();
    if (digests.size !== 1) process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
