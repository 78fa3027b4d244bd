import type { ClientErrorBody, DiscoveryDocument } from '@healthwatch/contracts';
import { createHttpClient } from '../http/http-client';

/** Short: the shell waits for discovery before loading its first remote, and falls back to config.json. */
export const DISCOVERY_TIMEOUT_MS = 5000;

function isDiscoveryDocument(body: unknown): body is DiscoveryDocument {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { remotes?: unknown }).remotes === 'object' &&
    (body as { remotes?: unknown }).remotes !== null
  );
}

/** The discovery document and the anonymous client-error report, on the one HTTP helper. */
export function createReleaseClient(apiBaseUrl: string, fetchImpl?: typeof fetch) {
  const http = createHttpClient({
    baseUrl: apiBaseUrl,
    timeoutMs: DISCOVERY_TIMEOUT_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return {
    /**
     * The document, or null when the API cannot say (the shell keeps what it has). `load`: the
     * page's first read, counted by the API as one page load (what canary errors are weighed by).
     */
    async discovery(options: { load?: boolean } = {}): Promise<DiscoveryDocument | null> {
      const outcome = await http.request(options.load ? '/api/discovery?load=1' : '/api/discovery');
      return outcome.kind === 'ok' && isDiscoveryDocument(outcome.body) ? outcome.body : null;
    },
    /** Best effort: a lost report must never disturb the page. */
    async reportClientError(body: ClientErrorBody): Promise<void> {
      await http.request('/api/client-errors', { method: 'POST', body });
    },
  };
}

export type ReleaseClient = ReturnType<typeof createReleaseClient>;
