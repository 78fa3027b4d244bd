/** Settings of the phone feature, from the environment (see the report for the list). */
export interface PhoneAiConfig {
  /** Salt for phone-number hashes; when unset one is generated and kept in the database. */
  phoneHashSalt: string | undefined;
  /** Receives every emergency alert as JSON; optional. */
  alertWebhookUrl: string | undefined;
  alertMaxAttempts: number;
  alertRetryBaseMs: number;
  /** Auth token of the telephony provider; when set, voice requests must carry a valid signature. */
  voiceAuthToken: string | undefined;
  /** Public origin the provider calls (e.g. https://api.example.org), for signature checks behind a proxy. */
  voicePublicUrl: string | undefined;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadPhoneAiConfig(env: NodeJS.ProcessEnv = process.env): PhoneAiConfig {
  const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
  return {
    phoneHashSalt: blank(env.PHONE_HASH_SALT),
    alertWebhookUrl: blank(env.ALERT_WEBHOOK_URL),
    alertMaxAttempts: positiveInt(env.ALERT_WEBHOOK_MAX_ATTEMPTS, 5),
    alertRetryBaseMs: positiveInt(env.ALERT_WEBHOOK_RETRY_BASE_MS, 1000),
    voiceAuthToken: blank(env.VOICE_AUTH_TOKEN),
    voicePublicUrl: blank(env.VOICE_PUBLIC_URL)?.replace(/\/+$/, ''),
  };
}
