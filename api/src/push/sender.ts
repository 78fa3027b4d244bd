import https, { type Agent } from 'node:https';
import { ALL_ILLNESSES, type PushAlertPayload } from '@healthwatch/contracts';
import webpush from 'web-push';
import type { Database } from '../db/database';
import { type AreaAlarm, alarmKey, alarmPayload, SPECIFICITY } from './area-alarm';
import {
  claimAlarm,
  deleteByEndpoint,
  recordDelivered,
  recordFailed,
  type StoredSubscription,
  subscriptionsFor,
} from './store';
import type { VapidKeys } from './vapid';

export interface PushSenderOptions {
  db: Database;
  vapid: VapidKeys;
  /** The web app's public origin, for the map link. */
  appUrl: string;
  /** The API's public origin, for the unsubscribe link. */
  apiUrl: string;
  /** For a push service with a private CA (tests); NODE_EXTRA_CA_CERTS does the same for a whole process. */
  agent?: Agent;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** Whole time one delivery may take (connect, TLS, send, answer); past it the request is dropped. */
  deadlineMs?: number;
  onError?: (err: unknown) => void;
}

export interface SendResult {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * One POST with a deadline for the whole exchange: web-push's own timeout is
 * an idle timeout, which an endpoint trickling bytes never trips.
 */
function postWithDeadline(
  details: ReturnType<typeof webpush.generateRequestDetails>,
  agent: Agent | undefined,
  deadlineMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(details.endpoint, {
      method: details.method,
      headers: details.headers,
      ...(agent ? { agent } : {}),
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`push delivery passed its ${deadlineMs} ms deadline`)),
      deadlineMs,
    );
    timer.unref();
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
      res.on('error', () => undefined);
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(details.body ?? undefined);
  });
}

/**
 * One encrypted, VAPID-signed message to one browser, within its own deadline: 'gone' when the push service says
 * the subscription no longer exists (404/410), so the caller deletes it. Shared by area alerts and weekly
 * reminders (api/src/reminders).
 */
export async function sendPush(
  target: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PushAlertPayload,
  options: {
    vapid: VapidKeys;
    ttlSeconds: number;
    urgency: 'low' | 'normal' | 'high';
    agent?: Agent | undefined;
    deadlineMs?: number;
  },
): Promise<'sent' | 'gone' | { error: unknown }> {
  let status = 0;
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: target.keys },
      JSON.stringify(payload),
      { vapidDetails: options.vapid, TTL: options.ttlSeconds, urgency: options.urgency },
    );
    status = await postWithDeadline(details, options.agent, options.deadlineMs ?? 10_000);
  } catch (error) {
    return { error };
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  return { error: new Error(`push service answered ${status}`) };
}

/**
 * Announces each new alarm to the subscriptions that follow its area, once
 * (claimAlarm: also across API processes). What bounds a slow or dead
 * endpoint's cost to everyone else: each delivery has its own deadline,
 * `concurrency` run at once with the healthiest subscriptions first, and a
 * subscription is deleted when the push service reports it gone (404/410) or
 * after MAX_DELIVERY_FAILURES failures in a row.
 */
export function createPushSender(options: PushSenderOptions) {
  const { db, vapid, appUrl, apiUrl, concurrency = 256, deadlineMs = 10_000 } = options;
  const unsubscribeUrl = new URL('/api/push/unsubscribe', apiUrl).href;

  async function deliver(sub: StoredSubscription, alarm: AreaAlarm, result: SendResult): Promise<void> {
    const payload = alarmPayload(alarm, { appUrl, unsubscribeUrl, token: sub.token });
    const outcome = await sendPush(sub, payload, {
      vapid,
      ttlSeconds: 6 * 3600,
      urgency: 'high',
      agent: options.agent,
      deadlineMs,
    });
    if (outcome === 'sent') {
      result.sent++;
      await recordDelivered(db, sub.endpoint);
    } else if (outcome === 'gone') result.removed += await deleteByEndpoint(db, sub.endpoint);
    else {
      result.failed++;
      options.onError?.(outcome.error);
      result.removed += await recordFailed(db, sub.endpoint);
    }
  }

  return {
    /**
     * One pass's alerts. Each subscription hears, per event (analytics/areas/alert-events.ts), only the most
     * specific new alert around it: a surge in Chennai raises the city's, the district's and Tamil Nadu's alarm,
     * each for dengue and for all reports, and a visitor there gets one notification.
     */
    async announceAll(alarms: readonly AreaAlarm[]): Promise<SendResult> {
      const result: SendResult = { sent: 0, removed: 0, failed: 0 };
      const chosen = new Map<string, { sub: StoredSubscription; alarm: AreaAlarm }>();
      for (const alarm of alarms) {
        if (!(await claimAlarm(db, alarmKey(alarm)))) continue;
        for (const sub of await subscriptionsFor(db, alarm)) {
          // One notification per event (an area's alerts and its wider areas' and "all reports" are one).
          const key = `${sub.token}|${alarm.eventId ?? alarm.illness}`;
          const current = chosen.get(key);
          if (!current || moreSpecific(alarm, current.alarm)) chosen.set(key, { sub, alarm });
        }
      }
      const queue = [...chosen.values()];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await deliver(next.sub, next.alarm, result);
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return result;
    },
  };
}

/** A smaller area, or at the same level an illness rather than "all reports". */
function moreSpecific(a: AreaAlarm, b: AreaAlarm): boolean {
  if (SPECIFICITY[a.level] !== SPECIFICITY[b.level]) return SPECIFICITY[a.level] > SPECIFICITY[b.level];
  return a.illness !== ALL_ILLNESSES && b.illness === ALL_ILLNESSES;
}

/**
 * Collects the alarms one area pass raises (the area service reports them one
 * by one) and announces them together a moment later, so a visitor hears only
 * the most specific of them. close() drops a batch not yet sent and waits for
 * one being sent, so nothing touches the database after the API closes it.
 */
export function batchAlarms(sender: PushSender, onError: (err: unknown) => void, waitMs = 1000) {
  let batch: AreaAlarm[] = [];
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<unknown> = Promise.resolve();
  let closed = false;
  return {
    add(alarm: AreaAlarm): void {
      if (closed) return;
      batch.push(alarm);
      timer ??= setTimeout(() => {
        const alarms = batch;
        batch = [];
        timer = null;
        sending = sender.announceAll(alarms).catch(onError);
      }, waitMs);
      timer.unref();
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      batch = [];
      await sending;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
