import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Fetch that tries once more when the network fails or the server answers 5xx/404. */
export async function fetchWithRetry(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  retries = 1,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const response = await fetchImpl(url, init);
      if (response.ok) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * A remote that is briefly unreachable (a redeploy, a cold CDN edge) gets one
 * more try, both for its mf-manifest.json and for its remoteEntry.js script.
 */
export function retryPlugin(fetchImpl: typeof fetch = (...args) => fetch(...args)): ModuleFederationRuntimePlugin {
  return {
    name: 'healthwatch-retry-once',
    fetch(url, init) {
      return fetchWithRetry(fetchImpl, url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      // Forget the failed script load so the second attempt really requests it again.
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined }).then(
        (entry) => entry || undefined,
      );
      // The hook's declared type nests one Promise too many; the runtime awaits whatever is returned.
      return retried as unknown as Promise<Promise<Awaited<typeof retried>> | undefined>;
    },
  };
}
