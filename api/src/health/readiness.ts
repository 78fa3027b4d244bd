export type WarmUpState = 'loading' | 'ok' | 'failed';

/**
 * Start-up work a process finishes before /readyz says ready, so a balancer (or an orchestrator's
 * readiness probe) sends it no traffic while it would make its first visitors wait: on PGlite every
 * query shares one connection, and a first view queued behind a bulk load waits for all of it.
 */
export class Readiness {
  private readonly states = new Map<string, WarmUpState>();

  track(name: string, work: Promise<unknown>): void {
    this.states.set(name, 'loading');
    work.then(
      () => this.states.set(name, 'ok'),
      () => this.states.set(name, 'failed'),
    );
  }

  get ready(): boolean {
    return [...this.states.values()].every((s) => s === 'ok');
  }

  report(): Record<string, WarmUpState> {
    return Object.fromEntries(this.states);
  }
}
