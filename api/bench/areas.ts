/**
 * npm run bench:areas -w api — one background area pass at BENCH_REPORTS
 * reports (default 1,000,000) spread over the 15 countries' real postal codes
 * (GEODATA_SOURCE, required), 365 days, with a few outbreaks in the last
 * days; PGlite in this process (BENCH_DATABASE_URL: PostgreSQL).
 *
 * Prints the pass's time and what it did, and API request latency p50/p95/p99
 * measured by a separate client process (sequential requests over HTTP,
 * rotating over area search, area analytics and the alerts feed) while idle
 * and while the pass runs, side by side with the ratio.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  COUNTRY_CODES,
  type CountryCode,
  hasPostalShape,
  ILLNESS_TYPES,
  type ScanClustersResponse,
} from '@healthwatch/contracts';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { loadGazetteer } from '../src/geocode/gazetteer';
import { createGeocoder } from '../src/geocode/geocoder';
import { postalKey } from '../src/geocode/normalise';
import { CURRENT_DAYS } from '../src/analytics/areas/assess-areas';
import { CLUSTERS_PER_COUNTRY } from '../src/analytics/areas/scan-clusters';
import { readScanClusters } from '../src/analytics/areas/scan-store';
import { distanceKm, type ScanPlace } from '@healthwatch/outbreak-engine';
import { PG_URL, withPgSchema } from './harness';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const IDLE_REQUESTS = Number(process.env.BENCH_IDLE_REQUESTS ?? 400);
const SOURCE = process.env.GEODATA_SOURCE;
/**
 * Passes on earlier days, without plants, that measure false alerts per subscribed area: 30 of 3 days each, with the
 * current pass 93 days, so a rate per 90 days is observed rather than extrapolated.
 */
const QUIET_PASSES = Number(process.env.BENCH_QUIET_PASSES ?? 30);

/** A deterministic shuffle (mulberry32), so runs seed alike. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function seed(db: Database, codes: Map<CountryCode, string[]>): Promise<void> {
  // A bulk load: triggers off, then the postal aggregate built as its migration backfills it.
  await db.exec('ALTER TABLE symptom_reports DISABLE TRIGGER USER');
  const perCountry = Math.ceil(REPORTS / codes.size);
  // The codes in a table: indexing a 40,000-element array parameter per row is quadratic.
  await db.exec('CREATE TEMP TABLE bench_codes (country text, i int, code text, PRIMARY KEY (country, i))');
  for (const [country, list] of codes)
    await db.query(
      'INSERT INTO bench_codes SELECT $1, i - 1, code FROM unnest($2::text[]) WITH ORDINALITY AS u(code, i)',
      [country, list],
    );
  for (const [country, list] of codes) {
    // Reports concentrate on some codes as people do in cities: code i of the
    // shuffled list is drawn with weight ~ 1/(i+1) (random()^3 skews low).
    for (let done = 0; done < perCountry; done += 100_000) {
      await db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
         SELECT $1, c.code, ARRAY['Fever'], g.illness, 'mild', g.at
           FROM (SELECT floor(random() ^ 3 * $2::int)::int AS i,
                        ($4::text[])[1 + floor(8 * random() ^ 2)::int] AS illness,
                        now() - make_interval(days => floor(random() * 365)::int, mins => floor(random() * 1440)::int) AS at
                   FROM generate_series(1, $3::int)) g
           JOIN bench_codes c ON c.country = $1 AND c.i = g.i`,
        [country, list.length, Math.min(100_000, perCountry - done), [...ILLNESS_TYPES]],
      );
    }
    // An outbreak: 40 dengue reports a day over the last 2 days at the country's busiest code, from 40 people
    // (address buckets, as the API stores them) over the hours before the time of the run: corroborated as an
    // outbreak is (analytics README "Watch and alert"), where 40 in one minute from one client would not be.
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, address_bucket)
       SELECT $1, $2, ARRAY['Fever'], 'dengue', 'moderate', now() - make_interval(days => d, mins => 1 + 13 * k), k
       FROM generate_series(0, 1) d, generate_series(1, 40) k`,
      [country, list[0]],
    );
  }
  await db.exec('DROP TABLE bench_codes');
  await db.exec('ALTER TABLE symptom_reports ENABLE TRIGGER USER');
  await db.exec(`
    DELETE FROM analytics_postal_daily;
    INSERT INTO analytics_postal_daily (country, postal_key, day, illness_type, count)
    SELECT r.country, postal_key(r.country, r.pin_code), (r.created_at AT TIME ZONE 'UTC')::date, r.illness_type, count(*)
    FROM symptom_reports r GROUP BY 1, 2, 3, 4;
    ANALYZE;`);
}

interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Answers other than 200, by status and path (a 400 here is the bench's request, a 429 the rate limit, a 5xx ours). */
  refused: Record<string, number>;
}

/**
 * Sequential GETs from a child process (its own event loop and CPU time):
 * `count` requests, or until the parent says stop when count is 0.
 */
function load(urls: string[], count: number): { done: Promise<Latency>; stop(): void } {
  const script = `
    const urls = ${JSON.stringify(urls)};
    const count = ${count};
    let stop = false;
    process.on('message', () => { stop = true; });
    (async () => {
      const ms = []; let errors = 0; const refused = {};
      for (let i = 0; count ? i < count : !stop; i++) {
        const t0 = performance.now();
        const r = await fetch(urls[i % urls.length]);
        await r.arrayBuffer();
        ms.push(performance.now() - t0);
        if (r.status !== 200) {
          errors++;
          const key = r.status + ' ' + new URL(urls[i % urls.length]).pathname;
          refused[key] = (refused[key] || 0) + 1;
        }
      }
      ms.sort((a, b) => a - b);
      const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))];
      // Closing the channel after the answer lets this process (and so the benchmark) exit.
      process.send({ n: ms.length, p50: q(0.5), p95: q(0.95), p99: q(0.99), errors, refused }, () => process.disconnect());
    })();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<Latency>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Latency));
    child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited ${code}`)));
  });
  return { done, stop: () => child.send('stop') };
}

const fmt = (l: Latency) =>
  `${l.p50.toFixed(1).padStart(7)} ${l.p95.toFixed(1).padStart(7)} ${l.p99.toFixed(1).padStart(7)}   (${l.n} requests, ${l.errors} errors${l.errors ? `: ${JSON.stringify(l.refused)}` : ''})`;

async function run(db: Database, label: string): Promise<void> {
  await migrate(db);
  const { indexes } = await loadGazetteer(SOURCE!);
  const codes = new Map<CountryCode, string[]>();
  for (const c of COUNTRY_CODES) {
    const idx = indexes.get(c);
    if (idx)
      codes.set(
        c,
        shuffled(
          [...idx.byKey.values()].map((e) => e.code),
          7,
        ),
      );
  }
  const t0 = performance.now();
  await seed(db, codes);
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_postal_daily');
  console.log(
    `${label}: ${REPORTS.toLocaleString('en')} reports over ${codes.size} countries seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${Number(rows.rows[0]!.n).toLocaleString('en')} postal-day-illness rows)`,
  );

  const app = await buildApp({
    db,
    geocoder: createGeocoder({ indexes }),
    writeRateLimit: 0,
    areas: { geodataDir: SOURCE!, passes: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const ready = await app.areas!.ready();
  console.log(
    `area index: ${ready.areas.toLocaleString('en')} areas loaded in the worker in ${(ready.millis / 1000).toFixed(1)} s`,
  );

  // A first pass fills the verdict table, so the requests below find areas.
  const first = await app.areas!.runPass(new Date());
  console.log(
    `first pass (fills the tables): ${(first.millis / 1000).toFixed(1)} s, of which the space-time scan's reference year ${(first.scanMillis / 1000).toFixed(1)} s`,
  );
  const areas = await db.query<{ area_id: string; name: string }>(
    'SELECT area_id, name FROM analytics_area_verdicts ORDER BY reports DESC LIMIT 60',
  );
  const urls: string[] = [];
  for (const [i, a] of areas.rows.entries()) {
    urls.push(`${base}/api/analytics/areas?q=${encodeURIComponent(a.name.slice(0, 3))}&limit=10`);
    // Different period each time round: no answer comes from the 15 s response cache twice in a row.
    urls.push(
      `${base}/api/analytics/health-trends?period=${[7, 30, 90][i % 3]}&location=${encodeURIComponent(a.area_id)}`,
    );
    const country = a.area_id.split('.')[0]!.toUpperCase() as CountryCode;
    // A code a visitor can type: the gazetteer also keys France's CEDEX codes ("75021 CEDEX 01"), which the feed
    // refuses by their shape (400), so those are skipped here (the seed keeps them).
    const typed = codes.get(country)!.filter((c) => hasPostalShape(country, c));
    const code = typed[i % typed.length]!;
    urls.push(`${base}/api/alerts/feed?country=${country}&postalCode=${encodeURIComponent(code)}`);
  }
  // Warm-up, then idle.
  await load(urls, 60).done;
  const idle = await load(urls, IDLE_REQUESTS).done;

  const busyLoad = load(urls, 0);
  const t1 = performance.now();
  const pass = await app.areas!.runPass(new Date());
  const wall = (performance.now() - t1) / 1000;
  busyLoad.stop();
  const busy = await busyLoad.done;

  console.log(
    `\nbackground pass over all areas: ${wall.toFixed(1)} s wall (worker: ${(pass.millis / 1000).toFixed(1)} s, of which reading ${(pass.readMillis / 1000).toFixed(1)} s, judging alarms for the public ${(pass.judgeMillis / 1000).toFixed(1)} s, the space-time scan ${(pass.scanMillis / 1000).toFixed(1)} s with ${pass.clusters} clusters at its line)`,
  );
  console.log(
    `  ${pass.rows.toLocaleString('en')} postal-day-illness rows read; ${pass.areasWithReports.toLocaleString('en')} areas with reports, ${pass.assessed.toLocaleString('en')} with a verdict (≥ 30 reports); ${pass.seriesScored.toLocaleString('en')} series scored by the detector; ${pass.alarms} current alarms (watch), of them ${pass.alerts} alerts in ${pass.events} events`,
  );
  console.log(`\nAPI requests (ms)          p50     p95     p99`);
  console.log(`  idle                 ${fmt(idle)}`);
  console.log(`  during the pass      ${fmt(busy)}`);
  console.log(
    `  ratio p99 pass / idle: ${(busy.p99 / idle.p99).toFixed(2)}  (p95 ${(busy.p95 / idle.p95).toFixed(2)})`,
  );
  const today = await tierRows(db);
  const todayClusters = await scanRows(db);

  // Another API process (a restart, or a second replica claiming the pass) on the same database: its first pass
  // reads the stored maxima (analytics_scan_maxima) instead of scanning every series' reference year.
  const second = await buildApp({
    db,
    geocoder: createGeocoder({ indexes }),
    writeRateLimit: 0,
    areas: { geodataDir: SOURCE!, passes: false },
  });
  await second.areas!.ready();
  const again = await second.areas!.runPass(new Date());
  await second.close();
  console.log(
    `\na second API process's first pass: ${(again.millis / 1000).toFixed(1)} s, of which the space-time scan ${(again.scanMillis / 1000).toFixed(1)} s with ${again.clusters} clusters (it reads the stored maxima; without them its scan would cost the first pass's ${(first.scanMillis / 1000).toFixed(1)} s)`,
  );
  // Quiet passes: the same detector on earlier days, when nothing was planted. Each looks at its own 3 current
  // days (CURRENT_DAYS), disjoint from the others' and from the plants' (the last 2 days), so every alert event
  // they make is a false one, and their count over those days is a false-alert rate.
  const quiet: Row[][] = [];
  const quietClusters: ClusterRow[][] = [];
  const t2 = performance.now();
  for (let k = 1; k <= QUIET_PASSES; k++) {
    await app.areas!.runPass(new Date(Date.now() - k * CURRENT_DAYS * 86_400_000));
    quiet.push(await tierRows(db));
    quietClusters.push(await scanRows(db));
  }
  console.log(
    `\n${QUIET_PASSES} quiet passes (ending ${CURRENT_DAYS}, ${2 * CURRENT_DAYS}, … ${QUIET_PASSES * CURRENT_DAYS} days ago) in ${((performance.now() - t2) / 1000).toFixed(1)} s`,
  );
  await plantedFound(app, codes, today, quiet, pass.assessed);
  const plantAt = new Map<string, ScanPlace>();
  for (const [country, list] of codes) {
    const at = indexes.get(country)!.byKey.get(postalKey(country, list[0]!));
    if (at) plantAt.set(country, at);
  }
  scanFound(plantAt, todayClusters, quietClusters);
  await app.close();
}

interface Row {
  area_id: string;
  name: string;
  illness: string;
  tier: string;
  event_id: string | null;
  day: string;
  days: number;
  observed: number;
  expected: number;
  threshold: number;
  p_value: number | null;
  places: number;
  hours: number;
  source_share: number | null;
}

const tierRows = async (db: Database) =>
  (
    await db.query<Row>(
      `SELECT a.area_id, v.name, a.illness, a.tier, a.event_id, a.day::text AS day, a.days, a.observed, a.expected,
              a.threshold, a.p_value, a.places, a.hours, a.source_share
         FROM analytics_area_alarms a JOIN analytics_area_verdicts v USING (area_id)`,
    )
  ).rows;

/**
 * The per-series figures (every current alarm, the watch tier) beside the alert tier's events: how many touch a
 * planted outbreak (dengue or all reports in an area holding the planted code) and the share that do (PPV); then
 * false signals per subscribed area per 90 days. A subscriber follows an area (push, feed and panel are per area);
 * a false signal reaches it when a signal not matching a plant includes that area: for the watch tier one per
 * alarming series, for the alert tier one per event however many of its members lie in the area. Counted over the
 * current pass (its non-planted signals) and the quiet passes, i.e. over 3 × (1 + quiet passes) days, scaled to 90
 * days, and averaged over the areas with a verdict (the only ones that can alarm); the worst area beside it.
 */
async function plantedFound(
  app: Awaited<ReturnType<typeof buildApp>>,
  codes: Map<CountryCode, string[]>,
  rows: Row[],
  quiet: Row[][],
  areasWithVerdict: number,
): Promise<void> {
  const planted = new Map<string, string>();
  for (const [country, list] of codes)
    for (const a of (await app.areas!.areasOfPostalCode(country, list[0]!)) ?? []) planted.set(a.id, country);
  const hits = (r: Row) => planted.has(r.area_id) && (r.illness === 'dengue' || r.illness === 'all');
  // An alert row outside any multi-area event is an event of its own series.
  const eventKey = (r: Row) => r.event_id ?? `${r.area_id}|${r.illness}`;
  const eventsOf = (tierRows: Row[]) => {
    const events = new Map<string, { hit: boolean; areas: Set<string>; rows: Row[] }>();
    for (const r of tierRows.filter((x) => x.tier === 'alert')) {
      const e = events.get(eventKey(r)) ?? { hit: false, areas: new Set<string>(), rows: [] };
      e.hit ||= hits(r);
      e.areas.add(r.area_id);
      e.rows.push(r);
      events.set(eventKey(r), e);
    }
    return [...events.values()];
  };
  const events = eventsOf(rows);
  const found = (tierRows: Row[]) => new Set(tierRows.filter(hits).map((r) => planted.get(r.area_id))).size;
  const alertRows = rows.filter((x) => x.tier === 'alert');
  const eventHits = events.filter((e) => e.hit).length;
  const watchHits = rows.filter(hits).length;
  // Every plant begins the day before the pass, so a plant found is found within 2 days of its onset (≤ 7).
  console.log(
    `\nplanted outbreaks (${codes.size}, one per country; onset the day before the pass)   found ≤ 7 days   signals   PPV`,
  );
  console.log(
    `  per series (watch: every current alarm)                     ${`${found(rows)} (${pct(found(rows), codes.size)})`.padStart(12)}   ${String(rows.length).padStart(7)}   ${(watchHits / Math.max(1, rows.length)).toFixed(2)}`,
  );
  console.log(
    `  alert events                                                ${`${found(alertRows)} (${pct(found(alertRows), codes.size)})`.padStart(12)}   ${String(events.length).padStart(7)}   ${(eventHits / Math.max(1, events.length)).toFixed(2)}`,
  );

  const watchFalse = new Map<string, number>();
  const alertFalse = new Map<string, number>();
  const alertFalseOnce = new Map<string, number>();
  const bump = (m: Map<string, number>, area: string) => m.set(area, (m.get(area) ?? 0) + 1);
  const passes = [rows, ...quiet];
  for (const [k, passRows] of passes.entries()) {
    for (const r of passRows) if (k > 0 || !hits(r)) bump(watchFalse, r.area_id);
    // The pass before in time is k + 1. Hourly in the product, an alarm still current is updated, not announced
    // again; passes 3 days apart cannot see that, so an alert whose days overlap the same series' alert in the
    // pass before (the same reports) is that excess seen again, and an event of only such alerts is not new.
    const before = passes[k + 1] ?? [];
    const seenAgain = (r: Row) =>
      before.some(
        (b) =>
          b.tier === 'alert' &&
          b.area_id === r.area_id &&
          b.illness === r.illness &&
          firstDay(r) <= b.day &&
          firstDay(b) <= r.day,
      );
    for (const e of eventsOf(passRows)) {
      if (k === 0 && e.hit) continue;
      for (const a of e.areas) bump(alertFalse, a);
      if (!e.rows.every(seenAgain)) for (const a of e.areas) bump(alertFalseOnce, a);
    }
  }
  const days = CURRENT_DAYS * (1 + quiet.length);
  // Every false alert event, with the series behind it: what a subscriber would have heard, and why.
  console.log(`\nfalse alert events (pass k ends ${CURRENT_DAYS}·k days ago; k = 0 is the pass with the plants)`);
  console.log(
    '  k   area (series)                               day         days  observed  expected  p-value    places hours share',
  );
  for (const [k, passRows] of [rows, ...quiet].entries()) {
    for (const r of eventsOf(passRows)
      .filter((e) => k > 0 || !e.hit)
      .flatMap((e) => e.rows))
      console.log(
        `  ${String(k).padStart(2)}  ${`${r.name} (${r.illness})`.slice(0, 42).padEnd(42)}  ${r.day}  ${String(r.days).padStart(4)}  ${String(r.observed).padStart(8)}  ${Number(r.expected).toFixed(2).padStart(8)}  ${(r.p_value ?? Number.NaN).toExponential(1).padStart(8)}  ${String(r.places).padStart(6)} ${String(r.hours).padStart(5)} ${r.source_share ?? '-'}`,
      );
  }
  if (process.env.BENCH_DUMP)
    writeFileSync(process.env.BENCH_DUMP, JSON.stringify({ planted: [...planted.keys()], passes: [rows, ...quiet] }));
  const per90 = (m: Map<string, number>) => {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const worst = [...m.entries()].sort((a, b) => b[1] - a[1])[0];
    const over = [...m.values()].filter((n) => (n * 90) / days > 1).length;
    return `${((total * 90) / days / Math.max(1, areasWithVerdict)).toFixed(4).padStart(8)}   ${(worst ? ((worst[1] * 90) / days).toFixed(2) : '0').padStart(6)} (${worst ? `${worst[0]}: ${worst[1]} in ${days} days` : '-'})   ${`${over} (${pct(over, areasWithVerdict)})`.padStart(10)}`;
  };
  console.log(
    `\nfalse signals per subscribed area per 90 days (observed over ${1 + quiet.length} passes of ${CURRENT_DAYS} days, ${days} days: this pass's non-planted signals and the quiet passes'; ${areasWithVerdict.toLocaleString('en')} areas with a verdict)`,
  );
  console.log('                                               mean     worst area                 areas > 1');
  console.log(`  per series (watch: each alarming series)  ${per90(watchFalse)}`);
  console.log(`  alert (each event including the area)     ${per90(alertFalse)}`);
  console.log(`  alert, an excess seen again counted once  ${per90(alertFalseOnce)}`);
}

type ClusterRow = ScanClustersResponse['data'][number];

/** Every country's current clusters, as the route reads them. */
const scanRows = async (db: Database) =>
  (await Promise.all(COUNTRY_CODES.map((c) => readScanClusters(db, c, CLUSTERS_PER_COUNTRY)))).flatMap((r) => r.data);

/**
 * The space-time scan's own sensitivity on the same plants, beside the area detector's lines above: a cluster finds
 * a plant when it is dengue in the plant's country and its cylinder holds the planted code's centroid. Its false
 * clusters are the current pass's others and every quiet pass's, per country and per scanned day (a pass scans one
 * day, its last, so the quiet passes' days are disjoint), the unit of the engine's false-signal line. A cluster is
 * a watch only: this is what the analytics page's section would show, not what is pushed.
 */
function scanFound(plantAt: Map<string, ScanPlace>, rows: ClusterRow[], quiet: ClusterRow[][]): void {
  const hits = (r: ClusterRow) => {
    const at = plantAt.get(r.country);
    // A code at the cylinder's edge is inside it: the radius is that code's distance, rounded to 0.1 km by the route.
    return r.illness === 'dengue' && !!at && distanceKm(at, r) <= r.radiusKm + 0.05;
  };
  const hit = rows.filter(hits);
  const found = new Set(hit.map((r) => r.country)).size;
  const falses = [rows.filter((r) => !hits(r)), ...quiet].flat();
  const falseTotal = falses.length;
  const passes = 1 + quiet.length;
  const byCountry = new Map<string, number>();
  for (const r of falses) byCountry.set(r.country, (byCountry.get(r.country) ?? 0) + 1);
  const worst = [...byCountry.entries()].sort((a, b) => b[1] - a[1])[0];
  console.log(
    `\nspace-time scan (watch only; clusters at p ≤ 0.01, at most 20 a country)   found ≤ 7 days   clusters   PPV`,
  );
  console.log(
    `  planted outbreaks (${plantAt.size})                                          ${`${found} (${pct(found, plantAt.size)})`.padStart(12)}   ${String(rows.length).padStart(8)}   ${(hit.length / Math.max(1, rows.length)).toFixed(2)}`,
  );
  console.log(
    `  false clusters over ${passes} scanned days: ${falseTotal}, per country per day ${(falseTotal / passes / Math.max(1, plantAt.size)).toFixed(3)}, per country-illness per day ${(falseTotal / passes / Math.max(1, plantAt.size) / ILLNESS_TYPES.length).toFixed(4)}; most: ${worst ? `${worst[0]} ${worst[1]}` : '-'}`,
  );
}

/** The first day of an alarm's window, as YYYY-MM-DD (compared as text, as `day` is). */
const firstDay = (r: Row) => new Date(Date.parse(r.day) - (r.days - 1) * 86_400_000).toISOString().slice(0, 10);

const pct = (n: number, of: number) => `${Math.round((100 * n) / Math.max(1, of))} %`;

async function main(): Promise<void> {
  if (!SOURCE) throw new Error('set GEODATA_SOURCE to the gazetteer folder (the postal files of the 15 countries)');
  const pgUrl = PG_URL;
  if (pgUrl && process.env.BENCH_DRIVER === 'postgres') {
    await withPgSchema(async (schema) => {
      const db = await openPostgres({ connectionString: pgUrl, schema, max: 8 });
      try {
        await run(db, 'PostgreSQL');
      } finally {
        await db.close();
      }
    });
    return;
  }
  const db = await openPglite();
  try {
    await run(db, 'PGlite');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
