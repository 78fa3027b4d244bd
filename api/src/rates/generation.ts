import type { Database } from '../db/database';

/** The channel record_participation (migration 1130) notifies on commit. */
export const RATE_CHANNEL = 'rate_participation';

/**
 * A counter every counted participant moves: this process's own writes at once (before their callers are
 * answered), every other process's through the channel's NOTIFY. A cached rates answer computed at an
 * older value is stale.
 */
export class RatesGeneration {
  private local = 0;
  private notified = 0;

  bump(): void {
    this.local++;
  }

  value(): number {
    return this.local + this.notified;
  }

  /** Listens until the returned function is called. */
  async listen(db: Database): Promise<() => Promise<void>> {
    return db.listen(RATE_CHANNEL, () => {
      this.notified++;
    });
  }
}
