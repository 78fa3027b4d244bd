import { isErrorCode } from '@healthwatch/contracts';
import fc from 'fast-check';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every route, malformed input: the answer is never a 5xx, and every refusal is a JSON `{ error, code }`
 * whose code is one of contracts' ERROR_CODES.
 * The named cases are inputs that once gave a 500; the generated ones (fast-check, fixed seed so a
 * failure reproduces) add lone surrogates, NUL, leap seconds, out-of-range dates, huge integers,
 * wrong types and oversized strings.
 */

interface Probe {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
}

const NAMED: Probe[] = [
  { method: 'GET', url: '/api/reports?before=9999999999999999999' },
  { method: 'GET', url: '/api/reports?before=275760-09-13' },
  { method: 'GET', url: '/api/reports?before=-271821-04-19' },
  { method: 'GET', url: '/api/reports?pinCode=%00' },
  { method: 'GET', url: '/api/reports?country=%00' },
  { method: 'GET', url: '/api/reports?limit=99999999999999999999' },
  { method: 'GET', url: '/api/reports/clusters?since=2016-12-31T23:59:60Z' },
  { method: 'GET', url: '/api/reports/clusters?since=9999999999999999999' },
  { method: 'GET', url: '/api/reports/clusters?bbox=1e400,0,1,1' },
  { method: 'GET', url: '/api/geocode?country=IN&pinCode=%00' },
  { method: 'GET', url: '/api/geocode?country=%ED%A0%80&pinCode=400001' },
  { method: 'GET', url: '/api/health-tips/match?illnessType=%00' },
  { method: 'GET', url: '/api/analytics/outbreak-prediction?location=%00' },
  { method: 'GET', url: '/api/analytics/health-trends?days=99999999999999999999' },
  { method: 'GET', url: '/api/analytics/seasonal-patterns?location=%ED%A0%80' },
  {
    method: 'POST',
    url: '/api/reports',
    payload: {
      nickname: 'a\ud800',
      country: 'IN',
      pinCode: '400001',
      symptoms: ['Fever'],
      illnessType: 'flu',
      severity: 'mild',
    },
  },
  {
    method: 'POST',
    url: '/api/reports',
    payload: {
      nickname: 'a',
      country: 'IN',
      pinCode: '4000\u00001',
      symptoms: ['Fever'],
      illnessType: 'flu',
      severity: 'mild',
    },
  },
  {
    method: 'POST',
    url: '/api/reports',
    payload: {
      country: 'IN',
      pinCode: '400001',
      symptoms: ['Fever'],
      illnessType: 'flu',
      severity: 'mild',
      latitude: Number.POSITIVE_INFINITY,
    },
  },
  { method: 'POST', url: '/api/phone-ai/health-consultation', payload: { symptoms: ['fever\u0000'] } },
  { method: 'POST', url: '/api/phone-ai/health-consultation', payload: { symptoms: ['\ud800'] } },
  {
    method: 'POST',
    url: '/api/phone-ai/health-consultation',
    payload: { symptoms: ['Fever'], location: { latitude: 91 } },
  },
  {
    method: 'POST',
    url: '/api/phone-ai/emergency-alert',
    payload: { phoneNumber: '+1555\u00000100', symptoms: ['Chest pain'], severity: 'high' },
  },
  {
    method: 'POST',
    url: '/api/phone-ai/emergency-alert',
    payload: { phoneNumber: '\ud800', symptoms: ['Chest pain'], severity: 'high' },
  },
  { method: 'POST', url: '/api/analytics/risk-assessment', payload: { location: '\u0000', symptoms: ['Fever'] } },
  {
    method: 'POST',
    url: '/api/check-ins',
    payload: { country: 'IN', pinCode: '400001', participant: 'a\ud800'.repeat(11), feelingFine: true },
  },
  { method: 'GET', url: '/api/rates/weekly?area=%ED%A0%80&definition=ili-who' },
  { method: 'GET', url: '/api/rates/weekly?area=in.d.%00.x&definition=ili-who' },
  { method: 'GET', url: '/api/open-data/weekly.csv?from=9999-W01' },
];

const GET_ROUTES = [
  '/api/reports',
  '/api/reports/clusters',
  '/api/geocode',
  '/api/health-tips',
  '/api/health-tips/match',
  '/api/stats',
  '/api/health-aggregates',
  '/api/analytics/outbreak-prediction',
  '/api/analytics/health-trends',
  '/api/analytics/seasonal-patterns',
  '/api/rates/weekly',
  '/api/open-data/weekly.csv',
];
const QUERY_KEYS = [
  'before',
  'since',
  'limit',
  'bbox',
  'precision',
  'country',
  'pinCode',
  'illnessType',
  'location',
  'days',
  'illness',
  'area',
  'definition',
  'weeks',
  'from',
  'to',
];
const POST_ROUTES = [
  '/api/reports',
  '/api/phone-ai/health-consultation',
  '/api/phone-ai/emergency-alert',
  '/api/analytics/risk-assessment',
  '/api/check-ins',
];
const BODY_KEYS = [
  'nickname',
  'country',
  'pinCode',
  'symptoms',
  'illnessType',
  'severity',
  'latitude',
  'longitude',
  'location',
  'phoneNumber',
  'urgency',
  'fullChecklist',
  'participant',
  'feelingFine',
];

/** Strings that have broken parsers: lone surrogates, NUL, leap seconds, far dates, huge numbers. */
const nasty = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'a\udc00b',
    '\u0000',
    '2016-12-31T23:59:60Z',
    '275760-09-13',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-19',
    '9999999999999999999',
    '-9999999999999999999',
    '1e400',
    'NaN',
    'Infinity',
    '0x10',
    '',
    ' ',
    '2026-02-30',
    '2026-13-01',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.string({ minLength: 5000, maxLength: 6000 }),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('latitude', 'longitude', 'country', 'text'), fc.oneof(nasty, fc.double())),
);

/** encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encodeQueryValue(value: string): string {
  return value
    .replace(/[\ud800-\udfff]/g, '\u0000LONE\u0000')
    .split('\u0000LONE\u0000')
    .map(encodeURIComponent)
    .join('%ED%A0%80');
}

const getProbe: fc.Arbitrary<Probe> = fc
  .record({
    route: fc.constantFrom(...GET_ROUTES),
    query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), nasty, { maxKeys: 4 }),
  })
  .map(({ route, query }) => ({
    method: 'GET' as const,
    url: `${route}?${Object.entries(query)
      .map(([k, v]) => `${k}=${encodeQueryValue(v)}`)
      .join('&')}`,
  }));
const postProbe: fc.Arbitrary<Probe> = fc
  .record({
    route: fc.constantFrom(...POST_ROUTES),
    body: fc.oneof(fc.dictionary(fc.constantFrom(...BODY_KEYS), anyJson, { maxKeys: 8 }), anyJson),
  })
  .map(({ route, body }) => ({ method: 'POST' as const, url: route, payload: body }));

const GENERATED = fc.sample(fc.oneof(getProbe, postProbe), { numRuns: 2000, seed: 20261122 });

describe.each(DRIVERS)('fuzzing every route (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  async function answer(probe: Probe) {
    const res = await t.app.inject({
      method: probe.method,
      url: probe.url,
      ...(probe.payload === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(probe.payload) }),
    });
    return res;
  }

  it.each(NAMED.map((p) => [`${p.method} ${p.url.slice(0, 80)}`, p] as const))(
    '%s answers 2xx/4xx',
    async (_name, probe) => {
      const res = await answer(probe);
      expect([probe.url, res.statusCode < 500]).toEqual([probe.url, true]);
      if (res.statusCode >= 400) {
        const body = res.json<{ error: unknown; code: unknown }>();
        expect(typeof body.error).toBe('string');
        expect([body.code, isErrorCode(body.code)]).toEqual([body.code, true]);
      }
    },
  );

  it('answers 2,000 generated malformed requests with no 5xx and a JSON error with a known code for every refusal', async () => {
    const failures: string[] = [];
    for (const probe of GENERATED) {
      const res = await answer(probe);
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${probe.method} ${probe.url} ${JSON.stringify(probe.payload)?.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        let body: { error?: unknown; code?: unknown } = {};
        try {
          body = res.json<{ error: unknown; code: unknown }>();
        } catch {
          body = {};
        }
        if (typeof body.error !== 'string') failures.push(`no JSON error: ${res.statusCode} ${probe.url}`);
        else if (!isErrorCode(body.code))
          failures.push(`unknown code ${String(body.code)}: ${res.statusCode} ${probe.url}`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});

describe('validation messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses NUL and unpaired surrogates with one message, storing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload:
        '{"nickname":"a\\ud800","country":"IN","pinCode":"400001","symptoms":["Fever"],"illnessType":"flu","severity":"mild"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Text must not contain NUL characters or unpaired surrogates',
      code: 'unstorable-text',
    });
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM symptom_reports');
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
