import {
  PHONE_AI_MESSAGES,
  type ConsultationResult,
  type EmergencyAlertBody,
  type EmergencyAlertResult,
  type HealthConsultationBody,
} from '@healthwatch/contracts';
import type { ErrorCode, ErrorParams } from '@healthwatch/contracts/errors/codes';
import { createHttpClient } from '../http/http-client';

/** A refusal carries the API's `code` and `params` when the API answered with them. */
export type ApiOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; code?: ErrorCode; params?: ErrorParams };

type Fetch = typeof fetch;

async function post<T>(
  apiBaseUrl: string,
  fetchImpl: Fetch | undefined,
  path: string,
  body: unknown,
  fallback: string,
): Promise<ApiOutcome<T>> {
  const http = createHttpClient({ baseUrl: apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const outcome = await http.request(path, { method: 'POST', body });
  switch (outcome.kind) {
    // No answer arrived at all (offline, DNS, CORS, or none in time).
    case 'network':
    case 'timeout':
      return { ok: false, error: PHONE_AI_MESSAGES.network };
    case 'error':
      return outcome.code
        ? { ok: false, error: outcome.message ?? fallback, code: outcome.code, params: outcome.params }
        : { ok: false, error: outcome.message ?? fallback };
    case 'ok':
      return outcome.body && typeof outcome.body === 'object'
        ? { ok: true, data: outcome.body as T }
        : { ok: false, error: fallback };
  }
}

export function requestConsultation(apiBaseUrl: string, body: HealthConsultationBody, fetchImpl?: Fetch) {
  return post<ConsultationResult>(
    apiBaseUrl,
    fetchImpl,
    '/api/phone-ai/health-consultation',
    body,
    PHONE_AI_MESSAGES.consultationFailed,
  );
}

export function sendEmergencyAlert(apiBaseUrl: string, body: EmergencyAlertBody, fetchImpl?: Fetch) {
  return post<EmergencyAlertResult>(
    apiBaseUrl,
    fetchImpl,
    '/api/phone-ai/emergency-alert',
    body,
    PHONE_AI_MESSAGES.alertFailed,
  );
}
