/**
 * A short-lived memo of cluster answers. Identical map queries arriving
 * together share one database round trip, and an answer is reused for
 * `ttlMs` (default 1 s): maps may lag the newest report by up to that long,
 * while the live feed (SSE) carries every report at once.
 */
export class TtlMemo<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = compute();
    // A failed computation is never reused.
    value.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
