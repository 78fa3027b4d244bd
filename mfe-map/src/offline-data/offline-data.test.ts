import { nextCachedAt } from './use-data-freshness';

describe('what the map says about cached data', () => {
  const nine = new Date('2026-11-23T09:41:00Z');
  const ten = new Date('2026-11-23T10:05:00Z');

  it('shows the fetch time of a cached copy, the oldest of several, until the network answers again', () => {
    let at = nextCachedAt(null, { source: 'cache', cachedAt: ten });
    expect(at).toBe(ten);
    at = nextCachedAt(at, { source: 'cache', cachedAt: nine });
    expect(at).toBe(nine);
    expect(nextCachedAt(at, { source: 'cache', cachedAt: ten })).toBe(nine);
    expect(nextCachedAt(at, { source: 'network' })).toBeNull();
  });
});
