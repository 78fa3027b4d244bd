import type { Timers } from '../src/data-client/report-stream';

/** Retry timers the test fires by hand, so the 3 s / 5 s delays are asserted, not waited for. */
export class ManualTimers implements Timers {
  private pending = new Map<number, { fn: () => void; ms: number }>();
  private next = 1;

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { fn, ms });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** The delays now waiting, in milliseconds. */
  delays(): number[] {
    return [...this.pending.values()].map((p) => p.ms);
  }

  /** Runs the one waiting timer. */
  fire(): void {
    const entries = [...this.pending.entries()];
    if (entries.length !== 1) throw new Error(`expected one pending timer, found ${entries.length}`);
    const [id, { fn }] = entries[0]!;
    this.pending.delete(id);
    fn();
  }
}

/** Polls until check() holds; real sockets answer in milliseconds. */
export async function until(check: () => boolean, what: string, timeoutMs = 8000, trace?: () => string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for ${what}${trace ? ` (${trace()})` : ''}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
