import { ApiError, RequestRefusedError } from '../http/http-client';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './api-client';

/** A small real HTTP server playing the API's documented answers. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(payload));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const row = {
  id: '12',
  nickname: null,
  country: 'US',
  pin_code: '10001',
  symptoms: ['Fever'],
  illness_type: 'flu',
  severity: 'mild',
  created_at: '2026-01-01T00:00:00.000Z',
  latitude: 40.75,
  longitude: -73.99,
  city: 'New York',
  state: 'New York',
};

describe('API data client', () => {
  it('lists reports with the query and maps snake_case rows', async () => {
    handler = (_req, _b, res) => send(res, 200, { data: [row] });
    const reports = await createApiClient({ apiBaseUrl: base }).listReports({ limit: 50, country: 'US' });
    expect(seen[0]!.url).toBe('/api/reports?limit=50&country=US');
    expect(reports).toEqual([
      expect.objectContaining({ id: '12', pinCode: '10001', illnessType: 'flu', createdAt: row.created_at }),
    ]);
  });

  it('submits with an idempotency key and returns the stored report', async () => {
    handler = (_req, _b, res) => send(res, 201, { data: row });
    const body = {
      country: 'US' as const,
      pinCode: '10001',
      symptoms: ['Fever' as const],
      illnessType: 'flu' as const,
      severity: 'mild' as const,
    };
    const report = await createApiClient({ apiBaseUrl: base }).submitReport(body, { idempotencyKey: 'k-1' });
    expect(report.id).toBe('12');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/reports' });
    expect(seen[0]!.headers['idempotency-key']).toBe('k-1');
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it("surfaces the server's message, or the HTTP status when there is none", async () => {
    const client = createApiClient({ apiBaseUrl: base });
    const body = {
      country: 'US' as const,
      pinCode: '1',
      symptoms: ['Fever' as const],
      illnessType: 'flu' as const,
      severity: 'mild' as const,
    };
    handler = (_req, _b, res) =>
      send(res, 422, {
        error: 'Postal code 1 was not found in United States',
        code: 'postal-code-not-found',
        params: { postalCode: '1', country: 'US' },
      });
    const refused = await client.submitReport(body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RequestRefusedError);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      message: 'Postal code 1 was not found in United States',
      code: 'postal-code-not-found',
      params: { postalCode: '1', country: 'US' },
    });
    handler = (_req, _b, res) => {
      res.writeHead(502);
      res.end();
    };
    const failed = await client.submitReport(body).catch((e: unknown) => e);
    expect(failed).not.toBeInstanceOf(RequestRefusedError);
    expect((failed as Error).message).toBe('HTTP error! status: 502');
    handler = (_req, _b, res) => send(res, 429, { error: 'Too many requests', code: 'rate-limited' });
    const limited = await client.submitReport(body).catch((e: unknown) => e);
    expect(limited).not.toBeInstanceOf(RequestRefusedError);
    expect(limited).toMatchObject({ status: 429, code: 'rate-limited', message: 'Too many requests' });
  });

  it('throws an ApiError with the code for a refused read, and the plain failure when nothing answered', async () => {
    const client = createApiClient({ apiBaseUrl: base });
    handler = (_req, _b, res) =>
      send(res, 400, { error: 'symptoms must name at least one symptom', code: 'symptoms-required' });
    const refused = await client.matchTip([], '400001').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'symptoms-required', params: {} });
    const offline = createApiClient({ apiBaseUrl: 'http://127.0.0.1:9' });
    const failed = await offline.matchTip(['Fever'], '400001').catch((e: unknown) => e);
    expect(failed).not.toBeInstanceOf(ApiError);
    expect((failed as Error).message).toBe('Failed to get health tip');
  });

  it('tells a found code, an unknown code and an unavailable geocoder apart', async () => {
    const client = createApiClient({ apiBaseUrl: base });
    handler = (_req, _b, res) =>
      send(res, 200, {
        city: 'New York',
        state: 'New York',
        country: 'United States',
        countryCode: 'US',
        latitude: 40.7484,
        longitude: -73.9967,
        attribution: '© GeoNames',
      });
    await expect(client.geocode('US', '10001')).resolves.toMatchObject({
      kind: 'found',
      result: { countryCode: 'US', latitude: 40.7484 },
    });
    expect(seen[0]!.url).toBe('/api/geocode?country=US&postalCode=10001');
    handler = (_req, _b, res) => send(res, 404, { error: 'Postal code not found' });
    await expect(client.geocode('US', '00000')).resolves.toEqual({
      kind: 'not-found',
      message: 'Postal code not found',
    });
    handler = (_req, _b, res) => send(res, 503, { error: 'Geocoding service unavailable' });
    await expect(client.geocode('US', '10001')).resolves.toEqual({
      kind: 'unavailable',
      message: 'Geocoding service unavailable',
    });
    handler = (_req, _b, res) =>
      send(res, 404, {
        error: 'Postal code 00000 not found in US',
        code: 'postal-code-not-found',
        params: { postalCode: '00000', country: 'US' },
      });
    await expect(client.geocode('US', '00000')).resolves.toEqual({
      kind: 'not-found',
      message: 'Postal code 00000 not found in US',
      code: 'postal-code-not-found',
      params: { postalCode: '00000', country: 'US' },
    });
    handler = (_req, _b, res) =>
      send(res, 503, { error: 'Geocoding service unavailable', code: 'geocoder-unavailable' });
    await expect(client.geocode('US', '10001')).resolves.toEqual({
      kind: 'unavailable',
      message: 'Geocoding service unavailable',
      code: 'geocoder-unavailable',
      params: {},
    });
  });

  it('treats an API that does not answer as an unavailable geocoder', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({ apiBaseUrl: `http://127.0.0.1:${port}` });
    await expect(client.geocode('US', '10001')).resolves.toMatchObject({ kind: 'unavailable' });
    await expect(client.listReports()).rejects.toThrow('Failed to get reports');
  });

  it('matches a tip, reads stats and clusters', async () => {
    const client = createApiClient({ apiBaseUrl: base });
    handler = (_req, _b, res) => send(res, 200, { data: { content: 'Rest and drink fluids.', source: 'WHO' } });
    await expect(client.matchTip(['Fever', 'Cough'], '10001')).resolves.toEqual({
      content: 'Rest and drink fluids.',
      source: 'WHO',
      locale: 'en', // an answer that names no language is English
    });
    expect(seen[0]!.url).toBe('/api/health-tips/match?symptoms=Fever%2CCough&pinCode=10001');
    handler = (_req, _b, res) =>
      send(res, 200, { data: { content: 'Descanse y beba líquidos.', source: 'WHO', locale: 'es' }, locale: 'es' });
    await expect(client.matchTip(['Fever'], '10001', 'es-MX')).resolves.toEqual({
      content: 'Descanse y beba líquidos.',
      source: 'WHO',
      locale: 'es',
    });
    expect(seen[1]!.url).toBe('/api/health-tips/match?symptoms=Fever&pinCode=10001&locale=es-MX');
    handler = (_req, _b, res) => send(res, 200, { data: null });
    await expect(client.matchTip(['Fever'], '10001')).resolves.toBeNull();

    handler = (_req, _b, res) =>
      send(res, 200, {
        activeCases: { label: 'Active Cases', value: 4, definition: 'Reports in the last 14 days' },
        recovered: { label: 'Recovered', value: 10, definition: 'Older reports' },
        totalReports: { label: 'Total', value: 14, definition: '' },
        asOf: '2026-01-01T00:00:00Z',
      });
    await expect(client.getStats()).resolves.toEqual([
      { key: 'activeCases', label: 'Active Cases', value: 4, definition: 'Reports in the last 14 days' },
      { key: 'recovered', label: 'Recovered', value: 10, definition: 'Older reports' },
    ]);

    handler = (_req, _b, res) =>
      send(res, 200, {
        precision: 1,
        illnesses: ['flu', 'dengue'],
        cells: [
          [1.5, 2.5, 3, 0],
          [4.5, -2.5, 2, 1],
          [0, 0, 1, 7],
          ['x', 0, 1, 0],
          [1, 1, 0, 0],
          [1, 1, 1],
        ],
      });
    await expect(client.getClusters({ bbox: [-180, -90, 180, 90], precision: 1 })).resolves.toEqual([
      { latitude: 1.5, longitude: 2.5, count: 3, topIllness: 'flu' },
      { latitude: 4.5, longitude: -2.5, count: 2, topIllness: 'dengue' },
      { latitude: 0, longitude: 0, count: 1, topIllness: null },
    ]);
    expect(seen[seen.length - 1]!.url).toBe(
      '/api/reports/clusters?bbox=-180%2C-90%2C180%2C90&precision=1&encoding=delta',
    );

    await client.getClusters({
      bbox: [-180, -90, 180, 90],
      precision: 1,
      filters: { illness: 'dengue', symptom: 'Fever', from: '2026-11-01' },
    });
    expect(seen[seen.length - 1]!.url).toBe(
      '/api/reports/clusters?bbox=-180%2C-90%2C180%2C90&precision=1&illness=dengue&symptom=Fever&from=2026-11-01&encoding=delta',
    );

    handler = (_req, _b, res) =>
      send(res, 200, {
        precision: 2,
        first: '2026-08-25',
        days: 90,
        illnesses: ['flu'],
        cells: [
          [1, 2, 3, 0, 4],
          [1, 'x'],
        ],
      });
    await expect(
      client.getTimeline({ bbox: [0, 0, 10, 10], precision: 2, filters: { severity: 'mild' } }),
    ).resolves.toEqual({ precision: 2, first: '2026-08-25', days: 90, illnesses: ['flu'], cells: [[1, 2, 3, 0, 4]] });
    expect(seen[seen.length - 1]!.url).toBe(
      '/api/reports/timeline?bbox=0%2C0%2C10%2C10&precision=2&severity=mild&encoding=delta',
    );
  });

  it('decodes the delta encoding it asks for', async () => {
    const client = createApiClient({ apiBaseUrl: base });
    handler = (_req, _b, res) =>
      send(res, 200, {
        precision: 1,
        encoding: 'delta',
        illnesses: ['flu', 'dengue'],
        cells: [15, 25, 3, 0, 30, -50, 2, 1],
      });
    await expect(client.getClusters({ bbox: [-180, -90, 180, 90], precision: 1 })).resolves.toEqual([
      { latitude: 1.5, longitude: 2.5, count: 3, topIllness: 'flu' },
      { latitude: 4.5, longitude: -2.5, count: 2, topIllness: 'dengue' },
    ]);
    handler = (_req, _b, res) =>
      send(res, 200, { precision: 1, encoding: 'delta', illnesses: ['flu'], cells: [15, 25, 'x', 0] });
    await expect(client.getClusters({ bbox: [-180, -90, 180, 90], precision: 1 })).resolves.toEqual([]);
    handler = (_req, _b, res) =>
      send(res, 200, {
        precision: 2,
        encoding: 'delta',
        first: '2026-08-25',
        days: 90,
        illnesses: ['flu'],
        cells: [100, 200, 2, 3, 0, 4, 5, 0, 1],
      });
    await expect(client.getTimeline({ bbox: [0, 0, 10, 10], precision: 2 })).resolves.toEqual({
      precision: 2,
      first: '2026-08-25',
      days: 90,
      illnesses: ['flu'],
      cells: [
        [1, 2, 3, 0, 4],
        [1, 2, 5, 0, 1],
      ],
    });
  });
});
