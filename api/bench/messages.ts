/**
 * npm run bench:messages -w api — not a test: prints figures beside a baseline measured in the same run.
 * Text-message reports (POST /api/messages/incoming: signature check, grammar, geocoding, the writer)
 * on PGlite, every message a new MessageSid from one of many numbers, beside the web report route
 * (POST /api/reports) and a bare Fastify POST on the same machine. The provider is stood in for:
 * requests are signed with its algorithm, as the integration tests do.
 * BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { expectedSignature } from '../src/phone-ai/voice/signature';
import { type LoadFigures, measureLoad, startServer, stopServer } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET_RPS = 1000;
const TOKEN = 'bench-stand-in-token';
const BODIES = ['FEVER COUGH 400001', 'बुखार खांसी 400001', 'fiebre tos 06000 MX', '1 2 4 400001'];

const run = (opts: autocannon.Options): Promise<LoadFigures> =>
  measureLoad({ connections: CONNECTIONS, duration: SECONDS, ...opts });

/**
 * Each request a new message from one of 5,000 numbers, signed for this server's URL. Signed
 * before the run, so the load generator (on the same CPUs) spends no more per request than for
 * the web route's fixed body.
 */
function messageRequests(port: number, count: number): autocannon.Request[] {
  const url = `http://127.0.0.1:${port}/api/messages/incoming`;
  const signed = Array.from({ length: count }, (_, n) => {
    const fields = {
      MessageSid: `SM${process.pid}x${n.toString(16).padStart(24, '0')}`,
      From: `+9198200${(n % 5000).toString().padStart(5, '0')}`,
      Body: BODIES[n % BODIES.length]!,
    };
    return {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': expectedSignature(TOKEN, url, fields),
      },
      body: new URLSearchParams(fields).toString(),
    };
  });
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/messages/incoming',
      // More requests than signed would repeat a MessageSid (stored once): the run is sized to avoid it.
      setupRequest: (req) => ({ ...req, ...signed[n++ % count]! }),
    },
  ];
}

async function main(): Promise<void> {
  console.log(
    `Text-message reports — ${os.cpus().length} CPUs, ${SECONDS} s per run, ${CONNECTIONS} connections, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-messages-'));
  const api = await startServer({
    BENCH_MODE: 'api',
    BENCH_DRIVER: 'pglite',
    BENCH_DATA_DIR: path.join(tmp, 'pglite'),
    VOICE_AUTH_TOKEN: TOKEN,
    PHONE_HASH_SALT: 'bench-salt',
    MESSAGES_RATE_PER_SENDER: '1000000',
    MESSAGES_RATE_PER_ADDRESS: '1000000',
    MESSAGES_REPORTS_PER_SENDER_DAY: '1000000',
  });
  const bare = await startServer({ BENCH_MODE: 'bare' });
  try {
    const base = `http://127.0.0.1:${api.port}`;
    const web = {
      url: `${base}/api/reports`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        country: 'IN',
        pinCode: '400001',
        symptoms: ['Fever', 'Cough'],
        illnessType: 'unknown',
        severity: 'mild',
      }),
    };
    const messages = { url: base, requests: messageRequests(api.port, (SECONDS + 4) * 5000) };
    await run({ ...web, duration: 4 }); // warm-up (JIT, caches)
    await run({ ...messages, duration: 4 });
    const fmt = (f: LoadFigures) =>
      `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  non-2xx ${f.errors}`;
    const bareFigures = await run({
      url: `http://127.0.0.1:${bare.port}/bare`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const webFigures = await run(web);
    const msgFigures = await run(messages);
    console.log(`${'  bare Fastify POST'.padEnd(34)} ${fmt(bareFigures)}`);
    console.log(`${'  POST /api/reports (web)'.padEnd(34)} ${fmt(webFigures)}`);
    console.log(
      `${'  POST /api/messages/incoming'.padEnd(34)} ${fmt(msgFigures)}  p99 ${(msgFigures.p99 / Math.max(webFigures.p99, 1)).toFixed(2)}x web`,
    );
    console.log(
      `target: ${TARGET_RPS} messages/s parsed and stored: ${msgFigures.rps >= TARGET_RPS ? 'met' : 'NOT met'} (${msgFigures.rps.toFixed(0)}/s)`,
    );
  } finally {
    await stopServer(api);
    await stopServer(bare);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
