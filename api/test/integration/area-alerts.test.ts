import type { AreaAlarm, AreasResponse, OutbreakPredictionResponse } from '@healthwatch/contracts';
import { parseFeed } from '@rowanmanning/feed-parser';
import { allowBackdatedSeeds, DRIVERS, seededDaysAgo } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';
import type { Queryable } from '../../src/db/database';

/**
 * Reports a day (SQL expression in d, days ago) for one postal code and illness, from daysAgoFrom to daysAgoTo.
 * `spread`: the day's reports come in over its hours (the k-th at 7k hours after midnight, mod 24), as an
 * outbreak's do, instead of all in one minute, as one client's flood does; only a spread excess is an alert.
 */
async function seed(
  db: Queryable,
  o: { country: string; pin: string; illness: string; from: number; to: number; perDay: string; spread?: boolean },
) {
  const at = o.spread
    ? `date_trunc('day', now(), 'UTC') - make_interval(days => d) + make_interval(hours => (7 * k) % 24, mins => 30)`
    : seededDaysAgo('d');
  await db.query(
    `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
     SELECT $1, $2, ARRAY['Fever'], $3, 'mild', ${at}
       FROM generate_series($4::int, $5::int) AS d, LATERAL generate_series(1, (${o.perDay})::int) AS k`,
    [o.country, o.pin, o.illness, o.to, o.from],
  );
}

describe.each(DRIVERS)('area detection, area search and the alerts feed on %s', (driver) => {
  let t: TestApp;
  const raised: AreaAlarm[] = [];
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    const json = /json/.test(String(res.headers['content-type']));
    return { status: res.statusCode, body: (json ? res.json() : null) as T, res };
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false } });
    await allowBackdatedSeeds(t.db);
    // Mumbai (400001): steady flu for 150 days; dengue 0–1 a day, then 12 a day over the last 3 days.
    await seed(t.db, { country: 'IN', pin: '400001', illness: 'flu', from: 150, to: 0, perDay: '3 + (d % 3)' });
    await seed(t.db, { country: 'IN', pin: '400001', illness: 'dengue', from: 150, to: 3, perDay: '(d % 2)' });
    await seed(t.db, { country: 'IN', pin: '400001', illness: 'dengue', from: 2, to: 0, perDay: '12', spread: true });
    // São Paulo: steady, no outbreak. Rio: too few reports for a verdict.
    await seed(t.db, { country: 'BR', pin: '01000-000', illness: 'covid', from: 120, to: 0, perDay: '2 + (d % 2)' });
    await seed(t.db, { country: 'BR', pin: '20000-000', illness: 'flu', from: 10, to: 0, perDay: '1' });
    // Berlin: more people report from 6 days ago (covid and the rest double), then flu breaks out (2–3 a day to 20).
    await seed(t.db, { country: 'DE', pin: '10115', illness: 'covid', from: 150, to: 7, perDay: '6 + (d % 2)' });
    await seed(t.db, { country: 'DE', pin: '10115', illness: 'covid', from: 6, to: 0, perDay: '13' });
    await seed(t.db, { country: 'DE', pin: '10115', illness: 'other', from: 150, to: 7, perDay: '4 + (d % 2)' });
    await seed(t.db, { country: 'DE', pin: '10115', illness: 'other', from: 6, to: 0, perDay: '9' });
    await seed(t.db, { country: 'DE', pin: '10115', illness: 'flu', from: 150, to: 3, perDay: '2 + (d % 2)' });
    await seed(t.db, { country: 'DE', pin: '10115', illness: 'flu', from: 2, to: 0, perDay: '20', spread: true });
    // Paris: flu and covid break out together over the last 3 days; the rest of its reports stay steady.
    await seed(t.db, { country: 'FR', pin: '75001', illness: 'covid', from: 150, to: 3, perDay: '8 + (d % 2)' });
    await seed(t.db, { country: 'FR', pin: '75001', illness: 'covid', from: 2, to: 0, perDay: '30' });
    await seed(t.db, { country: 'FR', pin: '75001', illness: 'other', from: 150, to: 0, perDay: '5 + (d % 2)' });
    await seed(t.db, { country: 'FR', pin: '75001', illness: 'flu', from: 150, to: 3, perDay: '2 + (d % 2)' });
    await seed(t.db, { country: 'FR', pin: '75001', illness: 'flu', from: 2, to: 0, perDay: '20' });
    t.app.areas!.onAlarm((a) => raised.push(a));
    const summary = await t.app.areas!.runPass(new Date());
    expect(summary.assessed).toBeGreaterThanOrEqual(4);
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs the detector per area and illness and raises each alarm once', async () => {
    const mumbai = raised.filter((a) => a.areaId === 'in.d.maharashtra.mumbai');
    expect(mumbai.map((a) => a.illness)).toContain('dengue');
    expect(mumbai.map((a) => a.illness)).not.toContain('flu');
    const dengue = mumbai.find((a) => a.illness === 'dengue')!;
    expect(dengue).toMatchObject({ observed: 12, days: 1 });
    expect(dengue.observed).toBeGreaterThan(dengue.threshold);
    expect(dengue.threshold).toBeGreaterThan(dengue.expected); // the day's own line, never 0
    expect(dengue.expected).toBeLessThan(2);
    expect(dengue.reportingRatio).toBe(1); // Mumbai's flu, the rest of its reports, stayed steady
    expect(raised.some((a) => a.areaId.startsWith('br.'))).toBe(false);
    const before = raised.length;
    await t.app.areas!.runPass(new Date());
    expect(raised.length).toBe(before); // still in alarm: not raised again
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics_area_alarms WHERE area_id = 'in.d.maharashtra.mumbai' AND illness = 'dengue'`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it("allows for a rise in the area's other reports, and says so with the alarm", async () => {
    const flu = raised.find((a) => a.areaId === 'de.s.berlin' && a.illness === 'flu')!;
    expect(flu).toBeDefined();
    // The other illnesses (covid and the rest) doubled: flu's expectation and threshold are twice its usual 2–3 a day.
    expect(flu.reportingRatio).toBeGreaterThan(1.7);
    expect(flu.reportingRatio).toBeLessThan(2.3);
    expect(flu.expected).toBeGreaterThan(3.5 * flu.days);
    expect(flu.observed).toBeGreaterThan(flu.threshold);
    const stored = await get<{ data: AreaAlarm[] }>(
      '/api/analytics/area-alarms?south=52&west=13&north=53&east=14&tier=watch',
    );
    expect(stored.body.data.find((a) => a.areaId === 'de.s.berlin' && a.illness === 'flu')).toMatchObject({
      reportingRatio: flu.reportingRatio,
      expected: flu.expected,
    });
    // Every report together has nothing beside it to compare with: never scaled.
    expect(stored.body.data.filter((a) => a.illness === 'all').every((a) => a.reportingRatio === 1)).toBe(true);

    const feed = parseFeed((await get('/api/alerts/feed?country=DE&postalCode=10115&illness=flu')).res.body);
    // Berlin's state, district and city alarm together: one event, one entry, named by the most specific place.
    expect(feed.items).toHaveLength(1);
    const entry = feed.items[0]!;
    expect(entry.title).toMatch(/^Flu: outbreak alarm in Berlin \(city\)$/);
    expect(entry.content).toMatch(/Also in alarm with it: [^<]*Berlin \(state\/region\)/);
    expect(entry.content).toMatch(/Reports from 1 postal code over \d+ hours/);
    expect(entry.content).toContain(
      `The area's other reports ran at ${flu.reportingRatio.toFixed(1)}× their usual level (more people reporting); the expected count allows for it.`,
    );
    // The analytics page's table says the same of the last 7 days.
    const berlin = await get<OutbreakPredictionResponse>(
      '/api/analytics/outbreak-prediction?location=de.s.berlin&timeframe=30',
    );
    const week = berlin.body.illnesses.find((i) => i.illness === 'flu')!;
    expect(week.reportingRatio).toBeGreaterThan(1.4);
    expect(week.reportingRatio).toBeLessThan(2.3);
    const fluNote = berlin.body.prediction.indicators.find(
      (i) => i.code === 'illnessAlarm' && i.params.illness === 'flu',
    );
    expect(fluNote?.params).toMatchObject({ days: 7, reportingRatio: week.reportingRatio });
    expect(fluNote?.code === 'illnessAlarm' && fluNote.params.alarmDays).toBeGreaterThan(0);
    const mumbai = parseFeed((await get('/api/alerts/feed?country=IN&postalCode=400001&illness=dengue')).res.body);
    expect(mumbai.items.length).toBeGreaterThan(0);
    expect(mumbai.items.every((i) => !/other reports ran/.test(i.content ?? ''))).toBe(true);
  });

  it("does not take another illness's outbreak for more people reporting", async () => {
    // Paris: covid broke out with flu, its other reports did not rise; each alarms against its usual level.
    const paris = raised.filter((a) => a.areaId.startsWith('fr.') && a.areaId.includes('paris'));
    for (const illness of ['flu', 'covid']) {
      const alarm = paris.find((a) => a.illness === illness);
      expect(alarm).toMatchObject({ reportingRatio: 1 });
      expect(alarm!.expected).toBeLessThan(illness === 'flu' ? 3.5 : 10);
    }
  });

  it('lists areas with a verdict, alarms first, searchable by folded prefix and paginated', async () => {
    const all = await get<AreasResponse>('/api/analytics/areas');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['in.s.maharashtra', 'in.d.maharashtra.mumbai', 'br.s.sao-paulo']));
    expect(ids).not.toContain('br.s.rio-de-janeiro'); // 11 reports: no verdict
    expect(all.body.data[0]!.verdict).toBe('alarm');
    const mumbai = all.body.data.find((a) => a.id === 'in.d.maharashtra.mumbai')!;
    expect(mumbai).toMatchObject({ name: 'Mumbai', level: 'district', country: 'IN', region: 'Maharashtra' });
    expect(mumbai.alarmIllnesses).toContain('dengue');
    const sao = all.body.data.find((a) => a.id === 'br.s.sao-paulo')!;
    expect(sao.verdict).toBe('no alarm');

    const folded = await get<AreasResponse>('/api/analytics/areas?q=SAO%20p');
    expect(folded.body.data.map((a) => a.name)).toEqual(expect.arrayContaining(['São Paulo']));
    expect(folded.body.data.every((a) => a.name.startsWith('São'))).toBe(true);
    expect((await get<AreasResponse>('/api/analytics/areas?q=mum')).body.data.map((a) => a.id)).toEqual([
      'in.d.maharashtra.mumbai',
    ]);
    expect((await get<AreasResponse>('/api/analytics/areas?q=%25')).body.total).toBe(0);

    const p1 = await get<AreasResponse>('/api/analytics/areas?limit=1&offset=0');
    const p2 = await get<AreasResponse>('/api/analytics/areas?limit=1&offset=1');
    expect(p1.body.total).toBe(all.body.total);
    expect(p1.body.data).toHaveLength(1);
    expect(p2.body.data[0]!.id).not.toBe(p1.body.data[0]!.id);
    expect((await get('/api/analytics/areas?limit=0')).status).toBe(400);
    expect((await get('/api/analytics/areas?country=ZZ')).status).toBe(400);
  });

  it('answers the analytics endpoints for an area id; an unknown area is a 400 { error }', async () => {
    const r = await get<OutbreakPredictionResponse>(
      '/api/analytics/outbreak-prediction?location=in.d.maharashtra.mumbai&timeframe=30',
    );
    expect(r.status).toBe(200);
    expect(r.body.data.location).toBe('Mumbai, Maharashtra (IN)');
    expect(r.body.illnesses.find((i) => i.illness === 'dengue')?.alarm).toBe(true);
    expect((await get('/api/analytics/health-trends?period=30&location=br.s.sao-paulo')).status).toBe(200);
    expect((await get('/api/analytics/seasonal-patterns?location=in.s.maharashtra')).status).toBe(200);
    // SPEC's places are unchanged.
    expect((await get('/api/analytics/outbreak-prediction?location=Mumbai')).status).toBe(200);
    for (const bad of ['in.d.maharashtra.atlantis', 'zz.s.nowhere', 'Atlantis']) {
      const res = await get<{ error: string }>(`/api/analytics/outbreak-prediction?location=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Unknown location/);
    }
  });

  it('lists current alarms inside a map view', async () => {
    const near = await get<{ data: AreaAlarm[] }>('/api/analytics/area-alarms?south=18&west=72&north=20&east=74');
    expect(near.status).toBe(200);
    expect(near.body.data.some((a) => a.areaId === 'in.d.maharashtra.mumbai' && a.illness === 'dengue')).toBe(true);
    const far = await get<{ data: AreaAlarm[] }>('/api/analytics/area-alarms?south=40&west=-80&north=45&east=-70');
    expect(far.body.data).toEqual([]);
    expect((await get('/api/analytics/area-alarms?south=0&west=0&north=100&east=1')).status).toBe(400);
    // The tier is one of two words; anything else is a 400 { error, code }, like every bad alert query.
    for (const bad of ['tier=public', 'tier=', 'tier=alert&tier=watch']) {
      const res = await get<{ error: string; code: string }>(
        `/api/analytics/area-alarms?south=18&west=72&north=20&east=74&${bad}`,
      );
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(typeof res.body.error).toBe('string');
      expect(typeof res.body.code).toBe('string');
    }
    // A watch names every current alarm, each labelled; the default (alerts) lists a subset, one per event.
    const watch = await get<{ data: AreaAlarm[] }>(
      '/api/analytics/area-alarms?south=18&west=72&north=20&east=74&tier=watch',
    );
    expect(watch.body.data.every((a) => a.tier === 'watch' || a.tier === 'alert')).toBe(true);
    expect(watch.body.data.length).toBeGreaterThanOrEqual(near.body.data.length);
  });

  it('serves a valid Atom feed with one entry per alarm, its figures and a map link', async () => {
    const r = await get('/api/alerts/feed?country=IN&postalCode=400001');
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = parseFeed(r.res.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toMatch(/400001/);
    // RFC 4287's required elements: the feed's and every entry's id, title and updated.
    expect(r.res.body).toMatch(
      /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">\s*<id>tag:healthwatch,2026:alerts:IN:400001<\/id>/,
    );
    expect(feed.updated).toBeInstanceOf(Date);
    for (const item of feed.items) {
      expect(item.id).toMatch(/^tag:healthwatch,2026:alarm:/);
      expect(item.title).toBeTruthy();
      expect(item.updated ?? item.published).toBeInstanceOf(Date);
    }
    const dengue = feed.items.filter((i) => /Dengue/.test(i.title ?? ''));
    expect(dengue.length).toBeGreaterThanOrEqual(1);
    expect(feed.items.every((i) => /alarm/.test(i.title ?? ''))).toBe(true);
    expect(feed.items.some((i) => /Flu/.test(i.title ?? ''))).toBe(false);
    const entry = dengue.find((i) => /Mumbai/.test(i.title ?? ''))!;
    expect(entry.content).toMatch(/Observed: 12 reports/);
    expect(entry.content).toMatch(/Expected: /);
    expect(entry.content).toMatch(/Threshold: /);
    const link = new URL(entry.url!);
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('illness')).toBe('dengue');
    expect(Number(link.searchParams.get('lat'))).toBeCloseTo(18.94, 1);
    expect(Number(link.searchParams.get('lng'))).toBeCloseTo(72.84, 1);
    expect(link.searchParams.get('z')).toBe('9');

    const flu = parseFeed((await get('/api/alerts/feed?country=IN&postalCode=400001&illness=flu')).res.body);
    expect(flu.items).toHaveLength(0);
    const quiet = parseFeed((await get('/api/alerts/feed?country=BR&postalCode=01000-000')).res.body);
    expect(quiet.items).toHaveLength(0);
  });

  it('refuses an unknown area or malformed feed query with a 400 { error }', async () => {
    for (const url of [
      '/api/alerts/feed?country=IN&postalCode=999999',
      '/api/alerts/feed?country=ZZ&postalCode=400001',
      '/api/alerts/feed?country=IN',
      '/api/alerts/feed?country=IN&postalCode=400001&illness=plague',
    ]) {
      const res = await get<{ error: string; code: string }>(url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(typeof res.body.error).toBe('string');
      expect(typeof res.body.code).toBe('string');
    }
  });

  it('documents the area list, area alarms and the feed in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/analytics/areas', '/api/analytics/area-alarms', '/api/alerts/feed']),
    );
    const feed = spec.paths['/api/alerts/feed'].get;
    expect(feed.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['country', 'postalCode', 'illness']),
    );
    expect(Object.keys(feed.responses)).toEqual(expect.arrayContaining(['200', '400']));
  });
});
