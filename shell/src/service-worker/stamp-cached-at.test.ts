/** @jest-environment node */
import { CACHED_AT_HEADER, readCachedAt } from '@healthwatch/contracts';
import { cachedAtPlugin, stampCachedAt } from './stamp-cached-at';

describe('the copy of an aggregate the worker stores', () => {
  it('keeps status, type and body, and carries the fetch time and the CORS headers a page needs to read it', async () => {
    const at = new Date('2026-11-23T09:41:00Z');
    const stored = await stampCachedAt(
      new Response('{"data":[1,2]}', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Other': 'a' } }),
      at,
    );
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe('{"data":[1,2]}');
    expect(stored.headers.get('Content-Type')).toBe('application/json');
    expect(stored.headers.get('X-Other')).toBeNull();
    expect(readCachedAt(stored.headers.get(CACHED_AT_HEADER))?.toISOString()).toBe(at.toISOString());
    expect(stored.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(stored.headers.get('Access-Control-Expose-Headers')).toBe(CACHED_AT_HEADER);
  });

  it('keeps only complete answers', async () => {
    const plugin = cachedAtPlugin(() => new Date(0));
    expect(await plugin.cacheWillUpdate({ response: new Response('{}', { status: 503 }) })).toBeNull();
    expect(await plugin.cacheWillUpdate({ response: new Response(null, { status: 204 }) })).toBeNull();
    const kept = await plugin.cacheWillUpdate({ response: new Response('{}', { status: 200 }) });
    expect(kept?.headers.get(CACHED_AT_HEADER)).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('readCachedAt', () => {
  it('reads the time of a cached answer, and nothing from a fresh one or a bad value', () => {
    expect(readCachedAt('2026-11-23T09:41:00.000Z')?.getTime()).toBe(Date.parse('2026-11-23T09:41:00Z'));
    expect(readCachedAt(null)).toBeNull();
    expect(readCachedAt('')).toBeNull();
    expect(readCachedAt('yesterday-ish')).toBeNull();
  });
});
