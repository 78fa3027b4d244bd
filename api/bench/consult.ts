/**
 * npm run bench:consult -w api — not a test: prints figures and the ratio.
 * POST /api/phone-ai/health-consultation (a typed list, and free phrases with a place so the
 * 14-day local-report lookup runs) under load on PGlite, beside a bare Fastify POST route in the
 * same run. One connection by default, so p99 is a consultation's own time, not a queue's.
 * BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoadFigures, measureLoad, startServer, stopServer } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const TARGET_P99_MS = 5;

const BODIES = {
  'typed list': { phoneNumber: '+91 98200 12345', symptoms: ['Fever', 'Headache', 'Body aches', 'Nausea'] },
  'free phrases, with a place': {
    phoneNumber: '+91 98200 12345',
    symptoms: ['high fever since two days', 'pain behind my eyes', 'my joints ache'],
    country: 'IN',
    pinCode: '400001',
  },
};

const run = (url: string, body: unknown): Promise<LoadFigures> =>
  measureLoad({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

async function main(): Promise<void> {
  console.log(
    `Consultation under load — ${os.cpus().length} CPUs, ${SECONDS} s per run, ${CONNECTIONS} connections, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-consult-'));
  const api = await startServer({
    BENCH_MODE: 'api',
    BENCH_DRIVER: 'pglite',
    BENCH_DATA_DIR: path.join(tmp, 'pglite'),
  });
  const bare = await startServer({ BENCH_MODE: 'bare' });
  try {
    const consultUrl = `http://127.0.0.1:${api.port}/api/phone-ai/health-consultation`;
    await run(consultUrl, BODIES['typed list']); // warm-up
    const base = await run(`http://127.0.0.1:${bare.port}/bare`, {});
    const fmt = (f: { rps: number; p50: number; p99: number; errors: number }) =>
      `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  non-2xx ${f.errors}`;
    console.log(`${'  bare Fastify POST'.padEnd(36)} ${fmt(base)}`);
    let worst = 0;
    for (const [name, body] of Object.entries(BODIES)) {
      const f = await run(consultUrl, body);
      worst = Math.max(worst, f.p99);
      console.log(
        `${`  consultation, ${name}`.padEnd(36)} ${fmt(f)}  p99 ${(f.p99 / Math.max(base.p99, 1)).toFixed(1)}x bare`,
      );
    }
    console.log(
      `target: consultation p99 ≤ ${TARGET_P99_MS} ms: ${worst <= TARGET_P99_MS ? 'met' : 'NOT met'} (worst ${worst} ms)`,
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
