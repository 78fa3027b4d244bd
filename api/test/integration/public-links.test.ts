import { parseFeed } from '@rowanmanning/feed-parser';
import { DRIVERS } from '../helpers/databases';
import { browserKeys, type PushServiceStandIn, startPushServiceStandIn } from '../helpers/push-service-stand-in';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

const PUBLIC_API = 'https://api.healthwatch.test';
// Behind a trusted proxy a client still writes Host and X-Forwarded-Host.
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe.each(DRIVERS)('links in public answers on %s (issue 34, findings 5 and 6)', (driver) => {
  let t: TestApp;
  let push: PushServiceStandIn;
  beforeAll(async () => {
    push = await startPushServiceStandIn();
    t = await createTestApp(driver, {
      publicApiUrl: `${PUBLIC_API}/`,
      // One proxy hop trusted: X-Forwarded-Host is then believed, and must still never reach a public link.
      trustProxy: 1,
      pushEndpointHosts: [new URL(push.url).host],
      areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: HOSTILE });

  it('builds the open-data dictionary URLs and the Link header from PUBLIC_API_URL, not Host', async () => {
    const dict = await get('/api/open-data/daily.json');
    expect(dict.statusCode).toBe(200);
    expect(dict.body).not.toContain('evil.example');
    expect(dict.json().distributions.map((d: { url: string }) => d.url)).toEqual([
      `${PUBLIC_API}/api/open-data/daily.csv`,
      `${PUBLIC_API}/api/open-data/daily.geojson`,
    ]);
    for (const url of ['/api/open-data/daily.csv', '/api/open-data/daily.geojson']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toContain(`<${PUBLIC_API}/api/open-data/daily.json>; rel="describedby"`);
      expect(res.headers.link).not.toContain('evil.example');
    }
  });

  it("builds the feed's self link from PUBLIC_API_URL and the checked query", async () => {
    const res = await get('/api/alerts/feed?country=IN&postalCode=400001&illness=dengue');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const feed = parseFeed(res.body);
    expect(feed.self).toBe(`${PUBLIC_API}/api/alerts/feed?country=IN&postalCode=400001&illness=dengue`);
    // A space in a postal code is written escaped in the link (and as &amp;-separated XML).
    const nl = await get('/api/alerts/feed?country=NL&postalCode=1011%20AB');
    expect(nl.statusCode).toBe(200);
    expect(nl.body).toContain(`${PUBLIC_API}/api/alerts/feed?country=NL&amp;postalCode=1011+AB`);
  });

  it('refuses a postal code with trailing junk instead of matching an area, so no raw < reaches the feed', async () => {
    for (const [country, postalCode] of [
      ['CA', 'M5V<x>'],
      ['CA', 'M5Vjunk'],
      ['US', '10001junk'],
      ['US', '10001<'],
      ['NL', '1011zzz'],
      ['NL', '1011 AB<'],
    ] as const) {
      const res = await get(`/api/alerts/feed?country=${country}&postalCode=${encodeURIComponent(postalCode)}`);
      expect({ country, postalCode, status: res.statusCode }).toEqual({ country, postalCode, status: 400 });
      expect(res.json()).toMatchObject({ code: 'invalid-postal-code' });
      const keys = browserKeys();
      const sub = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { subscription: { endpoint: push.endpoint('j', keys), keys: keys.json }, country, postalCode },
      });
      expect({ country, postalCode, status: sub.statusCode }).toEqual({ country, postalCode, status: 400 });
    }
    expect((await t.db.query('SELECT 1 FROM push_subscriptions')).rowCount).toBe(0);
  });

  it('gives a push subscription the unsubscribe URL of PUBLIC_API_URL', async () => {
    const keys = browserKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: HOSTILE,
      payload: {
        subscription: { endpoint: push.endpoint('u', keys), keys: keys.json },
        country: 'IN',
        postalCode: '400001',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().unsubscribeUrl).toBe(`${PUBLIC_API}/api/push/unsubscribe`);
  });
});
