/** Benchmark servers: each runs as a child process (bench/serve.ts) so load and server never share an event loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

export interface Server {
  port: number;
  child: ChildProcess;
}

/** nodeArgs: flags for the server's node (bench/ingest.ts passes --cpu-prof). */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(__dirname, 'serve.ts')], {
      env: { ...process.env, WRITE_RATE_LIMIT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve({ port: (JSON.parse(line) as { port: number }).port, child });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export async function stopServer(s: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    s.child.removeAllListeners('exit');
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
}

export async function withPgSchema<T>(fn: (schema: string) => Promise<T>): Promise<T> {
  const schema = `hw_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`CREATE SCHEMA ${schema}`);
  try {
    return await fn(schema);
  } finally {
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
  }
}

/** User and system CPU seconds in a /proc stat line (clock ticks of 1/100 s); the name may hold spaces. */
function statCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds a process has used so far (Linux /proc). */
export function processCpuSeconds(pid: number): number {
  return statCpuSeconds(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** Each thread's CPU seconds so far, by thread id; the main thread's id is the process's. */
export function threadCpuSeconds(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(Number(tid), statCpuSeconds(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      // Ended while being read.
    }
  }
  return threads;
}

/**
 * CPU seconds used so far by the processes now running whose name is `name` (PostgreSQL's server: its postmaster
 * and backends). A process that ends between two readings takes its seconds with it: the API's pool keeps its
 * backends for the whole load.
 */
export function namedProcessesCpuSeconds(name: string): number {
  let seconds = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name)
        seconds += statCpuSeconds(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      // Ended while being read.
    }
  }
  return seconds;
}

export interface LoadFigures {
  /** Mean requests a second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** 2xx answers. */
  created: number;
  /** Non-2xx answers, connection errors and timeouts: every request that did not succeed. */
  errors: number;
}

/** One autocannon run, reduced to the figures every benchmark prints. */
export async function measureLoad(options: autocannon.Options): Promise<LoadFigures> {
  const r = await autocannon(options);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    created: r['2xx'],
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/** autocannon's requests for POSTing each JSON body in turn. */
export const jsonPosts = (bodies: readonly string[]): autocannon.Request[] =>
  bodies.map((body) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } }));
