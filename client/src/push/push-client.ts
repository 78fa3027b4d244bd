import type {
  PushPublicKeyResponse,
  PushSubscribeBody,
  PushSubscribeResponse,
  ReminderSubscribeBody,
  ReminderSubscribeResponse,
} from '@healthwatch/contracts';
import type { ErrorCode, ErrorParams } from '@healthwatch/contracts/errors/codes';
import { createHttpClient } from '../http/http-client';

/** A refusal carries the API's `code` and `params` when the API answered with them. */
export type PushOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; code?: ErrorCode; params?: ErrorParams };

export const PUSH_CLIENT_ERROR = 'Could not subscribe to alerts. Please try again.';

/** The API's Web Push routes (area alerts), on the one HTTP helper. */
export function createPushClient(apiBaseUrl: string, fetchImpl?: typeof fetch) {
  const http = createHttpClient({ baseUrl: apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  async function call<T>(path: string, body?: unknown): Promise<PushOutcome<T>> {
    const outcome = await http.request(path, body === undefined ? {} : { method: 'POST', body });
    if (outcome.kind === 'ok' && outcome.body && typeof outcome.body === 'object') {
      return { ok: true, data: outcome.body as T };
    }
    const error = (outcome.kind === 'error' && outcome.message) || PUSH_CLIENT_ERROR;
    return outcome.kind === 'error' && outcome.code
      ? { ok: false, error, code: outcome.code, params: outcome.params }
      : { ok: false, error };
  }
  return {
    publicKey: () => call<PushPublicKeyResponse>('/api/push/public-key'),
    subscribe: (body: PushSubscribeBody) => call<PushSubscribeResponse>('/api/push/subscriptions', body),
    unsubscribe: (token: string) => call<{ removed: number }>('/api/push/unsubscribe', { token }),
    /** Weekly check-in reminders (issue #32), on the same push subscription. */
    subscribeReminders: (body: ReminderSubscribeBody) => call<ReminderSubscribeResponse>('/api/reminders', body),
    unsubscribeReminders: (token: string) => call<{ removed: number }>('/api/reminders/unsubscribe', { token }),
  };
}
