import {
  PHONE_AI_MESSAGES,
  type ConsultationResult,
  type EmergencyAlertBody,
  type EmergencyAlertResult,
  type HealthConsultationBody,
} from '@healthwatch/contracts';

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

type Fetch = typeof fetch;

async function post<T>(fetchImpl: Fetch, url: string, body: unknown, fallback: string): Promise<ApiOutcome<T>> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    // fetch rejects only when no answer arrived at all (offline, DNS, CORS).
    return { ok: false, error: PHONE_AI_MESSAGES.network };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok) {
    const message =
      json && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string'
        ? (json as { error: string }).error
        : '';
    return { ok: false, error: message || fallback };
  }
  if (!json || typeof json !== 'object') return { ok: false, error: fallback };
  return { ok: true, data: json as T };
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export function requestConsultation(apiBaseUrl: string, body: HealthConsultationBody, fetchImpl: Fetch = fetch) {
  return post<ConsultationResult>(
    fetchImpl,
    join(apiBaseUrl, '/api/phone-ai/health-consultation'),
    body,
    PHONE_AI_MESSAGES.consultationFailed,
  );
}

export function sendEmergencyAlert(apiBaseUrl: string, body: EmergencyAlertBody, fetchImpl: Fetch = fetch) {
  return post<EmergencyAlertResult>(
    fetchImpl,
    join(apiBaseUrl, '/api/phone-ai/emergency-alert'),
    body,
    PHONE_AI_MESSAGES.alertFailed,
  );
}
