import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One log line a request (infrastructure/server.ts): it names the route and the outcome, and nothing about the
// visitor — no query string (it can hold a postal code), no address, no headers.
/** Every string in a log line, keys and values, at any depth: what could carry a query string or an address. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)])
      : [];

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp('pglite', { logger: { level: 'info', stream } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes one line a request, with method, path, status and time, and no query string or address', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/clusters?bbox=-10,-10,10,10&pinCode=400001',
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => JSON.stringify(l).includes('/api/reports/clusters'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/api/reports/clusters' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    // Strings only: a number (the time, the response time's digits) can hold "400001" by chance.
    const text = lines.flatMap(strings).join('\n');
    expect(text).toContain('/api/reports/clusters');
    expect(text).not.toContain('400001');
    expect(text).not.toContain('203.0.113.7');
  });

  it('logs a refusal on the same one line', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/clusters?bbox=nonsense' });
    expect(res.statusCode).toBe(400);
    const mine = lines.filter((l) => JSON.stringify(l).includes('/api/reports/clusters'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ req: { method: 'GET', path: '/api/reports/clusters' }, res: { statusCode: 400 } });
  });
});
