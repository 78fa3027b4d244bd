import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, validReport } from '../helpers/test-app';

/** Posts a report from a given loopback address on a fresh connection; resolves with status, body and time taken. */
function postReport(
  port: number,
  localAddress: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: { error?: string }; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/reports',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('refusal tarpit (real sockets)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { connectionLimits: { refusalsFree: 1, refusalDelayMaxMs: 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an address that keeps sending bad reports later and later, never its good ones', async () => {
    const bad = validReport({ severity: 'bogus' });
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await postReport(port, '127.0.0.8', bad);
      expect(r.status).toBe(400);
      expect(typeof r.body.error).toBe('string');
      times.push(r.ms);
    }
    // 10, 20, … 640 ms, then the 1,000 ms cap: the ninth refusal waited at least the cap.
    expect(times[8]).toBeGreaterThanOrEqual(990);
    expect(times[7]).toBeGreaterThanOrEqual(630);

    const good = await postReport(port, '127.0.0.8', validReport());
    expect(good.status).toBe(201);
    expect(good.ms).toBeLessThan(900);

    const elsewhere = await postReport(port, '127.0.0.9', bad);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.ms).toBeLessThan(900);
  });
});
