import { LruTtlCache } from './lru-ttl-cache';

/**
 * A memo of cluster answers. Identical map queries arriving together share
 * one database round trip, and an answer is reused for `ttlMs` (default 1 s):
 * maps may lag the newest report by up to that long, while the live feed
 * (SSE) carries every report at once.
 *
 * With a `generation` (a counter bumped by every committed insert the process
 * hears of), an answer also outlives the TTL while no insert has happened
 * since it was computed — up to `maxAgeMs`, which only bounds the damage of a
 * lost notification. Maps mostly read far more often than reports arrive, and
 * recomputing thousands of cells every second for unchanged data was the
 * bulk of the clusters cost.
 */
export interface TtlMemoOptions {
  maxEntries?: number;
  /** Current insert generation; undefined = plain TTL memo. */
  generation?: () => number;
  /** Longest reuse of an answer no insert has made stale (ms). */
  maxAgeMs?: number;
}

export class TtlMemo<T> {
  // Freshness is decided here (TTL or unchanged generation), so the cache itself has no time limit.
  private readonly entries: LruTtlCache<{ at: number; gen: number; value: Promise<T> }>;
  private readonly generation: (() => number) | undefined;
  private readonly maxAgeMs: number;

  constructor(
    private readonly ttlMs = 1000,
    options: TtlMemoOptions | number = {},
  ) {
    const o = typeof options === 'number' ? { maxEntries: options } : options;
    this.entries = new LruTtlCache({ maxEntries: o.maxEntries ?? 500 });
    this.generation = o.generation;
    this.maxAgeMs = o.maxAgeMs ?? 10_000;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit, now)) return hit.value;
    // Read before computing: an insert committed while the query runs may be
    // missing from its answer, and then it counts as a change.
    const gen = this.generation?.() ?? 0;
    const value = compute();
    // A failed computation is never reused.
    value.catch(() => this.entries.delete(key));
    this.entries.set(key, { at: now, gen, value });
    return value;
  }

  private fresh(e: { at: number; gen: number }, now: number): boolean {
    const age = now - e.at;
    if (age < this.ttlMs) return true;
    // A TTL of 0 means "never reuse" (tests read their own writes at once).
    if (this.ttlMs <= 0 || !this.generation) return false;
    return age < this.maxAgeMs && e.gen === this.generation();
  }
}
