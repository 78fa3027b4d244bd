/**
 * Delivers emergency alerts to ALERT_WEBHOOK_URL: JSON POST, retried with
 * exponential backoff (base, 2x base, 4x base...) on network errors and
 * non-2xx answers, each attempt limited to 10 s. Runs in the background: the
 * caller never waits for it. close() stops pending retries.
 */
export interface DeliveryOutcome {
  delivered: boolean;
  attempts: number;
}

export interface AlertNotifierOptions {
  url: string;
  maxAttempts: number;
  retryBaseMs: number;
  attemptTimeoutMs?: number;
  onAttemptFailed?: (attempt: number, reason: string) => void;
  onDone?: (alertId: string, outcome: DeliveryOutcome) => void | Promise<void>;
}

export class AlertNotifier {
  private readonly pending = new Set<Promise<void>>();
  private readonly stop = new AbortController();

  constructor(private readonly options: AlertNotifierOptions) {}

  notify(alertId: string, payload: unknown): void {
    const job = this.deliver(alertId, payload)
      .catch(() => undefined)
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every delivery in progress has finished or given up. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.drain();
  }

  private async deliver(alertId: string, payload: unknown): Promise<void> {
    const { url, maxAttempts, retryBaseMs, attemptTimeoutMs = 10_000 } = this.options;
    const body = JSON.stringify(payload);
    let attempts = 0;
    let delivered = false;
    while (attempts < maxAttempts && !this.stop.signal.aborted) {
      attempts++;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'HealthWatch-alerts/1.0' },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(attemptTimeoutMs), this.stop.signal]),
        });
        await res.body?.cancel();
        if (res.ok) {
          delivered = true;
          break;
        }
        this.options.onAttemptFailed?.(attempts, `HTTP ${res.status}`);
      } catch (err) {
        this.options.onAttemptFailed?.(attempts, err instanceof Error ? err.message : String(err));
      }
      if (attempts < maxAttempts) await this.sleep(retryBaseMs * 2 ** (attempts - 1));
    }
    await this.options.onDone?.(alertId, { delivered, attempts });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stop.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      const signal = this.stop.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
