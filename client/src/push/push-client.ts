import type { PushPublicKeyResponse, PushSubscribeBody, PushSubscribeResponse } from '@healthwatch/contracts';
import { createHttpClient } from '../http/http-client';

export type PushOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

export const PUSH_CLIENT_ERROR = 'Could not subscribe to alerts. Please try again.';

/** The API's Web Push routes (area alerts), on the one HTTP helper. */
export function createPushClient(apiBaseUrl: string, fetchImpl?: typeof fetch) {
  const http = createHttpClient({ baseUrl: apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  async function call<T>(path: string, body?: unknown): Promise<PushOutcome<T>> {
    const outcome = await http.request(path, body === undefined ? {} : { method: 'POST', body });
    if (outcome.kind === 'ok' && outcome.body && typeof outcome.body === 'object') {
      return { ok: true, data: outcome.body as T };
    }
    return { ok: false, error: (outcome.kind === 'error' && outcome.message) || PUSH_CLIENT_ERROR };
  }
  return {
    publicKey: () => call<PushPublicKeyResponse>('/api/push/public-key'),
    subscribe: (body: PushSubscribeBody) => call<PushSubscribeResponse>('/api/push/subscriptions', body),
    unsubscribe: (token: string) => call<{ removed: number }>('/api/push/unsubscribe', { token }),
  };
}
