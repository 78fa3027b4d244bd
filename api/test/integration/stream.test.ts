import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, validReport, type TestApp } from '../helpers/test-app';

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** A real HTTP client reading the event stream; collects events and comment lines. */
function openStream(base: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let retry: number | null = null;
  let buffer = '';
  let contentType = '';
  const waiters: (() => void)[] = [];
  const req = http.get(
    `${base}/api/reports/stream`,
    { headers: { Accept: 'text/event-stream', ...headers } },
    (res) => {
      contentType = String(res.headers['content-type']);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const ev: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) ev.id = line.slice(4);
            else if (line.startsWith('event: ')) ev.event = line.slice(7);
            else if (line.startsWith('data: ')) ev.data = line.slice(6);
          }
          if (ev.data !== undefined) events.push(ev);
        }
        for (const w of waiters.splice(0)) w();
      });
    },
  );
  req.on('error', () => undefined);
  const until = async (pred: () => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end) throw new Error('timed out waiting for stream data');
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return {
    events,
    comments,
    until,
    close: () => req.destroy(),
    get retry() {
      return retry;
    },
    get contentType() {
      return contentType;
    },
  };
}

const PUBLIC_KEYS = ['country', 'created_at', 'id', 'illness_type', 'latitude', 'longitude', 'severity', 'symptoms'];

describe.each(DRIVERS)('report stream on %s', (driver) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { heartbeatMs: 200 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('delivers one insert to two listeners, with id lines, retry hint and heartbeats', async () => {
    const a = openStream(base);
    const b = openStream(base);
    await a.until(() => a.comments.includes('connected'));
    await b.until(() => b.comments.includes('connected'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: validReport({ illnessType: 'dengue' }),
    });
    const id = res.json().data.id;
    await a.until(() => a.events.length > 0);
    await b.until(() => b.events.length > 0);
    for (const s of [a, b]) {
      expect(s.events).toHaveLength(1);
      expect(s.events[0]).toMatchObject({ id, event: 'report' });
      const row = JSON.parse(s.events[0]!.data!);
      expect(row).toMatchObject({ id, illness_type: 'dengue', country: 'IN' });
      // Issue 34, finding 3: the feed carries the public row only (UTC day, 3-decimal cell).
      expect(Object.keys(row).sort()).toEqual(PUBLIC_KEYS);
      expect(row.created_at).toMatch(/T00:00:00\.000Z$/);
      expect(s.retry).toBe(3000);
      expect(s.contentType).toContain('text/event-stream');
    }
    await a.until(() => a.comments.includes('heartbeat'));
    a.close();
    b.close();
  });

  it('resumes from Last-Event-ID with what was missed, then goes live', async () => {
    const first = (await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport() })).json().data.id;
    const missed: string[] = [];
    for (let i = 0; i < 3; i++)
      missed.push((await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport() })).json().data.id);
    const s = openStream(base, { 'Last-Event-ID': first });
    await s.until(() => s.events.length >= 3);
    expect(s.events.map((e) => e.id)).toEqual(missed);
    const live = (await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport() })).json().data.id;
    await s.until(() => s.events.length >= 4);
    expect(s.events.map((e) => e.id)).toEqual([...missed, live]);
    s.close();

    // Clients that cannot set headers resume with ?lastEventId=
    const q = http.get(`${base}/api/reports/stream?lastEventId=${missed[1]}`);
    const text = await new Promise<string>((resolve) => {
      q.on('response', (res) => {
        let acc = '';
        res.on('data', (c: Buffer) => {
          acc += c.toString();
          if (acc.includes(`id: ${live}`)) resolve(acc);
        });
      });
    });
    q.destroy();
    expect(text).toContain(`id: ${missed[2]}`);
    expect(text).not.toContain(`id: ${missed[1]}\n`);
  });

  (driver === 'postgres' ? it : it.skip)('keeps streaming after the LISTEN connection is cut', async () => {
    const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
    const killed = await t.db.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`healthwatch-listen:${schema}`],
    );
    expect(killed.rowCount).toBe(1);
    await new Promise((r) => setTimeout(r, 2500));
    const s = openStream(base);
    await s.until(() => s.comments.includes('connected'));
    const id = (await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport() })).json().data.id;
    await s.until(() => s.events.some((e) => e.id === id));
    s.close();
  });

  // Ids are drawn at insert and committed later, so two writers can commit out of id order.
  (driver === 'postgres' ? it : it.skip)(
    'resumes with a lower id that committed after the Last-Event-ID the client saw',
    async () => {
      let commitSlow!: () => void;
      const held = new Promise<void>((resolve) => {
        commitSlow = resolve;
      });
      let slowId = '';
      const inserted = new Promise<void>((resolve) => {
        void t.db.transaction(async (tx) => {
          const r = await tx.query<{ id: string }>(
            `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity)
             VALUES ('IN', '400001', ARRAY['Fever'], 'flu', 'mild') RETURNING id::text`,
          );
          slowId = r.rows[0]!.id;
          resolve();
          await held;
        });
      });
      await inserted;
      // Commits the slow transaction even when an expectation fails, so the pool can close.
      const release = setTimeout(() => commitSlow(), 10_000);
      const s = openStream(base);
      await s.until(() => s.comments.includes('connected'));
      // Another place, illness and severity: no aggregate row the slow transaction has locked.
      const fast = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: validReport({
          country: 'US',
          pinCode: '10001',
          illnessType: 'dengue',
          severity: 'severe',
          symptoms: ['Headache'],
        }),
      });
      const fastId: string = fast.json().data.id;
      expect(BigInt(fastId)).toBeGreaterThan(BigInt(slowId));
      await s.until(() => s.events.some((e) => e.id === fastId));
      s.close();
      // The lower id commits while the client is away; the feed hears of it.
      clearTimeout(release);
      commitSlow();
      await new Promise((r) => setTimeout(r, 300));
      const resumed = openStream(base, { 'Last-Event-ID': fastId });
      await resumed.until(() => resumed.events.some((e) => e.id === slowId), 5000);
      resumed.close();
    },
    20_000,
  );

  it('rejects a malformed Last-Event-ID with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/stream', headers: { 'last-event-id': 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('last-event-id');
  });
});
