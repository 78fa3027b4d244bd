import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScanClustersResponse } from '@healthwatch/contracts';
import { buildApp } from '../../src/app';
import { allowBackdatedSeeds, DRIVERS } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

/**
 * Issue 33 item 4 end to end: the area pass runs the space-time scan over the postal codes that reported, stores
 * its clusters, and GET /api/analytics/scan-clusters shows a cluster that straddles a district line, as a watch.
 * The gazetteer is a hand-written 6 × 4 grid of codes about 2 km apart (west half district West, east half
 * district East) beside the fixture files of the other countries.
 */
const GRID = Array.from({ length: 24 }, (_, i) => ({ pin: String(411001 + i), row: Math.floor(i / 6), col: i % 6 }));
const ON_THE_LINE = ['411008', '411009', '411010', '411014', '411015', '411016'];

function gazetteerDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-scan-geo-'));
  for (const f of fs.readdirSync(FIXTURE_GEODATA_DIR).filter((f) => f.endsWith('.txt') && f !== 'IN.txt'))
    fs.copyFileSync(path.join(FIXTURE_GEODATA_DIR, f), path.join(dir, f));
  const lines = GRID.map(
    ({ pin, row, col }) =>
      `IN\t${pin}\tPlace ${pin}\tMaharashtra\t16\t${col < 3 ? 'West' : 'East'}\t5${col < 3 ? 1 : 2}\t\t\t${(18.5 + row * 0.018).toFixed(3)}\t${(73.8 + col * 0.019).toFixed(3)}\t4`,
  );
  fs.writeFileSync(path.join(dir, 'IN.txt'), `${lines.join('\n')}\n`);
  return dir;
}

describe.each(DRIVERS)('the space-time scan in the area pass, on %s', (driver) => {
  let t: TestApp;
  let dir: string;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as ScanClustersResponse };
  };

  beforeAll(async () => {
    dir = gazetteerDir();
    t = await createTestApp(driver, { areas: { geodataDir: dir, passes: false } });
    await allowBackdatedSeeds(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers "not scanned yet" before the first pass', async () => {
    const { status, body } = await get('/api/analytics/scan-clusters?location=India');
    expect(status).toBe(200);
    expect(body).toEqual({ country: 'IN', scannedAt: null, data: [] });
  });

  it('refuses a location it does not know, a limit outside 1–20 and a field it does not take', async () => {
    const codeOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return [res.statusCode, (res.json() as { code: string }).code];
    };
    expect(await codeOf('/api/analytics/scan-clusters?location=Atlantis')).toEqual([400, 'unknown-location']);
    expect(await codeOf('/api/analytics/scan-clusters?location=India&limit=21')).toEqual([400, 'validation-range']);
    expect(await codeOf('/api/analytics/scan-clusters?location=India&tier=alert')).toEqual([
      400,
      'validation-not-accepted',
    ]);
  });

  it('finds dengue in six codes across the line between two districts, and nothing in a quiet country', async () => {
    // 400 days of 0–6 dengue reports a day in every code (a fixed pseudo-random pattern, so one code's day of 6 is
    // common), then 6 more a day in the six codes on the line over the last two days, spread over the day's hours.
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
       SELECT 'IN', pin, ARRAY['Fever'], 'dengue', 'mild',
              date_trunc('day', now(), 'UTC') - make_interval(days => d) + make_interval(hours => (5 * k) % 24)
         FROM unnest($1::text[]) AS pin, generate_series(0, 400) AS d,
              LATERAL generate_series(1, abs(hashtext(pin || ':' || d)) % 7) AS k`,
      [GRID.map((g) => g.pin)],
    );
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
       SELECT 'IN', pin, ARRAY['Fever'], 'dengue', 'mild',
              date_trunc('day', now(), 'UTC') - make_interval(days => d) + make_interval(hours => k, mins => 10)
         FROM unnest($1::text[]) AS pin, generate_series(0, 1) AS d, generate_series(1, 6) AS k`,
      [ON_THE_LINE],
    );
    const summary = await t.app.areas!.runPass(new Date());
    expect(summary.clusters).toBeGreaterThanOrEqual(1);

    const { status, body } = await get('/api/analytics/scan-clusters?location=in.s.maharashtra&limit=3');
    expect(status).toBe(200);
    expect(body.country).toBe('IN');
    expect(body.scannedAt).not.toBeNull();
    const [cluster] = body.data;
    expect(cluster).toMatchObject({ country: 'IN', illness: 'dengue', tier: 'watch', referenceDays: 365 });
    expect(cluster!.pValue).toBeLessThanOrEqual(0.01);
    expect(cluster!.places).toBeGreaterThanOrEqual(4);
    expect(cluster!.areas.map((a) => a.name).sort()).toEqual(['East', 'West']);
    expect(body.data.length).toBeLessThanOrEqual(3);

    const quiet = await get('/api/analytics/scan-clusters?location=us.s.new-york');
    expect(quiet.status).toBe(200);
    expect(quiet.body.scannedAt).not.toBeNull();
    expect(quiet.body.data).toEqual([]);
  }, 120_000);

  it('stores the days it scanned, so an API started later judges today against them, until past days change', async () => {
    const epochNow = async () =>
      (await t.db.query<{ n: string }>('SELECT n::text AS n FROM report_map_epoch')).rows[0]!.n;
    const stored = async () =>
      (
        await t.db.query<{ n: number; epochs: string[] }>(
          `SELECT count(*)::int AS n, coalesce(array_agg(DISTINCT epoch), '{}') AS epochs
             FROM analytics_scan_maxima WHERE country = 'IN' AND illness = 'dengue'`,
        )
      ).rows[0]!;
    // The reference year before the guard, under today's epoch.
    expect(await stored()).toEqual({ n: 365, epochs: [await epochNow()] });

    // Stored days made to look far busier than any real day: a process that reads them, rather than scanning the
    // year again, finds the same cylinder ordinary.
    await t.db.query(
      `UPDATE analytics_scan_maxima SET maxima = (
         SELECT array_agg(1000 + 1000 * m ORDER BY i) FROM unnest(maxima) WITH ORDINALITY AS u(m, i))`,
    );
    const later = await buildApp({
      db: t.db,
      geocoder: t.geocoder,
      writeRateLimit: 0,
      areas: { geodataDir: dir, passes: false },
    });
    try {
      await later.ready();
      await later.areas!.runPass(new Date());
      const { body } = await get('/api/analytics/scan-clusters?location=India');
      expect(body.data.filter((c) => c.illness === 'dengue')).toEqual([]);
    } finally {
      await later.close();
    }

    // A back-dated import of a located report moves report_map_epoch (as a delete would): the stored days no longer
    // hold, so the next pass scans the year again (and finds the cluster), and stores it under the new epoch.
    const before = await epochNow();
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       VALUES ('IN', '411001', ARRAY['Fever'], 'dengue', 'mild', now() - interval '100 days', 18.5, 73.8)`,
    );
    expect(await epochNow()).not.toBe(before);
    await t.app.areas!.runPass(new Date());
    const { body } = await get('/api/analytics/scan-clusters?location=India');
    expect(body.data[0]).toMatchObject({ illness: 'dengue', places: expect.any(Number) });
    expect(body.data[0]!.pValue).toBeLessThanOrEqual(0.01);
    expect(await stored()).toEqual({ n: 365, epochs: [await epochNow()] });
  }, 120_000);

  it('marks a cluster whose reports are mostly demo data, as an alert is', async () => {
    const first = async () => (await get('/api/analytics/scan-clusters?location=India')).body.data[0]!;
    expect(await first()).not.toHaveProperty('demo');
    await t.db.query(
      `INSERT INTO demo_reports (report_id)
       SELECT id FROM symptom_reports WHERE pin_code = ANY($1::text[]) AND created_at >= now() - interval '8 days'`,
      [ON_THE_LINE],
    );
    await t.app.areas!.runPass(new Date());
    expect(await first()).toMatchObject({ illness: 'dengue', demo: true });
  }, 120_000);
});
