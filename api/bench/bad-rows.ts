/**
 * npm run bench:bad-rows -w api — not a test: prints figures and the ratio.
 * Good-report throughput (POST /api/reports, 40 connections) alone, then with
 * 4 more connections sending reports the database refuses beside them, then
 * alone again; the ratio is good throughput with bad rows / the mean clean run. Each database is
 * measured as shipped (bad-input refusals answered late once an address keeps earning them) and
 * with that tarpit off (REFUSAL_DELAY_MAX_MS=0), the baseline it is judged against.
 * PGlite on disk, and PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * BENCH_SECONDS (default 8) per run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PG_URL as PG_URL_SETTING, startServer, stopServer, withPgSchema } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const GOOD_CONNECTIONS = 40;
const BAD_CONNECTIONS = 4;

const report = (nickname: string) =>
  JSON.stringify({
    nickname,
    country: 'IN',
    pinCode: '400001',
    symptoms: ['Fever'],
    illnessType: 'flu',
    severity: 'mild',
  });
const GOOD = report('Asha');
// Valid JSON the schema admits but the database refuses (a lone surrogate cannot be stored as text);
// BENCH_BAD=schema sends reports the schema refuses instead.
const BAD = process.env.BENCH_BAD === 'schema' ? GOOD.replace('"mild"', '"bogus"') : report('a\ud800');

function post(url: string, body: string, connections: number) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration: SECONDS,
    body,
    headers: { 'content-type': 'application/json' },
  });
}

interface BadFigures {
  requests: { average: number };
  non2xx: number;
  '2xx': number;
}

/** The bad connections run in their own process, so their quick answers do not slow the good load's event loop. */
function postFromChild(url: string, body: string, connections: number): Promise<BadFigures> {
  return new Promise((resolve, reject) => {
    const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
    const child = spawn(
      process.execPath,
      [
        bin,
        '-j',
        '-c',
        String(connections),
        '-d',
        String(SECONDS),
        '-m',
        'POST',
        '-H',
        'content-type=application/json',
        '-b',
        body,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as BadFigures);
      } catch (err) {
        reject(err);
      }
    });
  });
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const api = await startServer({ BENCH_MODE: 'api', ...env });
  const url = `http://127.0.0.1:${api.port}/api/reports`;
  const rps = (r: { requests: { average: number } }) => r.requests.average.toFixed(0);
  const statuses = (r: BadFigures) => `2xx ${r['2xx']}, non-2xx ${r.non2xx}`;
  try {
    await post(url, GOOD, 10); // warm-up
    const clean1 = await post(url, GOOD, GOOD_CONNECTIONS);
    const [flat, flatBad] = await Promise.all([
      post(url, GOOD, GOOD_CONNECTIONS),
      postFromChild(url, BAD, BAD_CONNECTIONS),
    ]);
    const clean2 = await post(url, GOOD, GOOD_CONNECTIONS);
    const clean = (clean1.requests.average + clean2.requests.average) / 2;
    console.log(label);
    console.log(
      `  clean, 40 good connections          ${rps(clean1)} and ${rps(clean2)} req/s (mean ${clean.toFixed(0)}), p99 ${clean1.latency.p99} / ${clean2.latency.p99} ms`,
    );
    console.log(
      `  40 good beside 4 bad, flat out      ${rps(flat)} good req/s, p99 ${flat.latency.p99} ms; bad ${rps(flatBad)} req/s (${statuses(flatBad)})`,
    );
    console.log(`    ratio good / clean                ${(flat.requests.average / clean).toFixed(2)}`);
  } finally {
    await stopServer(api);
  }
}

async function main(): Promise<void> {
  const PG_URL = PG_URL_SETTING;
  console.log(
    `Bad rows beside good ones — ${os.cpus().length} CPUs, ${SECONDS} s per run, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-bad-'));
  try {
    const tarpits: [string, Record<string, string>][] = [
      ['as shipped', {}],
      ['refusal tarpit off', { REFUSAL_DELAY_MAX_MS: '0' }],
    ];
    for (const [name, env] of tarpits) {
      const dataDir = path.join(tmp, `pglite-${name.replace(/\W+/g, '-')}`);
      await measure(`PGlite (on disk), ${name}`, { BENCH_DRIVER: 'pglite', BENCH_DATA_DIR: dataDir, ...env });
    }
    if (PG_URL) {
      for (const [name, env] of tarpits) {
        await withPgSchema((schema) =>
          measure(`PostgreSQL, ${name}`, {
            BENCH_DRIVER: 'postgres',
            BENCH_DATABASE_URL: PG_URL,
            BENCH_PG_SCHEMA: schema,
            ...env,
          }),
        );
      }
    } else {
      console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
