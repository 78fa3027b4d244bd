import { createPushClient, PUSH_CLIENT_ERROR } from '@healthwatch/client';
import type {
  CountryCode,
  ErrorCode,
  ErrorParams,
  IllnessType,
  PushArea,
  PushSubscriptionJson,
} from '@healthwatch/contracts';

export interface AreaChoice {
  country: CountryCode;
  postalCode: string;
  illness?: IllnessType;
}

export type SubscribeOutcome =
  | { ok: true; area: PushArea; token: string }
  | {
      ok: false;
      reason: 'unsupported' | 'denied' | 'no-worker' | 'error';
      message: string;
      /** An API refusal's code and values, for a message in the visitor's language. */
      code?: ErrorCode;
      params?: ErrorParams;
    };

export const PUSH_MESSAGES = {
  unsupported: 'This browser cannot receive notifications.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to get alerts.',
  noWorker: 'Alerts need the full HealthWatch site; open it at its own address to subscribe.',
  failed: PUSH_CLIENT_ERROR,
} as const;

/** What the browser offers for push, handed in so tests can give a page without it. */
export interface PushEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration'>;
  requestPermission?: () => Promise<NotificationPermission>;
  fetch: typeof fetch;
}

export function browserPushEnvironment(): PushEnvironment {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    serviceWorker: supported ? navigator.serviceWorker : undefined,
    requestPermission: supported ? () => Notification.requestPermission() : undefined,
    fetch: (input, init) => globalThis.fetch(input, init),
  };
}

/** The VAPID key as the Push API takes it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Subscribes this browser to alerts for an area: asks for notification
 * permission, subscribes the shell's service worker with the API's VAPID key
 * (reusing the browser's subscription if it has one), then registers the area
 * with the API. The postal code goes to HealthWatch only.
 */
export async function subscribeToArea(
  apiBaseUrl: string,
  choice: AreaChoice,
  env: PushEnvironment = browserPushEnvironment(),
): Promise<SubscribeOutcome> {
  return withBrowserSubscription(apiBaseUrl, env, async (api, subscription) => {
    const res = await api.subscribe({ subscription, ...choice });
    if (!res.ok) return { ok: false, reason: 'error', message: res.error, code: res.code, params: res.params };
    return { ok: true, area: res.data.area, token: res.data.token };
  });
}

export type ReminderOutcome = { ok: true; token: string } | Extract<SubscribeOutcome, { ok: false }>;

/**
 * Weekly check-in reminders (issue #32) on the same push subscription: Monday morning in this browser's time
 * zone, for the area of a postal code.
 */
export async function subscribeToReminders(
  apiBaseUrl: string,
  choice: Omit<AreaChoice, 'illness'>,
  env: PushEnvironment = browserPushEnvironment(),
): Promise<ReminderOutcome> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return withBrowserSubscription(apiBaseUrl, env, async (api, subscription) => {
    const res = await api.subscribeReminders({ subscription, ...choice, timeZone });
    if (!res.ok) return { ok: false, reason: 'error', message: res.error, code: res.code, params: res.params };
    return { ok: true, token: res.data.token };
  });
}

/** Stops weekly reminders. */
export async function unsubscribeFromReminders(apiBaseUrl: string, token: string, env: Pick<PushEnvironment, 'fetch'>) {
  return (await createPushClient(apiBaseUrl, env.fetch).unsubscribeReminders(token)).ok;
}

/**
 * Asks for notification permission, subscribes the shell's service worker with the API's VAPID key (reusing
 * the browser's subscription if it has one), then hands it to `register`. The postal code goes to HealthWatch only.
 */
async function withBrowserSubscription<T extends { ok: boolean }>(
  apiBaseUrl: string,
  env: PushEnvironment,
  register: (
    api: ReturnType<typeof createPushClient>,
    subscription: PushSubscriptionJson,
  ) => Promise<T | Extract<SubscribeOutcome, { ok: false }>>,
): Promise<T | Extract<SubscribeOutcome, { ok: false }>> {
  const { serviceWorker, requestPermission } = env;
  if (!serviceWorker || !requestPermission)
    return { ok: false, reason: 'unsupported', message: PUSH_MESSAGES.unsupported };
  if ((await requestPermission()) !== 'granted') return { ok: false, reason: 'denied', message: PUSH_MESSAGES.denied };
  const registration = await serviceWorker.getRegistration('/');
  if (!registration) return { ok: false, reason: 'no-worker', message: PUSH_MESSAGES.noWorker };
  const api = createPushClient(apiBaseUrl, env.fetch);
  try {
    const key = await api.publicKey();
    if (!key.ok) return { ok: false, reason: 'error', message: key.error, code: key.code, params: key.params };
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(key.data.publicKey),
      }));
    return await register(api, subscription.toJSON() as PushSubscriptionJson);
  } catch {
    return { ok: false, reason: 'error', message: PUSH_MESSAGES.failed };
  }
}

/** Stops the alerts of one subscribed area. */
export async function unsubscribeFromArea(apiBaseUrl: string, token: string, env: Pick<PushEnvironment, 'fetch'>) {
  return (await createPushClient(apiBaseUrl, env.fetch).unsubscribe(token)).ok;
}

/** How an area reads to a visitor: "Mumbai, Maharashtra". */
export function areaName(area: PushArea): string {
  return [area.city, area.region].filter((part, i, all) => part && all.indexOf(part) === i).join(', ') || area.country;
}
