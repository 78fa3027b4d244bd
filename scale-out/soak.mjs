#!/usr/bin/env node
// Soak: an API and a chat-server (real processes, loopback only) under mixed traffic for SOAK_SECONDS
// (default 600): reports, map reads (clusters, timeline, stats), live-feed listeners that come and go,
// chat, and a flood of malformed input. Prints throughput, p99 and RSS after warm-up and at the end,
// the 5xx count, and checks that every acknowledged report is in the database.
//
//   SOAK_SECONDS=600 npm run soak      (PostgreSQL: SOAK_DATABASE_URL or TEST_DATABASE_URL; Redis optional:
//                                       SOAK_REDIS_URL or TEST_REDIS_URL)
// Exit status 1 when a Done criterion fails: RSS at the end more than 20 % above the start, any 5xx,
// or an acknowledged report missing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { FeedListener, report, request } from './lib/http.mjs';
import { APP_ORIGIN, rssBytes, startTopology } from './lib/topology.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_S = Math.min(60, Math.max(10, Math.round(SECONDS * 0.1)));
const WINDOW_S = Math.min(60, Math.max(10, Math.round(SECONDS * 0.1)));
const databaseUrl = process.env.SOAK_DATABASE_URL || process.env.TEST_DATABASE_URL;
const redisUrl = process.env.SOAK_REDIS_URL || process.env.TEST_REDIS_URL || undefined;
if (!databaseUrl) {
  console.error('soak: set SOAK_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database to create the run in');
  process.exit(2);
}
if (!Number.isFinite(SECONDS) || SECONDS < 30) {
  console.error('soak: SOAK_SECONDS must be at least 30');
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const elapsed = () => (Date.now() - t0) / 1000;

/** Every answer of the good traffic: [time s, latency ms, kind]. */
const samples = [];
const statuses = new Map();
let fiveXx = 0;
const fiveXxSamples = [];
const acknowledged = new Set();

function count(kind, status, body) {
  const key = `${kind} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  if (status >= 500) {
    fiveXx++;
    if (fiveXxSamples.length < 10) fiveXxSamples.push(`${key} ${String(body).slice(0, 120)}`);
  }
}

async function timed(kind, url, options) {
  const start = performance.now();
  try {
    const res = await request(url, options);
    samples.push([elapsed(), performance.now() - start, kind]);
    count(kind, res.status, res.body);
    return res;
  } catch (err) {
    count(kind, 'error', err);
    return null;
  }
}

console.log(`soak: starting an API and a chat-server (PostgreSQL${redisUrl ? ', Redis' : ''}), ${SECONDS} s`);
const topology = await startTopology({
  databaseUrl,
  redisUrl,
  apis: 1,
  chats: 1,
  nginx: false,
  apiEnv: { WRITE_RATE_LIMIT: '60' },
});
const api = topology.apis[0];
const chat = topology.chats[0];
let running = true;
const deadline = t0 + SECONDS * 1000;
const live = () => running && Date.now() < deadline;

// --- good traffic -----------------------------------------------------------
async function reporter(w) {
  let n = 0;
  while (live()) {
    // A visitor address per 50 reports keeps each under the write limit (60 a minute).
    const from = `127.${10 + w}.${Math.floor(n / 50 / 250) % 250}.${1 + (Math.floor(n / 50) % 250)}`;
    const key = randomUUID();
    const res = await timed('report', `${api.url}/api/reports`, {
      body: report(n),
      from,
      headers: { 'idempotency-key': key },
    });
    if (res && (res.status === 201 || res.status === 200)) acknowledged.add(res.json().data.id);
    n++;
    await sleep(20);
  }
}

const BBOXES = ['-180,-85,180,85', '68,6,98,36', '-125,24,-66,50', '-10,35,30,60'];
async function mapReader(r) {
  let n = 0;
  while (live()) {
    const bbox = BBOXES[n % BBOXES.length];
    const from = `127.50.${r}.1`;
    const kind = n % 4;
    if (kind === 0)
      await timed('clusters', `${api.url}/api/reports/clusters?bbox=${bbox}&precision=${n % 4}`, { from });
    else if (kind === 1)
      await timed('clusters', `${api.url}/api/reports/clusters?bbox=${bbox}&precision=2&illness=flu&from=2026-01-01`, {
        from,
      });
    else if (kind === 2) await timed('timeline', `${api.url}/api/reports/timeline?bbox=${bbox}&precision=1`, { from });
    else await timed('stats', `${api.url}/api/stats`, { from });
    n++;
    await sleep(25);
  }
}

/** Live feeds: 8 open at all times, one replaced (closed, reopened with Last-Event-ID) every 5 s. */
async function feeds() {
  const open = [];
  for (let i = 0; i < 8; i++) {
    const l = new FeedListener(`${api.url}/api/reports/stream`, { from: `127.60.0.${i + 1}` });
    await l.start().catch(() => undefined);
    open.push(l);
  }
  let turn = 0;
  while (live()) {
    await sleep(5000);
    const i = turn++ % open.length;
    const old = open[i];
    old.stop();
    const next = new FeedListener(`${api.url}/api/reports/stream`, { from: `127.60.0.${i + 1}` });
    next.lastId = old.lastId;
    await next.start().catch(() => undefined);
    for (const c of next.connections) count('feed', c.status, '');
    open[i] = next;
  }
  for (const l of open) l.stop();
}

/** Chat: 10 visitors in the global room, each saying something every 2 s; one replaced every 10 s. */
async function chatters() {
  const join = async (i) => {
    const socket = io(chat.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      localAddress: `127.70.0.${i + 1}`,
      extraHeaders: { origin: APP_ORIGIN },
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const id = randomUUID();
    await socket
      .timeout(5000)
      .emitWithAck('presence:join', { clientId: id, secret: randomUUID(), nickname: `Soak ${i}` });
    await socket.timeout(5000).emitWithAck('room:join', { roomId: 'global' });
    return socket;
  };
  const sockets = [];
  for (let i = 0; i < 10; i++) sockets.push(await join(i).catch(() => null));
  let tick = 0;
  while (live()) {
    await sleep(2000);
    tick++;
    await Promise.all(
      sockets.map(async (s, i) => {
        if (!s) return;
        const start = performance.now();
        try {
          const ack = await s.timeout(5000).emitWithAck('message:send', {
            roomId: 'global',
            id: randomUUID(),
            message: `soak message ${tick} from ${i}`,
          });
          samples.push([elapsed(), performance.now() - start, 'chat']);
          count('chat', ack.ok ? 'ok' : `refused: ${ack.error}`, '');
        } catch {
          count('chat', 'no-ack', '');
        }
      }),
    );
    if (tick % 5 === 0) {
      const i = tick % sockets.length;
      sockets[i]?.disconnect();
      sockets[i] = await join(i).catch(() => null);
    }
  }
  for (const s of sockets) s?.disconnect();
}

// --- the flood of bad input ---------------------------------------------------
const BAD = [
  () => ({ path: '/api/reports', rawBody: '{"country":' }),
  () => ({ path: '/api/reports', body: { ...report(0), nickname: 'a\u0000b' } }),
  () => ({ path: '/api/reports', body: { ...report(0), nickname: 'a\ud800' } }),
  () => ({ path: '/api/reports', body: { ...report(0), pinCode: '999999' } }),
  () => ({ path: '/api/reports', body: { ...report(0), symptoms: ['Rash'] } }),
  () => ({ path: '/api/reports', body: { ...report(0), extra: 1 } }),
  () => ({ path: '/api/reports', rawBody: JSON.stringify({ ...report(0), nickname: 'x'.repeat(20_000) }) }),
  () => ({ path: '/api/reports', rawBody: 'country=IN', headers: { 'content-type': 'text/plain' } }),
  () => ({ path: '/api/reports', body: report(1), headers: { 'idempotency-key': 'soak-reused-key' } }),
  () => ({ path: '/api/reports', body: report(2), headers: { 'idempotency-key': 'soak-reused-key' } }),
  () => ({ path: '/api/reports?before=9999999999999999999' }),
  () => ({ path: '/api/reports?before=275760-09-13' }),
  () => ({ path: '/api/reports?pinCode=%00' }),
  () => ({ path: '/api/reports/clusters?bbox=1,2,3&precision=9' }),
  () => ({ path: '/api/reports/clusters?bbox=-180,-85,180,85&since=2016-12-31T23:59:60Z' }),
  () => ({ path: '/api/reports/timeline?bbox=-180,-85,180,85&from=2026-13-01' }),
  () => ({ path: '/api/reports/stream', headers: { 'last-event-id': 'abc' } }),
  () => ({ path: '/api/geocode?country=ZZ&postalCode=%F0' }),
  () => ({ path: '/api/phone-ai/health-consultation', body: { symptoms: 'a\u0000', location: { latitude: 91 } } }),
  () => ({ path: '/api/nowhere' }),
];
async function flooder(f) {
  let n = 0;
  while (live()) {
    const bad = BAD[(n + f * 7) % BAD.length]();
    const from = `127.80.${f}.${1 + (Math.floor(n / 40) % 250)}`;
    const res = await request(`${api.url}${bad.path}`, { ...bad, from }).catch(() => null);
    if (res) count('bad', res.status, res.body);
    else count('bad', 'error', '');
    if (res && res.status >= 500) console.log(`soak: ${res.status} for ${bad.path}: ${res.body.slice(0, 200)}`);
    n++;
    await sleep(5);
  }
}
/** Malformed chat events on one socket: refused with an error, never a crash. */
async function chatFlooder() {
  const socket = io(chat.url, {
    transports: ['websocket'],
    reconnection: true,
    forceNew: true,
    localAddress: '127.90.0.1',
    extraHeaders: { origin: APP_ORIGIN },
  });
  const payloads = [
    ['presence:join', { clientId: 'NOT-A-UUID', secret: '', nickname: 'System' }],
    ['room:join', { roomId: 'private:a:b' }],
    ['message:send', { roomId: 'global', id: 1, message: '' }],
    ['message:send', 'x'.repeat(5000)],
    ['presence:heartbeat', null],
  ];
  let n = 0;
  while (live()) {
    const [event, payload] = payloads[n++ % payloads.length];
    if (socket.connected) {
      try {
        const ack = await socket.timeout(3000).emitWithAck(event, payload);
        count('bad-chat', ack?.ok ? 'ok' : 'refused', '');
      } catch {
        count('bad-chat', 'no-ack', '');
      }
    }
    await sleep(100);
  }
  socket.disconnect();
}

// --- memory -----------------------------------------------------------------
const rss = [];
async function sampleRss() {
  while (live()) {
    rss.push([elapsed(), rssBytes(api.child.pid), rssBytes(chat.child.pid)]);
    await sleep(5000);
  }
  rss.push([elapsed(), rssBytes(api.child.pid), rssBytes(chat.child.pid)]);
}

const work = [
  ...Array.from({ length: 4 }, (_, i) => reporter(i)),
  ...Array.from({ length: 2 }, (_, i) => mapReader(i)),
  feeds(),
  chatters(),
  ...Array.from({ length: 2 }, (_, i) => flooder(i)),
  chatFlooder(),
  sampleRss(),
];
const progress = setInterval(() => {
  const last = rss[rss.length - 1];
  console.log(
    `soak: ${Math.round(elapsed())} s, ${acknowledged.size} reports acknowledged, ${fiveXx} × 5xx, API RSS ${mb(last?.[1])}, chat RSS ${mb(last?.[2])}`,
  );
}, 60_000);
await Promise.all(work);
running = false;
clearInterval(progress);

// --- verdict ------------------------------------------------------------------
function mb(bytes) {
  return bytes == null ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
function windowStats(from, to) {
  const inWindow = samples.filter(([t]) => t >= from && t < to);
  const by = new Map();
  for (const [, ms, kind] of inWindow) {
    if (!by.has(kind)) by.set(kind, []);
    by.get(kind).push(ms);
  }
  const rows = {};
  for (const [kind, values] of [['all', inWindow.map((s) => s[1])], ...by]) {
    values.sort((a, b) => a - b);
    const p = (q) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
    rows[kind] = { perSecond: values.length / (to - from), p50: p(0.5), p99: p(0.99), n: values.length };
  }
  return rows;
}
const end = elapsed();
const start = windowStats(WARMUP_S, WARMUP_S + WINDOW_S);
const last = windowStats(end - WINDOW_S, end);
const rssAt = (t) => rss.reduce((best, s) => (Math.abs(s[0] - t) < Math.abs(best[0] - t) ? s : best), rss[0]);
const rssStart = rssAt(WARMUP_S);
const rssEnd = rss[rss.length - 1];

const db = new pg.Client({ connectionString: topology.databaseUrl });
await db.connect();
const ids = [...acknowledged];
let found = 0;
for (let i = 0; i < ids.length; i += 10_000) {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM symptom_reports WHERE id = ANY($1::bigint[])', [
    ids.slice(i, i + 10_000),
  ]);
  found += rows[0].n;
}
await db.end();
await topology.stop();

const fmt = (r) => (r ? `${r.perSecond.toFixed(1)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` : '—');
console.log(
  `\nsoak: ${Math.round(end)} s; warm-up ${WARMUP_S} s; windows of ${WINDOW_S} s after warm-up and at the end`,
);
console.log('| traffic | after warm-up | at the end |');
console.log('| --- | --- | --- |');
for (const kind of ['all', 'report', 'clusters', 'timeline', 'stats', 'chat'])
  console.log(`| ${kind} | ${fmt(start[kind])} | ${fmt(last[kind])} |`);
const apiGrowth = rssEnd[1] / rssStart[1] - 1;
const chatGrowth = rssEnd[2] / rssStart[2] - 1;
console.log(`| API RSS | ${mb(rssStart[1])} | ${mb(rssEnd[1])} (${(apiGrowth * 100).toFixed(1)} %) |`);
console.log(`| chat-server RSS | ${mb(rssStart[2])} | ${mb(rssEnd[2])} (${(chatGrowth * 100).toFixed(1)} %) |`);
console.log('\nanswers:', Object.fromEntries([...statuses].sort()));
console.log(`5xx: ${fiveXx}${fiveXxSamples.length ? ` (${fiveXxSamples.join('; ')})` : ''}`);
console.log(`acknowledged reports: ${ids.length}, in the database: ${found}, missing: ${ids.length - found}`);

const failures = [];
if (apiGrowth > 0.2) failures.push(`API RSS grew ${(apiGrowth * 100).toFixed(1)} %`);
if (chatGrowth > 0.2) failures.push(`chat-server RSS grew ${(chatGrowth * 100).toFixed(1)} %`);
if (fiveXx > 0) failures.push(`${fiveXx} × 5xx`);
if (found !== ids.length) failures.push(`${ids.length - found} acknowledged reports missing`);
console.log(failures.length === 0 ? 'soak: PASS' : `soak: FAIL (${failures.join('; ')})`);
process.exit(failures.length === 0 ? 0 : 1);
