// npm run bench -w chat-server
// Throughput, latency and memory of the chat server's global room at 1,000 and 2,000 clients, beside a bare
// socket.io broadcast server measured in the same run. Loopback only; each phase takes a few seconds.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { LoadRequest, LoadResult, ServerKind, ServerReply } from './protocol';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1000,2000').split(',').map(Number);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 25);
// The chat server allows 10 messages per 10 s per connection; stay under it so nothing is refused.
const RATE = Number(process.env.BENCH_RATE ?? 0.8);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 3000);

const TSX = ['--import', 'tsx'];

function start(file: string): ChildProcess {
  return fork(path.join(__dirname, file), [], { execArgv: TSX, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`child exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface PhaseResult extends LoadResult {
  kind: ServerKind;
  clients: number;
  idleRss: number;
  peakRss: number;
}

async function phase(kind: ServerKind, clients: number): Promise<PhaseResult> {
  const server = start(kind === 'bare' ? 'servers/bare-server.ts' : 'servers/healthwatch-server.ts');
  const load = start('load-clients.ts');
  try {
    const { port } = await next<{ port: number }>(server, 'ready');
    server.send({ type: 'memory' });
    const idle = await next<Extract<ServerReply, { type: 'memory' }>>(server, 'memory');
    const request: LoadRequest = {
      type: 'run',
      url: `http://127.0.0.1:${port}`,
      kind,
      clients,
      senders: SENDERS,
      messagesPerSenderPerSecond: RATE,
      warmupMs: WARMUP_MS,
      measureMs: MEASURE_MS,
    };
    load.send(request);
    const result = await next<LoadResult>(load, 'result');
    server.send({ type: 'memory' });
    const memory = await next<Extract<ServerReply, { type: 'memory' }>>(server, 'memory');
    return { ...result, kind, clients, idleRss: idle.rss, peakRss: memory.peakRss };
  } finally {
    await Promise.all([stop(load), stop(server)]);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function describe(r: PhaseResult): string {
  const perSecond = r.delivered / (r.measureMs / 1000);
  const completeness = r.expectedDeliveries > 0 ? (100 * r.delivered) / r.expectedDeliveries : 0;
  return [
    `${r.kind.padEnd(11)} ${String(r.clients).padStart(5)} clients`,
    `connect+join ${(r.connectMs / 1000).toFixed(1)} s`,
    `sent ${r.sent} (refused ${r.refused})`,
    `delivered ${Math.round(perSecond).toLocaleString('en-US')} msg/s (${completeness.toFixed(1)}% of expected)`,
    `p50 ${ms(r.p50)} p99 ${ms(r.p99)}`,
    `server RSS idle ${mb(r.idleRss)} peak ${mb(r.peakRss)}`,
  ].join(' | ');
}

async function main(): Promise<void> {
  console.log(
    `chat-server benchmark: global room, ${SENDERS} senders x ${RATE} msg/s, warm-up ${WARMUP_MS} ms, measured ${MEASURE_MS} ms per phase`,
  );
  for (const clients of CLIENT_COUNTS) {
    const bare = await phase('bare', clients);
    console.log(describe(bare));
    const ours = await phase('healthwatch', clients);
    console.log(describe(ours));
    const rate = (r: PhaseResult) => r.delivered / (r.measureMs / 1000);
    console.log(
      `  ratio at ${clients} clients (healthwatch / bare): throughput ${(rate(ours) / rate(bare)).toFixed(2)}, ` +
        `p50 latency ${(ours.p50 / bare.p50).toFixed(2)}x, p99 latency ${(ours.p99 / bare.p99).toFixed(2)}x, peak RSS ${(ours.peakRss / bare.peakRss).toFixed(2)}x`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
