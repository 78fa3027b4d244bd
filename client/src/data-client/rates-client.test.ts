/** @jest-environment node */
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestRefusedError } from '../http/http-client';
import { indexedDbParticipantKey, isParticipantKey, newParticipantKey } from '../participant/participant-key';
import { createApiClient } from './api-client';

// A small real HTTP server playing the documented answers of POST /api/check-ins and GET /api/rates/weekly,
// and fake-indexeddb (a complete IndexedDB for Node) holding the participant key; Chromium's runs end to end.
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
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

let n = 0;
const freshKeys = () => indexedDbParticipantKey(`participant-test-${++n}`);

const week = (w: string, participants: number, cases: number | null) => ({
  week: w,
  weekStart: '2026-11-23',
  participants,
  withheld: cases === null,
  cases,
  ratePer1000: cases === null ? null : (1000 * cases) / participants,
  lower: cases === null ? null : 4.4,
  upper: cases === null ? null : 128.8,
});

describe('the participant key', () => {
  it('is 128 random bits in base64url, which the contract accepts', () => {
    const key = newParticipantKey();
    expect(key).toHaveLength(22);
    expect(isParticipantKey(key)).toBe(true);
    expect(newParticipantKey()).not.toBe(key);
    expect(newParticipantKey(() => new Uint8Array(16).fill(255))).toBe('_____________________w');
  });

  it('is made once per device and kept in IndexedDB, also when two tabs ask at once', async () => {
    const name = `participant-test-${++n}`;
    const [a, b] = await Promise.all([indexedDbParticipantKey(name).get(), indexedDbParticipantKey(name).get()]);
    expect(isParticipantKey(a)).toBe(true);
    expect(b).toBe(a);
    expect(await indexedDbParticipantKey(name).get()).toBe(a);
    expect(await freshKeys().get()).not.toBe(a);
  });
});

describe('check-ins and weekly rates through the API data client', () => {
  it('checks in with the device key and sends the same key with a report', async () => {
    const keys = freshKeys();
    const key = await keys.get();
    handler = (req, _b, res) =>
      req.url === '/api/check-ins'
        ? send(res, 201, { data: { week: '2026-W48', country: 'IN', pinCode: '400001', city: 'Mumbai', state: null } })
        : send(res, 201, {
            data: { id: '1', country: 'IN', pin_code: '400001', symptoms: ['Fever'], illness_type: 'flu' },
          });
    const client = createApiClient({ apiBaseUrl: base, participantKey: keys });
    const checkIn = await client.checkIn({ country: 'IN', pinCode: '400001' }, { idempotencyKey: 'c-1' });
    expect(checkIn).toEqual({ week: '2026-W48', country: 'IN', pinCode: '400001', city: 'Mumbai', state: null });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers['idempotency-key']).toBe('c-1');
    expect(JSON.parse(seen[0]!.body)).toEqual({
      country: 'IN',
      pinCode: '400001',
      participant: key,
      feelingFine: true,
    });
    await client.submitReport({
      country: 'IN',
      pinCode: '400001',
      symptoms: ['Fever'],
      illnessType: 'flu',
      severity: 'mild',
    });
    expect(JSON.parse(seen[1]!.body).participant).toBe(key);
  });

  it("turns a refusal into the API's code", async () => {
    handler = (_req, _b, res) => send(res, 400, { error: 'Postal code is required', code: 'invalid-request' });
    const err = await createApiClient({ apiBaseUrl: base, participantKey: freshKeys() })
      .checkIn({ country: 'IN', pinCode: '' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestRefusedError);
    expect(err).toMatchObject({ status: 400, code: 'invalid-request' });
  });

  it('reads weekly rates with the query, and refuses an answer that is not one', async () => {
    const data = {
      area: { id: 'in.d.maharashtra.mumbai', name: 'Mumbai', level: 'district', country: 'IN' },
      definition: 'ili-who',
      minParticipants: 20,
      weeks: [week('2026-W47', 12, null), week('2026-W48', 40, 1)],
    };
    handler = (_req, _b, res) => send(res, 200, { data });
    const client = createApiClient({ apiBaseUrl: base, participantKey: freshKeys() });
    const rates = await client.getWeeklyRates({ area: 'in.d.maharashtra.mumbai', definition: 'ili-who', weeks: 2 });
    expect(seen[0]!.url).toBe('/api/rates/weekly?area=in.d.maharashtra.mumbai&definition=ili-who&weeks=2');
    expect(rates).toEqual(data);
    handler = (_req, _b, res) => send(res, 200, { data: { ...data, weeks: [{ week: '2026-W48' }] } });
    await expect(client.getWeeklyRates({ area: 'IN', definition: 'ili-who' })).rejects.toThrow(
      'Failed to get weekly rates',
    );
  });
});
