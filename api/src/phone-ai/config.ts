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
  /**
   * Unsigned voice requests are accepted only without a token and outside production, or with
   * VOICE_ALLOW_UNSIGNED=1 (anyone could then pose as the provider and raise emergency alerts).
   */
  voiceAllowUnsigned: boolean;
  production: boolean;
  /** Voice requests per caller number (hashed) and per client address, each per minute. */
  voiceRatePerCaller: number;
  voiceRatePerAddress: number;
  /** Longest call: requests for a call first seen longer ago are refused as replays. */
  voiceMaxCallMs: number;
}

/** A positive integer setting, or the default when unset or not one. */
export function positiveInt(value: string | undefined, fallback: number): number {
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
    voiceAllowUnsigned: /^(1|true|yes)$/i.test(env.VOICE_ALLOW_UNSIGNED ?? ''),
    production: env.NODE_ENV === 'production',
    // A whole call takes up to about 15 requests (greeting, danger question twice, symptoms, keypad, 8 questions).
    voiceRatePerCaller: positiveInt(env.VOICE_RATE_PER_CALLER, 20),
    voiceRatePerAddress: positiveInt(env.VOICE_RATE_PER_ADDRESS, 120),
    voiceMaxCallMs: positiveInt(env.VOICE_MAX_CALL_MS, 60 * 60_000),
  };
}
