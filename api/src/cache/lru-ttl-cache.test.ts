import { LruTtlCache } from './lru-ttl-cache';

describe('LruTtlCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new LruTtlCache<number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time is up, measured on the given clock', () => {
    let t = 1000;
    const cache = new LruTtlCache<string>({ maxEntries: 10, ttlMs: 100, now: () => t });
    cache.set('k', 'v');
    t += 99;
    expect(cache.get('k')).toBe('v');
    // A read does not extend the life of an entry.
    t += 2;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('k', 'again');
    expect(cache.get('k')).toBe('again');
  });

  it('remembers null as a hit, distinct from a miss', () => {
    const cache = new LruTtlCache<string | null>({ maxEntries: 10 });
    cache.set('none', null);
    expect(cache.has('none')).toBe(true);
    expect(cache.get('none')).toBeNull();
    expect(cache.get('other')).toBeUndefined();
  });

  it('deletes and clears', () => {
    const cache = new LruTtlCache<number>({ maxEntries: 10 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.has('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
