import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Opens the live feed from a given loopback address; resolves with the status and, when refused, the body. */
function openStream(
  port: number,
  localAddress: string,
): Promise<{ status: number; body: string; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/reports/stream', localAddress }, (res) => {
      if (res.statusCode === 200) return resolve({ status: 200, body: '', req });
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, req }));
    });
    req.on('error', reject);
  });
}

/** Resolves when the server closes the socket, with whatever it sent before. */
function whenClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      got += c;
    });
    socket.on('close', () => resolve(got));
    socket.on('error', () => undefined);
  });
}

describe('connection and stream limits (real sockets)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      connectionLimits: {
        sseStreamsPerAddress: 2,
        sseStreamsTotal: 3,
        connectionsPerAddress: 4,
        connectionsTotal: 0,
        headersTimeoutMs: 500,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses live feeds beyond the per-address share (429) and the total (503), JSON { error }', async () => {
    const a1 = await openStream(port, '127.0.0.2');
    const a2 = await openStream(port, '127.0.0.2');
    const a3 = await openStream(port, '127.0.0.2');
    expect([a1.status, a2.status, a3.status]).toEqual([200, 200, 429]);
    expect(JSON.parse(a3.body)).toEqual({
      error: 'Too many live feeds open from this address',
      code: 'too-many-live-feeds',
    });
    const b1 = await openStream(port, '127.0.0.3');
    const b2 = await openStream(port, '127.0.0.3');
    expect([b1.status, b2.status]).toEqual([200, 503]);
    expect(JSON.parse(b2.body)).toEqual({
      error: 'The live feed is full: please try again shortly',
      code: 'live-feed-full',
    });
    // A closed stream frees its slot.
    a1.req.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const b3 = await openStream(port, '127.0.0.3');
    expect(b3.status).toBe(200);
    for (const s of [a2, b1, b3]) s.req.destroy();
  });

  it('closes a connection beyond the per-address share before reading it', async () => {
    const sockets = Array.from({ length: 4 }, () =>
      net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.4' }),
    );
    await Promise.all(sockets.map((s) => new Promise((r) => s.once('connect', r))));
    const extra = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.4' });
    const closed = whenClosed(extra);
    extra.on('connect', () => extra.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(await closed).toBe('');
    // Another address is unaffected.
    const other = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(other.status).toBe(200);
    for (const s of sockets) s.destroy();
  });

  it('closes a connection whose headers do not arrive within HEADERS_TIMEOUT_MS', async () => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.5' });
    const closed = whenClosed(socket);
    socket.on('connect', () => socket.write('POST /api/reports HTTP/1.1\r\nHost: x\r\n'));
    const started = Date.now();
    const got = await closed;
    expect(got).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
