/**
 * npm run bench:open-data -w api — memory of the open-data export at
 * BENCH_REPORTS reports (default 1,000,000) over the 15 countries, 20 regions
 * each and 120 days, on PGlite in this process (BENCH_DATABASE_URL: PostgreSQL).
 *
 * Prints the peak growth of this process's RSS over its level before the
 * download, while a real HTTP client reads the whole CSV and GeoJSON, beside
 * the baseline measured in the same run: the same rows read in one query and
 * the file built in memory before sending, as a plain handler would.
 */
import { spawn } from 'node:child_process';
import { COUNTRY_CODES, ILLNESS_TYPES } from '@healthwatch/contracts';
import Fastify from 'fastify';
import { DEFAULT_PUBLIC_API_URL } from '../src/config/env';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import errorsPlugin from '../src/errors/plugin';
import openDataPlugin from '../src/open-data/plugin';
import { CSV_HEADER, csvLine, publishedRows } from '../src/open-data/published-rows';
import { readRegionDays } from '../src/open-data/region-days';
import { PG_URL, withPgSchema } from './harness';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const MB = 1024 * 1024;

async function seed(db: Database): Promise<void> {
  const countries = `ARRAY[${COUNTRY_CODES.map((c) => `'${c}'`).join(',')}]`;
  // A bulk load: triggers off, then the open-data aggregate built as its migration backfills it.
  await db.exec('ALTER TABLE symptom_reports DISABLE TRIGGER USER');
  for (let done = 0; done < REPORTS; done += 100_000) {
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, state)
       SELECT (${countries})[1 + floor(random() * 15)::int], '10001', ARRAY['Fever'],
              ($3::text[])[1 + floor(8 * random() ^ 2)::int],
              'mild', now() - make_interval(days => 1 + floor(random() * 120)::int),
              random() * 170 - 85, random() * 350 - 175, 'Region ' || floor(random() * 20)::int
       FROM generate_series($1::int, $2::int) g`,
      [done + 1, Math.min(done + 100_000, REPORTS), [...ILLNESS_TYPES]],
    );
  }
  await db.exec('ALTER TABLE symptom_reports ENABLE TRIGGER USER');
  await db.exec(`
    DELETE FROM open_data_region_daily;
    INSERT INTO open_data_region_daily (country, region, day, illness_type, count, lat_sum, lon_sum, located)
    SELECT r.country, coalesce(r.state, ''), (r.created_at AT TIME ZONE 'UTC')::date, r.illness_type, count(*),
           coalesce(sum(r.latitude), 0), coalesce(sum(r.longitude), 0), count(r.latitude)
    FROM symptom_reports r GROUP BY 1, 2, 3, 4;
    ANALYZE;`);
}

/** Runs fn while sampling RSS every 10 ms; returns the peak growth over the level before it, in MB. */
async function peakGrowth<T>(fn: () => Promise<T>): Promise<{ mb: number; ms: number; result: T }> {
  // No forced GC first: it would hand the heap back to the system and count its regrowth as the export's.
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const result = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { mb: (peak - before) / MB, ms, result };
}

/**
 * Downloads url in a child process and returns the body's size: the client's
 * buffers must not count in this process's RSS, which is the server's.
 */
function download(url: string): Promise<number> {
  const client = `fetch(${JSON.stringify(url)}).then(async (r) => {
    if (!r.ok) throw new Error(String(r.status));
    let n = 0; const reader = r.body.getReader();
    for (;;) { const { done, value } = await reader.read(); if (done) break; n += value.byteLength; }
    console.log(n);
  })`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', client], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`${url}: client exited ${code}`)),
    );
  });
}

async function run(db: Database, label: string): Promise<void> {
  await migrate(db);
  const t0 = performance.now();
  await seed(db);
  const groups = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM open_data_region_daily');
  console.log(
    `${label}: ${REPORTS.toLocaleString('en')} reports seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${groups.rows[0]!.n.toLocaleString('en')} region-day-illness rows)`,
  );
  // The export routes alone: the whole API would also run its analytics
  // pre-fits at start-up, whose memory has nothing to do with the export's.
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(openDataPlugin, { db, exportRateLimit: 0, apiUrl: DEFAULT_PUBLIC_API_URL });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Warm-up: one whole download. PGlite runs inside this process, so the pages
  // its buffer cache reads in the first time count in this RSS; that is the
  // database's cache, paid once, not the export's memory.
  await download(`${base}/api/open-data/daily.csv`);

  const csv = await peakGrowth(() => download(`${base}/api/open-data/daily.csv`));
  const geo = await peakGrowth(() => download(`${base}/api/open-data/daily.geojson`));
  const baseline = await peakGrowth(async () => {
    let body = CSV_HEADER;
    for await (const page of readRegionDays(db, { from: '2020-01-01', to: '2999-12-31' }, 100_000_000)) {
      body += page.flatMap((g) => publishedRows(g).map(csvLine)).join('');
    }
    return body.length;
  });
  await app.close();

  const row = (name: string, r: { mb: number; ms: number; result: number }) =>
    `  ${name.padEnd(34)} ${(r.result / MB).toFixed(1).padStart(7)} MB body  ${(r.ms / 1000).toFixed(1).padStart(6)} s  peak RSS growth ${r.mb.toFixed(1).padStart(7)} MB`;
  console.log(row('CSV, streamed (ours)', csv));
  console.log(row('GeoJSON, streamed (ours)', geo));
  console.log(row('CSV built in memory (baseline)', baseline));
  console.log(
    `  ratio baseline ÷ ours (RSS growth, CSV): ${(baseline.mb / Math.max(csv.mb, 0.1)).toFixed(1)}×; budget 50 MB: ${csv.mb <= 50 && geo.mb <= 50 ? 'met' : 'MISSED'}`,
  );
}

async function main(): Promise<void> {
  const url = PG_URL;
  if (url && process.env.BENCH_DRIVER === 'postgres') {
    await withPgSchema(async (schema) => {
      const db = await openPostgres({ connectionString: url, schema, max: 4 });
      try {
        await run(db, 'PostgreSQL');
      } finally {
        await db.close();
      }
    });
  } else {
    const db = await openPglite();
    try {
      await run(db, 'PGlite');
    } finally {
      await db.close();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
