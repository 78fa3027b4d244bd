import { ErrorResponseSchema, isErrorCode } from '@healthwatch/contracts';
import Ajv from 'ajv';
import { browserKeys } from '../helpers/push-service-stand-in';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

/**
 * Issue 33's "Done means": bad input to every alert route (the Atom feed, the home panel's area alarms, area search,
 * the space-time scan's clusters, push subscribe and unsubscribe) is a 400 `{ error, code }` with a code of contracts' list, never a 500, a 200 or
 * a bare message. Each case is one mistake a client can make; the valid request beside them answers 2xx, so the
 * 400s are about the mistake.
 */

type Probe = { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> };

const isErrorResponse = new Ajv({ strict: false }).compile(ErrorResponseSchema);
const keys = browserKeys();
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
const subscription = { endpoint, expirationTime: null, keys: keys.json };
const subscribe = (over: Record<string, unknown>): Probe => ({
  name: `subscribe ${JSON.stringify(over).slice(0, 60)}`,
  method: 'POST',
  url: '/api/push/subscriptions',
  payload: { subscription, country: 'IN', postalCode: '400001', ...over },
});
const view = 'south=18&west=72&north=20&east=74';

const VALID: Probe[] = [
  { name: 'feed', method: 'GET', url: '/api/alerts/feed?country=IN&postalCode=400001' },
  { name: 'panel', method: 'GET', url: `/api/analytics/area-alarms?${view}&tier=watch` },
  { name: 'areas', method: 'GET', url: '/api/analytics/areas?q=mum&limit=5' },
  { name: 'scan', method: 'GET', url: '/api/analytics/scan-clusters?location=in.d.maharashtra.mumbai&limit=3' },
  subscribe({}),
  { name: 'unsubscribe', method: 'POST', url: '/api/push/unsubscribe', payload: { endpoint } },
];

const BAD: Probe[] = [
  // The Atom feed.
  { name: 'feed without a postal code', method: 'GET', url: '/api/alerts/feed?country=IN' },
  { name: 'feed with an unknown country', method: 'GET', url: '/api/alerts/feed?country=ZZ&postalCode=400001' },
  { name: 'feed with a malformed code', method: 'GET', url: '/api/alerts/feed?country=IN&postalCode=40' },
  { name: 'feed with an unknown code', method: 'GET', url: '/api/alerts/feed?country=IN&postalCode=999999' },
  {
    name: 'feed with an unknown illness',
    method: 'GET',
    url: '/api/alerts/feed?country=IN&postalCode=400001&illness=plague',
  },
  { name: 'feed with an extra field', method: 'GET', url: '/api/alerts/feed?country=IN&postalCode=400001&x=1' },
  { name: 'feed with a long code', method: 'GET', url: `/api/alerts/feed?country=IN&postalCode=${'4'.repeat(40)}` },
  // The home panel's area alarms.
  { name: 'panel without bounds', method: 'GET', url: '/api/analytics/area-alarms' },
  {
    name: 'panel with a latitude off the globe',
    method: 'GET',
    url: '/api/analytics/area-alarms?south=-91&west=72&north=20&east=74',
  },
  {
    name: 'panel with text for a number',
    method: 'GET',
    url: '/api/analytics/area-alarms?south=x&west=72&north=20&east=74',
  },
  { name: 'panel with an unknown tier', method: 'GET', url: `/api/analytics/area-alarms?${view}&tier=all` },
  { name: 'panel with limit 0', method: 'GET', url: `/api/analytics/area-alarms?${view}&limit=0` },
  { name: 'panel with limit 51', method: 'GET', url: `/api/analytics/area-alarms?${view}&limit=51` },
  { name: 'panel with an extra field', method: 'GET', url: `/api/analytics/area-alarms?${view}&illness=flu` },
  // Area search, and an area as an analytics location.
  { name: 'areas with an unknown country', method: 'GET', url: '/api/analytics/areas?country=ZZ' },
  { name: 'areas with a long query', method: 'GET', url: `/api/analytics/areas?q=${'a'.repeat(61)}` },
  { name: 'areas with limit 101', method: 'GET', url: '/api/analytics/areas?limit=101' },
  { name: 'areas with a negative offset', method: 'GET', url: '/api/analytics/areas?offset=-1' },
  { name: 'areas with an extra field', method: 'GET', url: '/api/analytics/areas?tier=alert' },
  {
    name: 'an unknown area as location',
    method: 'GET',
    url: '/api/analytics/health-trends?period=7&location=in.d.nowhere.x',
  },
  // The space-time scan's clusters.
  { name: 'scan without a location', method: 'GET', url: '/api/analytics/scan-clusters' },
  { name: 'scan with an unknown location', method: 'GET', url: '/api/analytics/scan-clusters?location=Atlantis' },
  { name: 'scan with an unknown area', method: 'GET', url: '/api/analytics/scan-clusters?location=in.d.nowhere.x' },
  { name: 'scan with limit 0', method: 'GET', url: '/api/analytics/scan-clusters?location=India&limit=0' },
  { name: 'scan with limit 21', method: 'GET', url: '/api/analytics/scan-clusters?location=India&limit=21' },
  { name: 'scan with an extra field', method: 'GET', url: '/api/analytics/scan-clusters?location=India&tier=alert' },
  // Push subscriptions.
  { name: 'subscribe with no body', method: 'POST', url: '/api/push/subscriptions' },
  {
    name: 'subscribe with broken JSON',
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: '{"subscription":',
    headers: { 'content-type': 'application/json' },
  },
  { name: 'subscribe with an array', method: 'POST', url: '/api/push/subscriptions', payload: [1, 2] },
  subscribe({ subscription: undefined }),
  subscribe({ subscription: { ...subscription, endpoint: 'https://attacker.example/push' } }),
  subscribe({ subscription: { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' } }),
  subscribe({ subscription: { ...subscription, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/abc' } }),
  subscribe({ subscription: { ...subscription, endpoint: 'not a url' } }),
  subscribe({ subscription: { ...subscription, keys: { p256dh: 'AAAA', auth: keys.json.auth } } }),
  subscribe({ subscription: { ...subscription, keys: { p256dh: keys.json.p256dh, auth: 'AAAA' } } }),
  subscribe({ subscription: { ...subscription, keys: {} } }),
  subscribe({ country: 'ZZ' }),
  subscribe({ country: undefined }),
  subscribe({ postalCode: '40' }),
  subscribe({ postalCode: '999999' }),
  subscribe({ illness: 'plague' }),
  subscribe({ extra: true }),
  // Unsubscribe.
  { name: 'unsubscribe with no body', method: 'POST', url: '/api/push/unsubscribe' },
  { name: 'unsubscribe with neither token nor endpoint', method: 'POST', url: '/api/push/unsubscribe', payload: {} },
  {
    name: 'unsubscribe with a number for a token',
    method: 'POST',
    url: '/api/push/unsubscribe',
    payload: { token: 5 },
  },
  { name: 'unsubscribe with an empty token', method: 'POST', url: '/api/push/unsubscribe', payload: { token: '' } },
  {
    name: 'unsubscribe with both',
    method: 'POST',
    url: '/api/push/unsubscribe',
    payload: { token: 'abc', endpoint, x: 1 },
  },
];

describe('bad input to every alert route is 400 { error, code }', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      pushEndpointHosts: ['fcm.googleapis.com'],
      areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
    });
    await t.app.areas!.runPass(new Date());
  });
  afterAll(() => t.close());

  it('accepts the valid request of each route', async () => {
    for (const p of VALID) {
      const res = await t.app.inject({
        method: p.method,
        url: p.url,
        payload: p.payload as string,
        headers: p.headers,
      });
      expect([p.name, res.statusCode < 300]).toEqual([p.name, true]);
    }
  });

  it('refuses each mistake with 400 and a known code', async () => {
    const failures: string[] = [];
    for (const p of BAD) {
      const res = await t.app.inject({
        method: p.method,
        url: p.url,
        payload: p.payload as string,
        headers: p.headers,
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {}
      const code = (body as { code?: unknown })?.code;
      if (res.statusCode !== 400 || !isErrorResponse(body) || !isErrorCode(code))
        failures.push(`${p.name}: ${res.statusCode} ${JSON.stringify(body).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
