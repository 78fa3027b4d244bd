import { CACHED_AT_HEADER } from '@healthwatch/contracts/offline/offline-cache';

/**
 * The copy of an API answer the worker stores: the same status and body, the time it was fetched
 * in CACHED_AT_HEADER, and the CORS headers the page needs to read it when the worker serves it
 * later (the worker sees a cross-origin answer without its Access-Control headers, and a page's CORS
 * request refuses an answer that lacks them). Only public aggregates are stored this way, so `*` is
 * the same answer the API gives anyone.
 */
export async function stampCachedAt(response: Response, fetchedAt: Date): Promise<Response> {
  const headers = new Headers();
  const type = response.headers.get('Content-Type');
  if (type) headers.set('Content-Type', type);
  headers.set(CACHED_AT_HEADER, fetchedAt.toISOString());
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Expose-Headers', CACHED_AT_HEADER);
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A Workbox plugin: only complete answers (200) are kept, each stamped with the time it was fetched. */
export function cachedAtPlugin(now: () => Date = () => new Date()) {
  return {
    cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> =>
      response.status === 200 ? stampCachedAt(response, now()) : null,
  };
}
