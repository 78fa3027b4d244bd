import { isoWeekMondayOf, isoWeekOf } from '@healthwatch/contracts';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

const DAY_MS = 86_400_000;
const monday = (weeksAgo: number) =>
  new Date(isoWeekMondayOf(new Date()).getTime() - weeksAgo * 7 * DAY_MS).toISOString().slice(0, 10);

describe.each(DRIVERS)('weekly open data on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false } });
    await t.app.areas?.ready();
    // Last week: Mumbai district 400 participants (20 ILI, 5 AGE); India 420. Two weeks ago: 15 in GB.
    // This week (incomplete, never published): 500 in India.
    await t.db.query(
      `INSERT INTO rate_week_areas (area_id, week_start, participants, ili_who, ili_ecdc, cli, dli, age) VALUES
        ('in.d.maharashtra.mumbai', $1, 400, 20, 30, 40, 0, 5),
        ('IN', $1, 420, 21, 30, 41, 0, 5),
        ('GB', $2, 15, 3, 3, 3, 0, 0),
        ('IN', $3, 500, 100, 100, 100, 100, 100)`,
      [monday(1), monday(2), monday(0)],
    );
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('streams complete weeks as CSV, one row per area, week and definition, small cells withheld', async () => {
    const res = await get('/api/open-data/weekly.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers.link).toContain('/api/open-data/weekly.json>; rel="describedby"');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('country,area,level,week,definition,participants,cases,ratePer1000,lower,upper,suppressed');
    const last = isoWeekOf(new Date(`${monday(1)}T00:00:00Z`));
    expect(lines).toContain(`IN,in.d.maharashtra.mumbai,district,${last},ili-who,400,20,50,32.6,76,false`);
    expect(lines).toContain(`IN,in.d.maharashtra.mumbai,district,${last},age,400,,,,,true`);
    expect(lines).toContain(`IN,in.d.maharashtra.mumbai,district,${last},dli,400,0,0,0,9.5,false`);
    expect(lines).toContain(`GB,GB,country,${isoWeekOf(new Date(`${monday(2)}T00:00:00Z`))},ili-who,15,,,,,true`);
    // The current week is never published; 3 area-weeks × 5 definitions.
    expect(lines).toHaveLength(1 + 3 * 5);
    expect(res.body).not.toContain(isoWeekOf(new Date()));
  });

  it('filters by country and weeks, and refuses a week that does not exist or a reversed range', async () => {
    const gb = (await get('/api/open-data/weekly.csv?country=GB')).body.split('\r\n').filter(Boolean);
    expect(gb).toHaveLength(1 + 5);
    const week = isoWeekOf(new Date(`${monday(1)}T00:00:00Z`));
    const one = (await get(`/api/open-data/weekly.csv?from=${week}&to=${week}`)).body.split('\r\n').filter(Boolean);
    expect(one).toHaveLength(1 + 2 * 5);
    for (const [query, code] of [
      ['from=2025-W53', 'invalid-date'],
      ['from=2026-W60', 'validation-pattern'],
      [`from=${week}&to=2020-W01`, 'bad-date-range'],
      ['level=city', 'validation-not-accepted'],
    ]) {
      const res = await get(`/api/open-data/weekly.csv?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('gives GeoJSON points only to gazetteer areas with more than 10 participants', async () => {
    const res = await get('/api/open-data/weekly.geojson');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toMatchObject({ type: 'FeatureCollection', license: 'CC-BY-4.0' });
    const mumbai = doc.features.find(
      (f: { properties: { area: string } }) => f.properties.area === 'in.d.maharashtra.mumbai',
    );
    expect(mumbai.geometry.type).toBe('Point');
    expect(mumbai.geometry.coordinates[1]).toBeCloseTo(18.9, 0);
    const india = doc.features.find((f: { properties: { area: string } }) => f.properties.area === 'IN');
    expect(india.geometry).toBeNull();
    expect(doc.features).toHaveLength(15);
  });

  it('describes itself in a dictionary, with coverage', async () => {
    const res = await get('/api/open-data/weekly.json');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.fields.map((f: { name: string }) => f.name)).toEqual([
      'country',
      'area',
      'level',
      'week',
      'definition',
      'participants',
      'cases',
      'ratePer1000',
      'lower',
      'upper',
      'suppressed',
    ]);
    expect(d.suppression.smallCellMax).toBe(10);
    expect(d.coverage.firstDay).toBe(monday(2));
  });
});
