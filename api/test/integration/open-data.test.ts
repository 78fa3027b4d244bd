import { OPEN_DATA_TOTAL } from '@healthwatch/contracts';
import { readRegionDays } from '../../src/open-data/region-days';
import { SMALL_CELL_MAX } from '../../src/open-data/suppression';
import { allowBackdatedSeeds, DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface CsvRow {
  country: string;
  region: string;
  day: string;
  illness: string;
  count: number | null;
  suppressed: boolean;
}

/** A strict reader for what the export writes (RFC 4180 quoting, CRLF lines). */
function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  expect(field).toBe('');
  const [header, ...body] = records;
  return {
    header: header!,
    rows: body.map(([country, region, day, illness, count, suppressed]) => ({
      country: country!,
      region: region!,
      day: day!,
      illness: illness!,
      count: count === '' ? null : Number(count),
      suppressed: suppressed === 'true',
    })),
  };
}

const DAY_MS = 86_400_000;
const day = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

describe.each(DRIVERS)('open data on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await allowBackdatedSeeds(t.db);
    // Region-days with every kind of group: all large, one small cell beside large ones,
    // only small cells, a lone report, a region with a comma and a formula-like name, and today.
    const seed = async (state: string | null, illness: string, back: number, n: number, country = 'IN') =>
      t.db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, state)
         SELECT $1, '400001', ARRAY['Fever'], $2, 'mild', now() - make_interval(days => $3), 19.0 + g * 0.0001, 72.8, $4
         FROM generate_series(1, $5::int) g`,
        [country, illness, back, state, n],
      );
    await seed('Maharashtra', 'flu', 2, 40);
    await seed('Maharashtra', 'dengue', 2, 25);
    await seed('Maharashtra', 'malaria', 2, 3);
    await seed('Maharashtra', 'flu', 3, 4);
    await seed('Maharashtra', 'dengue', 3, 5);
    await seed('Maharashtra', 'covid', 3, 6);
    await seed('Kerala', 'typhoid', 2, 1);
    await seed('Tamil Nadu, South', 'flu', 2, 30);
    await seed('=HYPERLINK("x")', 'flu', 2, 12);
    await seed(null, 'other', 4, 15);
    await seed('Bavaria', 'flu', 2, 50, 'DE');
    await seed('Maharashtra', 'flu', 0, 99);
  });
  afterAll(async () => t.close());

  it('publishes no count from 1 to 10, and no withheld count can be worked out from a total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open-data/daily.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers.link).toContain('creativecommons.org/licenses/by/4.0');
    const { header, rows } = parseCsv(res.body);
    expect(header).toEqual(['country', 'region', 'day', 'illness', 'count', 'suppressed']);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      if (r.suppressed) expect(r.count).toBeNull();
      else expect(r.count!).toBeGreaterThan(SMALL_CELL_MAX);
    }
    const groups = new Map<string, CsvRow[]>();
    for (const r of rows)
      groups.set(`${r.country}|${r.region}|${r.day}`, [...(groups.get(`${r.country}|${r.region}|${r.day}`) ?? []), r]);
    for (const g of groups.values()) {
      const total = g.find((r) => r.illness === OPEN_DATA_TOTAL)!;
      const cells = g.filter((r) => r.illness !== OPEN_DATA_TOTAL);
      const hidden = cells.filter((r) => r.suppressed);
      if (total.suppressed || hidden.length === 0) continue;
      const left = total.count! - cells.filter((r) => !r.suppressed).reduce((s, r) => s + r.count!, 0);
      // Each withheld cell could still be anything up to left - (others at 1): more than 10.
      expect(left - (hidden.length - 1)).toBeGreaterThan(SMALL_CELL_MAX);
    }
  });

  it('gives the right figures: published counts match the reports, the total covers every illness', async () => {
    const { rows } = parseCsv((await t.app.inject({ method: 'GET', url: '/api/open-data/daily.csv?country=IN' })).body);
    const mh = rows.filter((r) => r.region === 'Maharashtra' && r.day === day(2));
    expect(mh.find((r) => r.illness === 'flu')).toMatchObject({ count: 40, suppressed: false });
    expect(mh.find((r) => r.illness === 'malaria')).toMatchObject({ count: null, suppressed: true });
    // dengue (25) is withheld beside malaria so the total (68) does not reveal malaria's 3.
    expect(mh.find((r) => r.illness === 'dengue')).toMatchObject({ count: null, suppressed: true });
    expect(mh.find((r) => r.illness === OPEN_DATA_TOTAL)).toMatchObject({ count: 68, suppressed: false });
    // Three small cells (4, 5, 6): all withheld; the total 15 still leaves each free to be up to 13.
    const day3 = rows.filter((r) => r.region === 'Maharashtra' && r.day === day(3));
    expect(day3.filter((r) => r.illness !== OPEN_DATA_TOTAL).every((r) => r.suppressed)).toBe(true);
    expect(day3.find((r) => r.illness === OPEN_DATA_TOTAL)).toMatchObject({ count: 15, suppressed: false });
    expect(rows.some((r) => r.country === 'DE')).toBe(false);
    // Today is not complete yet.
    expect(rows.some((r) => r.day === day(0))).toBe(false);
    expect(rows.find((r) => r.region === '' && r.illness === 'other')).toMatchObject({ count: 15 });
  });

  it('quotes names with commas and defuses names a spreadsheet would run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open-data/daily.csv' });
    expect(res.body).toContain('"Tamil Nadu, South"');
    const { rows } = parseCsv(res.body);
    expect(rows.some((r) => r.region === 'Tamil Nadu, South')).toBe(true);
    expect(rows.some((r) => r.region.startsWith('='))).toBe(false);
    expect(rows.some((r) => r.region === `'=HYPERLINK("x")`)).toBe(true);
  });

  it('reads the same region-days a page at a time as in one go', async () => {
    const range = { from: day(30), to: day(1) };
    const collect = async (page: number) => {
      const out: string[] = [];
      for await (const groups of readRegionDays(t.db, range, page)) {
        for (const g of groups) out.push(`${g.country}|${g.region}|${g.day}|${[...g.cells].join(';')}`);
      }
      return out;
    };
    const whole = await collect(5000);
    expect(whole.length).toBeGreaterThan(5);
    // The smallest page (one region-day's rows and one more) cuts region-days at every page end.
    expect(await collect(1)).toEqual(whole);
    expect(await collect(10)).toEqual(whole);
  });

  it('serves GeoJSON with the same rows, a licence, and centres only for regions with more than 10 located reports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open-data/daily.geojson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const fc = JSON.parse(res.body);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.license).toBe('CC-BY-4.0');
    const csv = parseCsv((await t.app.inject({ method: 'GET', url: '/api/open-data/daily.csv' })).body).rows;
    // Same rows; only the CSV defuses formula-like names for spreadsheets.
    const undefused = csv.map((r) => ({ ...r, region: r.region.replace(/^'(?=[=+\-@])/, '') }));
    expect(fc.features.map((f: { properties: CsvRow }) => f.properties)).toEqual(undefused);
    const kerala = fc.features.find((f: { properties: CsvRow }) => f.properties.region === 'Kerala');
    expect(kerala.geometry).toBeNull();
    const mh = fc.features.find((f: { properties: CsvRow }) => f.properties.region === 'Maharashtra');
    expect(mh.geometry.type).toBe('Point');
    const [lng, lat] = mh.geometry.coordinates;
    expect(lng).toBeCloseTo(72.8, 2);
    expect(lat).toBeGreaterThan(19);
  });

  it('describes itself in a data dictionary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open-data/daily.json' });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.license.id).toBe('CC-BY-4.0');
    expect(d.fields.map((f: { name: string }) => f.name)).toEqual([
      'country',
      'region',
      'day',
      'illness',
      'count',
      'suppressed',
    ]);
    expect(d.suppression.smallCellMax).toBe(SMALL_CELL_MAX);
    expect(d.coverage.firstDay).toBe(day(4));
    expect(d.coverage.lastDay).toBe(day(1));
  });

  it('filters by country and range, and answers bad filters with 400 { error }', async () => {
    const de = parseCsv((await t.app.inject({ method: 'GET', url: '/api/open-data/daily.csv?country=DE' })).body).rows;
    expect(de.length).toBeGreaterThan(0);
    expect(de.every((r) => r.country === 'DE')).toBe(true);
    const one = parseCsv(
      (await t.app.inject({ method: 'GET', url: `/api/open-data/daily.csv?from=${day(3)}&to=${day(3)}` })).body,
    ).rows;
    expect(new Set(one.map((r) => r.day))).toEqual(new Set([day(3)]));
    for (const url of [
      `/api/open-data/daily.csv?from=${day(1)}&to=${day(3)}`,
      '/api/open-data/daily.csv?from=2026-02-31',
      '/api/open-data/daily.csv?to=yesterday',
      '/api/open-data/daily.geojson?country=ZZ',
      '/api/open-data/daily.csv?illness=flu',
      '/api/open-data/daily.csv?country=%00',
      // Finding 8 (issue 34): year 0000 passed the format and cut the stream after a 200.
      '/api/open-data/daily.csv?from=0000-01-01',
      '/api/open-data/daily.geojson?from=0000-01-01',
      '/api/open-data/daily.csv?to=0000-12-31',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('appears in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/open-data/daily.csv', '/api/open-data/daily.geojson', '/api/open-data/daily.json']),
    );
  });
});
