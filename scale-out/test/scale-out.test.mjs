// Two API processes and two chat-servers on one PostgreSQL and one Redis behind nginx, all real
// processes on loopback. Skipped (with a notice) where PostgreSQL, Redis or nginx is missing; CI
// (CI=true) has all three and fails instead of skipping.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { io } from 'socket.io-client';
import { FeedListener, report, request, upstreamOf } from '../lib/http.mjs';
import { APP_ORIGIN, missingServices, startTopology } from '../lib/topology.mjs';

const missing = missingServices();
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
if (missing.length > 0 && ci) throw new Error(`scale-out test needs ${missing.join(', ')}`);
if (missing.length > 0) console.warn(`[scale-out] SKIPPED: needs ${missing.join(', ')}`);

const WRITE_RATE_LIMIT = 30;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('scale-out: 2 APIs + 2 chat-servers, PostgreSQL with a streaming read replica, one Redis, nginx', {
  skip: missing.length > 0,
}, () => {
  /** @type {Awaited<ReturnType<typeof startTopology>>} */
  let t;
  /** @type {pg.Pool} */
  let db;

  before(async () => {
    t = await startTopology({
      databaseUrl: process.env.TEST_DATABASE_URL,
      redisUrl: process.env.TEST_REDIS_URL,
      apiEnv: { WRITE_RATE_LIMIT: String(WRITE_RATE_LIMIT) },
      replica: true,
    });
    db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await t?.stop();
  });

  it('a report posted through one API reaches live-feed listeners on both', async () => {
    const listeners = t.apis.map((api) => new FeedListener(`${api.url}/api/reports/stream`));
    try {
      await Promise.all(listeners.map((l) => l.start()));
      const posted = await request(`${t.apis[0].url}/api/reports`, { body: report(1), from: '127.0.0.11' });
      assert.equal(posted.status, 201);
      const id = posted.json().data.id;
      for (const l of listeners) await l.waitForAll([id]);
    } finally {
      for (const l of listeners) l.stop();
    }
  });

  it('the write rate limit is one budget over both APIs', async () => {
    const from = '127.0.0.12';
    const upstreams = new Set();
    for (let i = 0; i < WRITE_RATE_LIMIT; i++) {
      const res = await request(`${t.url}/api/reports`, { body: report(i), from });
      assert.equal(res.status, 201, res.body);
      upstreams.add(upstreamOf(res.headers));
    }
    // nginx spread the budget over both processes; one more, on either, is refused.
    assert.deepEqual([...upstreams].sort(), t.apis.map((a) => `127.0.0.1:${a.port}`).sort());
    for (const api of t.apis) {
      const res = await request(`${api.url}/api/reports`, { body: report(0), from });
      assert.equal(res.status, 429);
      assert.equal(typeof res.json().error, 'string');
    }
    // Another visitor still has its own budget.
    assert.equal((await request(`${t.url}/api/reports`, { body: report(0), from: '127.0.0.13' })).status, 201);
  });

  it('an Idempotency-Key sent to both APIs at once stores one report', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      t.apis.map((api) =>
        request(`${api.url}/api/reports`, { body: report(2), from: '127.0.0.14', headers: { 'idempotency-key': key } }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 201]);
    const ids = answers.map((a) => a.json().data.id);
    assert.equal(ids[0], ids[1]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM report_idempotency_keys WHERE key = $1', [key]);
    assert.equal(rows[0].n, 1);
    // The same key with another report is refused by either process.
    for (const api of t.apis) {
      const other = await request(`${api.url}/api/reports`, {
        body: report(0),
        from: '127.0.0.14',
        headers: { 'idempotency-key': key },
      });
      assert.equal(other.status, 422);
    }
  });

  it('chat users on different servers see each other and talk', async () => {
    const sockets = [];
    const open = (probe) =>
      new Promise((resolve, reject) => {
        const socket = io(t.url, {
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          query: { probe },
          extraHeaders: { origin: APP_ORIGIN },
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const ack = async (socket, event, payload) => {
      const res = await socket.timeout(5000).emitWithAck(event, payload);
      assert.equal(res.ok, true, `${event}: ${res.error}`);
      return res;
    };
    const next = (socket, event, match) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
        const listener = (payload) => {
          if (!match(payload)) return;
          clearTimeout(timer);
          socket.off(event, listener);
          resolve(payload);
        };
        socket.on(event, listener);
      });
    try {
      const probe = randomUUID();
      const ana = await open(`${probe}-ana`);
      const bob = await open(`${probe}-bob`);
      const anaId = randomUUID();
      const bobId = randomUUID();
      await ack(ana, 'presence:join', { clientId: anaId, secret: randomUUID(), nickname: 'Ana' });
      const anaSeesBob = next(ana, 'presence:changes', (p) => p.joined.some((u) => u.id === bobId));
      const bobJoined = await ack(bob, 'presence:join', { clientId: bobId, secret: randomUUID(), nickname: 'Bob' });
      assert.ok(
        bobJoined.users.some((u) => u.id === anaId),
        'Bob sees Ana in the presence list',
      );
      await anaSeesBob;

      await ack(ana, 'room:join', { roomId: 'global' });
      await ack(bob, 'room:join', { roomId: 'global' });
      const bobGets = next(bob, 'room:message', (p) => p.message.message === 'hello from the other server');
      await ack(ana, 'message:send', { roomId: 'global', id: randomUUID(), message: 'hello from the other server' });
      assert.equal((await bobGets).message.senderName, 'Ana');

      const anaLeft = next(bob, 'presence:changes', (p) => p.left.includes(anaId));
      ana.disconnect();
      await anaLeft;
      bob.disconnect();
      // nginx logs a WebSocket when it closes: each probe names the chat-server it was proxied to.
      await sleep(300);
      const served = (who) =>
        t
          .log('access')
          .split('\n')
          .find((line) => line.includes(`probe=${probe}-${who}`))
          ?.split(' ')
          .pop();
      const chatAddresses = t.chats.map((c) => `127.0.0.1:${c.port}`);
      assert.ok(chatAddresses.includes(served('ana')), `Ana's upstream ${served('ana')}`);
      assert.ok(chatAddresses.includes(served('bob')), `Bob's upstream ${served('bob')}`);
      assert.notEqual(served('ana'), served('bob'), 'the two users were on different chat-servers');
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });

  it('killing the read replica under load loses no report and answers no read with a 5xx', async () => {
    const health = async (api) => (await request(`${api.url}/healthz`)).json();
    for (const api of t.apis) assert.equal((await health(api)).replica.status, 'ok', `${api.url} reads the replica`);
    const acknowledged = new Set();
    const failures = [];
    let reads = 0;
    let running = true;
    const reader = async (r) => {
      const paths = [
        '/api/stats',
        '/api/health-aggregates?days=30',
        '/api/analytics/outbreak-prediction?location=India&timeframe=7',
      ];
      for (let i = 0; running; i++) {
        const res = await request(`${t.url}${paths[i % paths.length]}`, { from: `127.0.9.${1 + r}` }).catch((err) => ({
          status: String(err),
        }));
        reads++;
        if (res.status !== 200) failures.push(`read ${paths[i % paths.length]}: ${res.status}`);
      }
    };
    const writer = async (w) => {
      for (let sent = 0; running; sent++) {
        const res = await request(`${t.url}/api/reports`, {
          body: report(sent),
          from: `127.0.8.${1 + w * 50 + Math.floor(sent / 20)}`,
        });
        if (res.status === 201) acknowledged.add(res.json().data.id);
        else if (res.status !== 429) failures.push(`write: ${res.status} ${res.body}`);
      }
    };
    const load = [...Array.from({ length: 4 }, (_, r) => reader(r)), ...Array.from({ length: 2 }, (_, w) => writer(w))];
    try {
      await sleep(1500);
      const readsBefore = reads;
      t.replica.stop('immediate');
      await sleep(2500);
      running = false;
      await Promise.all(load);
      assert.deepEqual(failures, []);
      assert.ok(
        readsBefore > 10 && reads > readsBefore + 10,
        `reads before ${readsBefore}, after ${reads - readsBefore}`,
      );
      const ids = [...acknowledged];
      const { rows } = await db.query('SELECT id::text FROM symptom_reports WHERE id = ANY($1::bigint[])', [ids]);
      assert.equal(rows.length, ids.length, 'every acknowledged report is stored');
      for (const api of t.apis) assert.deepEqual((await health(api)).replica, { status: 'down', lagMs: null });
      console.log(`[scale-out] replica killed under load: ${reads} reads, none 5xx; ${ids.length} reports, all stored`);
    } finally {
      running = false;
      await Promise.all(load);
    }
  });

  it('SIGKILL of one API under load loses no acknowledged report; its live feeds resume on the other', async () => {
    const [victim, survivor] = t.apis;
    const victimAddr = `127.0.0.1:${victim.port}`;
    const survivorAddr = `127.0.0.1:${survivor.port}`;
    const listeners = Array.from(
      { length: 4 },
      (_, i) => new FeedListener(`${t.url}/api/reports/stream`, { from: `127.0.0.${30 + i}` }),
    );
    const acknowledged = new Set();
    const failures = [];
    let running = true;
    let retries = 0;
    let before = 0;
    /** @type {Promise<void>[]} */
    let writers = [];
    try {
      await Promise.all(listeners.map((l) => l.start()));
      assert.ok(
        listeners.some((l) => l.connections[0].upstream === victimAddr),
        'some live feeds were proxied to the API that is killed',
      );

      const writer = async (w) => {
        let sent = 0;
        while (running) {
          const key = randomUUID();
          const body = report(sent);
          // A visitor address per 20 reports keeps each under the write rate limit.
          for (let attempt = 0; ; attempt++) {
            const from = `127.0.${100 + w}.${1 + Math.floor((sent + attempt) / 20)}`;
            try {
              const res = await request(`${t.url}/api/reports`, { body, from, headers: { 'idempotency-key': key } });
              if (res.status === 200 || res.status === 201) {
                acknowledged.add(res.json().data.id);
                break;
              }
              if (![429, 502, 503, 504].includes(res.status)) {
                failures.push(`${res.status} ${res.body}`);
                break;
              }
            } catch (err) {
              if (attempt > 20) {
                failures.push(String(err));
                break;
              }
            }
            retries++;
            await sleep(50);
          }
          sent++;
        }
      };
      writers = Array.from({ length: 6 }, (_, w) => writer(w));
      await sleep(1500);
      before = acknowledged.size;
      victim.child.kill('SIGKILL');
      await sleep(2500);
      running = false;
      await Promise.all(writers);

      assert.deepEqual(failures, []);
      assert.ok(before > 20, `load before the kill: ${before} reports`);
      assert.ok(acknowledged.size > before + 20, `load after the kill: ${acknowledged.size - before} reports`);
      const ids = [...acknowledged];
      const { rows } = await db.query('SELECT id::text FROM symptom_reports WHERE id = ANY($1::bigint[])', [ids]);
      assert.equal(rows.length, ids.length, 'every acknowledged report is stored');

      for (const l of listeners) await l.waitForAll(ids, 15_000);
      for (const l of listeners) {
        const first = l.connections[0];
        if (first.upstream !== victimAddr) continue;
        const resumed = l.connections.slice(1).find((c) => c.status === 200);
        assert.ok(resumed, 'a feed on the killed API reconnected');
        assert.equal(resumed.upstream, survivorAddr);
        assert.match(resumed.lastEventId ?? '', /^\d+$/, 'it resumed with Last-Event-ID');
      }
      console.log(
        `[scale-out] ${before} reports before the kill, ${acknowledged.size} acknowledged in all (${retries} retries), all stored and delivered to ${listeners.length} live feeds`,
      );
    } finally {
      // Whatever failed above, nothing this test started may keep the process alive.
      running = false;
      await Promise.all(writers);
      for (const l of listeners) l.stop();
    }
  });
});
