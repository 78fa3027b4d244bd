import { LRUCache } from 'lru-cache';

export interface LruTtlCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** How long an entry lives after it was set (ms); omitted = until it is evicted. */
  ttlMs?: number;
  /** The clock the time limit is measured on (ms); tests move it. */
  now?: () => number;
}

/**
 * The API's one in-process cache: a bounded least-recently-used map with an
 * optional time limit per entry, over lru-cache. Any value may be stored,
 * null included (lru-cache itself refuses null and undefined), so "looked up,
 * nothing there" can be remembered too; `get` answers undefined only on a miss.
 */
export class LruTtlCache<V> {
  private readonly lru: LRUCache<string, { value: V }>;

  constructor(options: LruTtlCacheOptions) {
    const { maxEntries, ttlMs, now } = options;
    this.lru = new LRUCache<string, { value: V }>({
      max: maxEntries,
      ...(ttlMs !== undefined && ttlMs > 0 ? { ttl: ttlMs } : {}),
      // Without a clock of its own lru-cache reads performance.now() at most once a millisecond.
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  has(key: string): boolean {
    return this.lru.has(key);
  }

  set(key: string, value: V): void {
    this.lru.set(key, { value });
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
