import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGeocoder } from './geocoder';
import { createNominatimClient } from './nominatim';

/**
 * A local HTTP server speaking Nominatim's /search format stands in for the
 * public service, which cannot be reached from here (a boundary double).
 */
describe('Nominatim fallback', () => {
  let server: http.Server;
  let base: string;
  const seen: { url: string; ua: string | undefined; at: number }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', ua: req.headers['user-agent'], at: Date.now() });
      const url = new URL(req.url ?? '/', 'http://x');
      const hit = url.searchParams.get('postalcode') === '75001' || url.searchParams.get('q') === '75002';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          hit
            ? [
                {
                  lat: '48.86',
                  lon: '2.34',
                  address: { city: 'Paris', state: 'Île-de-France', country: 'France', country_code: 'fr' },
                },
              ]
            : [],
        ),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('asks postalcode+country, then the code alone, once a second, with a User-Agent, and caches', async () => {
    const geocoder = createGeocoder({ nominatim: createNominatimClient(base) });
    expect(geocoder.isReady()).toBe(true);
    const r = await geocoder.lookup('FR', '75001');
    expect(r).toMatchObject({
      city: 'Paris',
      state: 'Île-de-France',
      countryCode: 'FR',
      latitude: 48.86,
      longitude: 2.34,
    });
    expect(seen[0]!.url).toContain('postalcode=75001');
    expect(seen[0]!.url).toContain('format=json');
    expect(seen[0]!.url).toContain('limit=1');
    expect(seen[0]!.url).toContain('addressdetails=1');
    expect(seen[0]!.ua).toContain('HealthWatch');
    const second = await geocoder.lookup('FR', '75002');
    expect(second?.city).toBe('Paris');
    expect(seen.slice(1).map((s) => new URL(s.url, 'http://x').searchParams.has('q'))).toEqual([false, true]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.at - seen[i - 1]!.at).toBeGreaterThanOrEqual(950);
    const before = seen.length;
    await geocoder.lookup('FR', '75001');
    expect(seen.length).toBe(before);
  }, 20_000);
});
