import { CACHED_AT_HEADER, type DataFreshness } from '@healthwatch/contracts';
import { createApiClient } from './api-client';

// Answers as the site's service worker gives them: fresh from the network, or its stamped copy.
function fetchAnswering(cachedAt: string | null): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    const body =
      url.pathname === '/api/stats'
        ? { data: [{ label: 'Total Reports', value: '3', change: '+1', trend: 'up' }] }
        : { data: [], precision: 1 };
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cachedAt) headers[CACHED_AT_HEADER] = cachedAt;
    return new Response(JSON.stringify(body), { status: 200, headers });
  };
}

describe('where the map aggregates came from', () => {
  it('tells listeners a cached copy and its fetch time, and a fresh answer as network', async () => {
    const heard: DataFreshness[] = [];
    let cachedAt: string | null = '2026-11-23T09:41:00.000Z';
    const client = createApiClient({
      apiBaseUrl: 'http://api.test',
      fetch: (i, init) => fetchAnswering(cachedAt)(i, init),
    });
    const stop = client.subscribeFreshness?.((f) => heard.push(f));
    await client.getStats().catch(() => undefined);
    cachedAt = null;
    await client.getStats().catch(() => undefined);
    expect(heard).toEqual([{ source: 'cache', cachedAt: new Date('2026-11-23T09:41:00.000Z') }, { source: 'network' }]);
    stop?.();
    await client.getStats().catch(() => undefined);
    expect(heard).toHaveLength(2);
  });

  it('says nothing about reads that are never cached', async () => {
    const heard: DataFreshness[] = [];
    const client = createApiClient({
      apiBaseUrl: 'http://api.test',
      fetch: fetchAnswering('2026-11-23T09:41:00.000Z'),
    });
    client.subscribeFreshness?.((f) => heard.push(f));
    await client.searchCities('Pune').catch(() => undefined);
    expect(heard).toEqual([]);
  });
});
