import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COUNTRY_CODES, ILLNESS_TYPES, SEVERITIES, SYMPTOMS } from '@healthwatch/contracts';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrate } from '../src/db/migrate';
import { monthStart } from '../src/retention/months';
import { addMonths } from '../src/retention/store';
import { openPostgres } from '../src/db/postgres';

/**
 * A schema of `total` reports for bench/scale.ts, kept between runs (hw_scale_<total>; seeded again only
 * when its marker is missing). Reports come from the gazetteer's postal places of the 15 countries
 * (skewed: some places report far more than others), over the last two years, streamed by COPY with every
 * trigger of symptom_reports off, then one rebuild_report_aggregates() for all the rollups — a bulk import's
 * path, far faster than the per-statement triggers over batches of rows.
 */

const DAYS = 730;

interface Place {
  country: string;
  code: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

function loadPlaces(geodir: string): Place[] {
  const places: Place[] = [];
  for (const country of COUNTRY_CODES) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(geodir, `${country}.txt`), 'utf8');
    } catch {
      continue;
    }
    const seen = new Set<string>();
    for (const line of text.split('\n')) {
      const f = line.split('\t');
      const lat = Number(f[9]);
      const lon = Number(f[10]);
      const code = f[1];
      if (!code || code.length > 16 || !Number.isFinite(lat) || !Number.isFinite(lon) || seen.has(code)) continue;
      seen.add(code);
      places.push({ country, code, city: (f[2] ?? '').slice(0, 200), state: (f[3] ?? '').slice(0, 200), lat, lon });
    }
  }
  if (places.length === 0) throw new Error(`no gazetteer files in ${geodir}`);
  return places;
}

const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, ' ').replace(/\n/g, ' ');

/** COPY text rows, made as they are read. */
function* rows(total: number, places: Place[], now: number): Generator<string> {
  const span = DAYS * 86_400;
  let batch = '';
  for (let g = 1; g <= total; g++) {
    // Skewed towards a few places (cube of a uniform draw), as reports are.
    const u = ((g * 2_654_435_761) % 1_000_003) / 1_000_003;
    const p = places[Math.floor(u * u * u * places.length)]!;
    const s1 = g % 15;
    const s2 = (s1 + 1 + (Math.floor(g / 15) % 14)) % 15;
    // A permutation of the two years' seconds (7793 is prime to 63,072,000).
    const at = new Date(now - ((g * 7793) % span) * 1000).toISOString();
    batch += `${p.country}\t${text(p.code)}\t{"${SYMPTOMS[s1]}","${SYMPTOMS[s2]}"}\t${ILLNESS_TYPES[Math.floor(g / 7) % 8]}\t${SEVERITIES[Math.floor(g / 5) % 3]}\t${at}\t${p.lat}\t${p.lon}\t${text(p.city) || '\\N'}\t${text(p.state) || '\\N'}\n`;
    if (g % 2000 === 0) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/**
 * rebuild_report_aggregates()'s own statements, each rollup's DELETE and INSERT on one of three connections
 * at once (they read only symptom_reports), then its closing statements (which read the rebuilt tables):
 * the one rebuild, in a third of the wall time on a machine with spare cores.
 */
async function rebuildInParallel(client: pg.Client, url: string, schema: string): Promise<void> {
  const def = await client.query<{ d: string }>(`SELECT pg_get_functiondef('rebuild_report_aggregates'::regproc) AS d`);
  const body = /BEGIN\n([\s\S]*)\nEND/.exec(def.rows[0]!.d)![1]!;
  // Its variables (1421: the first day still raw) come with each statement, run as a DO block of its own.
  const declare = /\n(DECLARE\n[\s\S]*?)BEGIN\n/.exec(def.rows[0]!.d)?.[1];
  const statement = (b: string) => (declare ? `DO $rebuild$\n${declare}BEGIN\n${b}\nEND\n$rebuild$` : b);
  const blocks = body.split(/\n(?=\s*DELETE FROM )/).map((b) => b.trim());
  const last = blocks.pop()!;
  const closing = last.search(/\n\s*UPDATE /);
  blocks.push(last.slice(0, closing));
  const tail = last.slice(closing);
  const queue = [...blocks];
  await Promise.all(
    [0, 1, 2].map(async () => {
      const c = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
      await c.connect();
      try {
        // The groupings held in memory rather than spilled to disk (the server's default is 4 MB).
        await c.query(`SET work_mem = '256MB'`);
        for (let b = queue.shift(); b !== undefined; b = queue.shift()) await c.query(statement(b));
      } finally {
        await c.end();
      }
    }),
  );
  await client.query(tail);
}

export interface Seeded {
  schema: string;
  /** Seconds of the COPY and of the rebuild (null when kept from an earlier run, or the COPY when resumed). */
  copySeconds: number | null;
  rebuildSeconds: number | null;
}

export async function seedScale(url: string, total: number, geodir: string): Promise<Seeded> {
  const schema = `hw_scale_${total}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // BENCH_SCALE_WAIT=1: another process (tsx bench/scale-seed.ts) is seeding this size; wait for it.
  while (process.env.BENCH_SCALE_WAIT === '1') {
    const done = await admin.query(
      `SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'bench_scale_seeded'`,
      [schema],
    );
    if (done.rowCount) break;
    await new Promise((r) => setTimeout(r, 10_000));
  }
  let copied = false;
  try {
    const kept = await admin.query(
      `SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'bench_scale_seeded'`,
      [schema],
    );
    if (kept.rowCount && process.env.BENCH_SCALE_RESEED !== '1') {
      return { schema, copySeconds: null, rebuildSeconds: null };
    }
    // A run stopped during the rebuild resumes there: the reports are all in.
    const reports = await admin.query(
      `SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'symptom_reports'`,
      [schema],
    );
    if (reports.rowCount && process.env.BENCH_SCALE_RESEED !== '1') {
      const n = await admin.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.symptom_reports`);
      copied = Number(n.rows[0]!.n) === total;
    }
    if (!copied) {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(`CREATE SCHEMA ${schema}`);
    }
  } finally {
    await admin.end();
  }
  if (!copied) {
    const db = await openPostgres({ connectionString: url, schema, max: 2 });
    await migrate(db);
    // The two years' monthly partitions before the COPY (migration 1420), so no row lands in the default one.
    const now = new Date();
    await addMonths(
      db,
      Array.from({ length: Math.ceil(DAYS / 28) + 1 }, (_, i) =>
        monthStart(new Date(now.getTime() - DAYS * 86_400_000), i),
      ),
    );
    await db.close();
  }
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    let copySeconds: number | null = null;
    if (!copied) {
      const places = loadPlaces(geodir);
      await client.query('ALTER TABLE symptom_reports DISABLE TRIGGER USER');
      const t0 = performance.now();
      await pipeline(
        Readable.from(rows(total, places, Date.now())),
        client.query(
          copyFrom(
            'COPY symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state) FROM STDIN',
          ),
        ),
      );
      copySeconds = (performance.now() - t0) / 1000;
      await client.query('ALTER TABLE symptom_reports ENABLE TRIGGER USER');
    }
    const t1 = performance.now();
    await rebuildInParallel(client, url, schema);
    const rebuildSeconds = (performance.now() - t1) / 1000;
    await client.query('ANALYZE');
    await client.query(`CREATE TABLE bench_scale_seeded AS SELECT ${total}::bigint AS total, now() AS at`);
    return { schema, copySeconds, rebuildSeconds };
  } finally {
    await client.end();
  }
}

// `tsx bench/scale-seed.ts N`: seeds one size ahead of a run.
if (require.main === module) {
  const n = Number(process.argv[2]);
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url || !n) throw new Error('usage: TEST_DATABASE_URL=... tsx bench/scale-seed.ts <reports>');
  seedScale(url, n, process.env.GEODATA_SOURCE || path.join(__dirname, '../test/fixtures/geodata')).then(
    (s) => console.log(JSON.stringify(s)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
