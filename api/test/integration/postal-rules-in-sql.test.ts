import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { COUNTRIES, hasPostalShape, type CountryCode } from '@healthwatch/contracts';
import { loadGazetteer } from '../../src/geocode/gazetteer';
import { createGeocoder } from '../../src/geocode/geocoder';
import { postalKey } from '../../src/geocode/normalise';
import { loadPostalPlaces } from '../../src/geocode/postal-places';
import { DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';
import { FIXTURE_GEODATA_DIR } from '../helpers/test-app';

/**
 * submit_report (migration 0500) spells, checks and places postal codes in
 * SQL, for Supabase mode; the API does it in TypeScript. These checks hold
 * the two copies to one behaviour: generated codes get the same spelling,
 * shape verdict and lookup key, and the same place (or none) from the same
 * gazetteer, fallbacks included.
 */
const normalise = (raw: string) => raw.trim().toUpperCase().replace(/\s+/g, ' ');
const CODES = COUNTRIES.map((c) => c.code);
/** Each country's example, and the other spellings its postal shape allows. */
const TEMPLATES: { code: CountryCode; example: string }[] = [
  ...COUNTRIES,
  ...(
    [
      ['US', '10001-0001'],
      ['CA', 'M5V'],
      ['CA', 'M5V3A8'],
      ['GB', 'M1'],
      ['GB', 'M1 1AA'],
      ['GB', 'SW1A'],
      ['GB', 'W1A1AA'],
      ['JP', '1000001'],
      ['JP', '100'],
      ['JP', '100-00'],
      ['BR', '20040007'],
      ['NL', '1000'],
      ['NL', '1000AA'],
      ['SE', '11120'],
    ] as const
  ).map(([code, example]) => ({ code, example })),
];

/** Codes shaped like each country's example (every digit and letter drawn at random), and raw noise. */
function sampleCodes(seed: number, perCountry: number): { country: CountryCode; code: string }[] {
  const lookalike = fc.constantFrom(...TEMPLATES).chain((c) =>
    fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.constantFrom(...'ABCDEFGHJKLMNPRSTWXYZ'), { minLength: 12, maxLength: 12 }),
        fc.constantFrom('', ' ', '  ', '\t', '\u00a0'),
        fc.boolean(),
      )
      .map(([digits, letters, pad, lower]) => {
        let d = 0;
        let l = 0;
        const code = c.example
          .replace(/\d/g, () => String(digits[d++ % 12]))
          .replace(/[A-Z]/g, () => letters[l++ % 12]!);
        return { country: c.code, code: `${pad}${lower ? code.toLowerCase() : code}${pad}` };
      }),
  );
  const noise = fc.record({
    country: fc.constantFrom(...CODES),
    code: fc.string({
      unit: fc.constantFrom(...'0123456789ABCZabcz -\t\u00a0\u2010\u3000é<'.split('')),
      minLength: 1,
      maxLength: 12,
    }),
  });
  return fc.sample(fc.oneof(lookalike, noise), { seed, numRuns: perCountry * CODES.length });
}

describe.each(DRIVERS)('the postal rules in SQL agree with the API on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver);
  });
  afterAll(() => t.dispose());

  it('spells, shape-checks and keys 3,000 generated codes as the API does', async () => {
    const cases = sampleCodes(42, 200);
    const { rows } = await t.db.query<{ pin: string; shape: boolean; key: string }>(
      `SELECT report_pin_code(code) AS pin, has_postal_shape(country, report_pin_code(code)) AS shape,
              postal_key(country, report_pin_code(code)) AS key
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(country, code, i) ORDER BY i`,
      [cases.map((c) => c.country), cases.map((c) => c.code)],
    );
    let valid = 0;
    const differences = cases.flatMap((c, i) => {
      const pin = normalise(c.code);
      const shape = hasPostalShape(c.country, pin);
      const sql = rows[i]!;
      if (shape) valid++;
      const js = { shape, ...(shape ? { pin, key: postalKey(c.country, pin) } : {}) };
      const db = { shape: sql.shape, ...(sql.shape ? { pin: sql.pin, key: sql.key } : {}) };
      return JSON.stringify(js) === JSON.stringify(db) ? [] : [{ ...c, js, db }];
    });
    expect(differences).toEqual([]);
    expect(valid).toBeGreaterThan(1000);
  });

  async function compareGeocoding(dir: string, perCountry: number): Promise<{ found: number; total: number }> {
    const { indexes, report } = await loadGazetteer(dir);
    const geocoder = createGeocoder({ indexes, loadReport: report });
    await loadPostalPlaces(t.db, indexes);
    const cases = [
      ...COUNTRIES.map((c) => ({ country: c.code, code: c.example })),
      // Codes the data holds, as the data spells them.
      ...[...indexes].flatMap(([country, index]) =>
        fc
          .sample(fc.constantFrom(...index.byKey.values()), {
            seed: 7,
            numRuns: Math.min(perCountry, index.byKey.size),
          })
          .map((e) => ({ country, code: e.code })),
      ),
      ...sampleCodes(1234, perCountry).filter((c) => hasPostalShape(c.country, normalise(c.code))),
    ];
    const { rows } = await t.db.query<{
      city: string | null;
      state: string | null;
      lat: number | null;
      lon: number | null;
    }>(
      `SELECT p.city, p.state, p.latitude AS lat, p.longitude AS lon
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(country, code, i)
       LEFT JOIN LATERAL postal_place(u.country, postal_key(u.country, report_pin_code(u.code))) p ON true
       ORDER BY u.i`,
      [cases.map((c) => c.country), cases.map((c) => c.code)],
    );
    let found = 0;
    const differences = cases.flatMap((c, i) => {
      const place = geocoder.lookupOffline(c.country, normalise(c.code));
      const js = place ? { city: place.city, state: place.state, lat: place.latitude, lon: place.longitude } : null;
      const r = rows[i]!;
      const db = r.city === null ? null : { city: r.city, state: r.state, lat: r.lat, lon: r.lon };
      if (js) found++;
      return JSON.stringify(js) === JSON.stringify(db) ? [] : [{ ...c, js, db }];
    });
    expect(differences).toEqual([]);
    return { found, total: cases.length };
  }

  it('places codes from the fixture gazetteer as the API does, nearest-code fallbacks included', async () => {
    const { found } = await compareGeocoding(FIXTURE_GEODATA_DIR, 100);
    expect(found).toBeGreaterThan(COUNTRIES.length);
  });

  const source = process.env.GEODATA_SOURCE;
  const realData = driver === 'postgres' && Boolean(source && fs.existsSync(path.join(source, 'IN.txt')));
  (realData ? it : it.skip)(
    'places codes from the real gazetteer (GEODATA_SOURCE) as the API does',
    async () => {
      const { found, total } = await compareGeocoding(source!, 300);
      console.log(`postal rules in SQL: ${total} codes compared with the API's geocoder, ${found} placed`);
      expect(found).toBeGreaterThan(COUNTRIES.length * 300);
    },
    120000,
  );
});
