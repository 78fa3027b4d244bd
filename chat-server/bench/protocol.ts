/** Messages between the benchmark's orchestrator and its server / client processes (over fork IPC). */
export type ServerKind = 'bare' | 'healthwatch';

export type ServerReply = { type: 'ready'; port: number } | { type: 'memory'; rss: number; peakRss: number };

export interface LoadRequest {
  type: 'run';
  url: string;
  kind: ServerKind;
  clients: number;
  senders: number;
  messagesPerSenderPerSecond: number;
  warmupMs: number;
  measureMs: number;
}

export interface LoadResult {
  type: 'result';
  connectMs: number;
  sent: number;
  refused: number;
  delivered: number;
  measureMs: number;
  p50: number;
  p99: number;
  expectedDeliveries: number;
}

/** Answers the orchestrator's memory questions from inside a server process. */
export function reportMemoryOnRequest(): void {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  sampler.unref();
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'memory') {
      const rss = process.memoryUsage().rss;
      process.send?.({ type: 'memory', rss, peakRss: Math.max(peakRss, rss) } satisfies ServerReply);
    } else if (message.type === 'reset-peak') {
      peakRss = process.memoryUsage().rss;
    }
  });
  process.on('disconnect', () => process.exit(0));
}
