import path from 'node:path';
import { COUNTRIES } from '@healthwatch/contracts';
import { loadGazetteer } from './gazetteer';
import {
  createGeocoder,
  GEONAMES_ATTRIBUTION,
  GeocoderUnavailableError,
  JP_ATTRIBUTION,
  type Geocoder,
} from './geocoder';

const FIXTURES = path.resolve(__dirname, '../../test/fixtures/geodata');

describe('offline geocoder over the fixture gazetteer', () => {
  let geocoder: Geocoder;
  beforeAll(async () => {
    const { indexes, report } = await loadGazetteer(FIXTURES);
    geocoder = createGeocoder({ indexes, loadReport: report });
    expect(report.countries).toHaveLength(15);
  });

  // Every docs/SPEC.md §5 example, in the form the form shows it.
  it.each([
    ['IN', '400001', 'Mumbai', 'Maharashtra'],
    ['US', '10001', 'New York', 'New York'],
    ['CA', 'M5V 3A8', 'Toronto', 'Ontario'],
    ['GB', 'SW1A 1AA', 'London', 'England'],
    ['AU', '2000', 'Sydney', 'New South Wales'],
    ['DE', '10115', 'Berlin', 'Berlin'],
    ['FR', '75001', 'Paris', 'Île-de-France'],
    ['JP', '100-0001', '千代田区', '東京都'],
    ['BR', '20040-007', 'Rio de Janeiro', 'Rio de Janeiro'],
    ['MX', '06000', 'Ciudad de México', 'Ciudad de México'],
    ['IT', '00100', 'Roma', 'Lazio'],
    ['ES', '28001', 'Madrid', 'Comunidad de Madrid'],
    ['NL', '1000 AA', 'Amsterdam', 'Noord-Holland'],
    ['SE', '111 20', 'Stockholm', 'Stockholm'],
    ['NO', '0001', 'Oslo', 'Oslo'],
  ])('%s %s → %s, %s', async (country, code, city, state) => {
    const r = await geocoder.lookup(country, code);
    expect(r).toMatchObject({ city, state, countryCode: country });
    expect(r!.country).toBe(COUNTRIES.find((c) => c.code === country)!.name);
    expect(r!.attribution).toBe(country === 'JP' ? JP_ATTRIBUTION : GEONAMES_ATTRIBUTION);
  });

  it('answers a code with several rows with their centroid and the most common city', async () => {
    const r = await geocoder.lookup('IN', '400001');
    expect(r!.latitude).toBeCloseTo((18.935 + 18.951 + 18.92) / 3, 4);
    expect(r!.longitude).toBeCloseTo((72.835 + 72.841 + 72.83) / 3, 4);
    expect(r!.matchedCode).toBeUndefined();
  });

  it('forgives case, spacing and hyphens', async () => {
    expect((await geocoder.lookup('gb', ' sw1a1aa '))?.city).toBe('London');
    expect((await geocoder.lookup('SE', '11120'))?.city).toBe('Stockholm');
    expect((await geocoder.lookup('JP', '1000001'))?.city).toBe('千代田区');
    expect((await geocoder.lookup('BR', '20040007'))?.city).toBe('Rio de Janeiro');
    expect((await geocoder.lookup('CA', 'm5v3a8'))?.city).toBe('Toronto');
  });

  it('names the stand-in code of a fallback', async () => {
    expect((await geocoder.lookup('IT', '00100'))?.matchedCode).toBe('00118');
    expect((await geocoder.lookup('NL', '1000 AA'))?.matchedCode).toBe('1011');
    expect((await geocoder.lookup('BR', '20040-007'))?.matchedCode).toBe('20000-000');
  });

  it('does not stretch a fallback to an implausible code', async () => {
    expect(await geocoder.lookup('IN', '999999')).toBeNull();
    expect(await geocoder.lookup('US', '99999')).toBeNull();
    expect(await geocoder.lookup('IT', '99100')).toBeNull(); // shares no 3-digit prefix
    expect(await geocoder.lookup('NL', '9999')).toBeNull();
    expect(await geocoder.lookup('BR', '99999-999')).toBeNull(); // different sub-region
    expect(await geocoder.lookup('DE', '10116')).toBeNull(); // no fallback outside BR/IT/NL
  });

  it('answers unknown countries with null', async () => {
    expect(await geocoder.lookup('ZZ', '12345')).toBeNull();
  });
});

describe('geocoder without data', () => {
  it('is unavailable when neither a gazetteer nor an online service can answer', async () => {
    const geocoder = createGeocoder({});
    expect(geocoder.isReady()).toBe(false);
    await expect(geocoder.lookup('US', '10001')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
