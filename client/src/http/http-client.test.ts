import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, errorMessage } from './http-client';

/** A real HTTP server; each test says how it answers. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
});

const json =
  (status: number, payload: unknown): Handler =>
  (_req, _body, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(payload));
  };

describe('http client', () => {
  it('joins a base URL with trailing slashes, drops empty query values and sends JSON', async () => {
    handler = json(201, { data: { id: 1 } });
    const http = createHttpClient({ baseUrl: `${base}///` });
    const outcome = await http.request('/api/x', {
      method: 'POST',
      query: { a: 'b c', n: 3, empty: '', none: undefined },
      body: { hello: 'world' },
      headers: { 'Idempotency-Key': 'k' },
    });
    expect(outcome).toEqual({ kind: 'ok', status: 201, body: { data: { id: 1 } }, cachedAt: null });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/x?a=b+c&n=3', body: '{"hello":"world"}' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['idempotency-key']).toBe('k');
    expect(http.url('/api/y', { q: 'é' })).toBe(`${base}/api/y?q=%C3%A9`);
  });

  it("reads the server's { error }, or none when the body is not one", async () => {
    const http = createHttpClient({ baseUrl: base });
    handler = json(422, { error: 'Postal code not found' });
    expect(await http.request('/x')).toMatchObject({ kind: 'error', status: 422, message: 'Postal code not found' });
    handler = (_req, _b, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    expect(await http.request('/x')).toEqual({
      kind: 'error',
      status: 502,
      body: null,
      message: null,
      code: null,
      params: {},
    });
    handler = json(500, { error: '   ' });
    expect(await http.request('/x')).toMatchObject({ kind: 'error', status: 500, message: null });
  });

  it("reads the server's code and params, dropping a code it does not know and params that are not text or numbers", async () => {
    const http = createHttpClient({ baseUrl: base });
    handler = json(404, {
      error: 'Postal code 999999 not found in IN',
      code: 'postal-code-not-found',
      params: { postalCode: '999999', country: 'IN', nested: { no: 1 } },
    });
    expect(await http.request('/x')).toMatchObject({
      kind: 'error',
      status: 404,
      message: 'Postal code 999999 not found in IN',
      code: 'postal-code-not-found',
      params: { postalCode: '999999', country: 'IN' },
    });
    handler = json(400, { error: 'Something new', code: 'a-code-from-a-newer-api', params: [1] });
    expect(await http.request('/x')).toMatchObject({ message: 'Something new', code: null, params: {} });
  });

  it('says network when nothing answers', async () => {
    // Port 9 (discard) on loopback: connection refused.
    const outcome = await createHttpClient({ baseUrl: 'http://127.0.0.1:9' }).request('/x');
    expect(outcome.kind).toBe('network');
  });

  it('gives up after the time limit, the request or the client one', async () => {
    handler = () => undefined; // never answers
    const slowClient = createHttpClient({ baseUrl: base, timeoutMs: 60000 });
    const started = Date.now();
    expect(await slowClient.request('/hang', { timeoutMs: 100 })).toEqual({ kind: 'timeout' });
    expect(await createHttpClient({ baseUrl: base, timeoutMs: 100 }).request('/hang')).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(10000);
  });

  it("rejects with the caller's abort, before or during the request", async () => {
    handler = () => undefined;
    const http = createHttpClient({ baseUrl: base });
    const before = new AbortController();
    before.abort();
    await expect(http.request('/x', { signal: before.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
    const during = new AbortController();
    const pending = http.request('/x', { signal: during.signal });
    setTimeout(() => during.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('errorMessage takes only a non-empty string', () => {
    expect(errorMessage({ error: 'x' })).toBe('x');
    expect(errorMessage({ error: 3 })).toBeNull();
    expect(errorMessage(['x'])).toBeNull();
    expect(errorMessage(null)).toBeNull();
  });
});
