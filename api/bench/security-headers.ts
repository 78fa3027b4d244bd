/**
 * npm run bench:headers -w api — not a test: prints figures. A bare Fastify GET route (autocannon, BENCH_CONNECTIONS
 * default 20, BENCH_SECONDS default 5) without security headers, with helmet's middleware run for every request (what
 * @fastify/helmet did, the previous implementation) and with the headers computed once (src/infrastructure/
 * security-headers.ts, shipped), in BENCH_ROUNDS (default 3) alternating rounds, each server its own process.
 */
import { measureLoad, startServer, stopServer } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VARIANTS = [
  ['no security headers', 'none'],
  ['helmet per request (before)', 'per-request'],
  ['headers computed once (shipped)', 'once'],
] as const;

async function main(): Promise<void> {
  const rps = new Map<string, number[]>(VARIANTS.map(([, how]) => [how, []]));
  const p99 = new Map<string, number[]>(VARIANTS.map(([, how]) => [how, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const [, how] of VARIANTS) {
      const server = await startServer({ BENCH_MODE: 'headers', BENCH_HEADERS: how });
      try {
        const url = `http://127.0.0.1:${server.port}/bare`;
        await measureLoad({ url, connections: CONNECTIONS, duration: 1 });
        const f = await measureLoad({ url, connections: CONNECTIONS, duration: SECONDS });
        if (f.errors > 0) throw new Error(`${how}: ${f.errors} requests failed`);
        rps.get(how)!.push(f.rps);
        p99.get(how)!.push(f.p99);
      } finally {
        await stopServer(server);
      }
    }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const base = mean(rps.get('none')!);
  console.log(`GET /bare, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`);
  for (const [name, how] of VARIANTS) {
    const r = rps.get(how)!;
    console.log(
      `  ${name.padEnd(32)} ${r.map((v) => Math.round(v).toLocaleString('en')).join(' / ')} req/s, p99 ${p99.get(how)!.join(' / ')} ms; ${(mean(r) / base).toFixed(2)}× no headers`,
    );
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
