import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchDemoDataStatus } from './demo-data-client';

let server: Server;
let base: string;
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === '/api/demo-data' ? answer.status : 404, { 'Content-Type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchDemoDataStatus', () => {
  it("reads the API's answer", async () => {
    answer = { status: 200, body: JSON.stringify({ demo: true, reports: 15842 }) };
    expect(await fetchDemoDataStatus(`${base}/`)).toEqual({ demo: true, reports: 15842 });
  });

  it('is null when the answer is an error, malformed, or missing', async () => {
    answer = { status: 500, body: JSON.stringify({ error: 'down' }) };
    expect(await fetchDemoDataStatus(base)).toBeNull();
    answer = { status: 200, body: JSON.stringify({ demo: 'yes' }) };
    expect(await fetchDemoDataStatus(base)).toBeNull();
    expect(await fetchDemoDataStatus('http://127.0.0.1:9')).toBeNull();
  });
});
