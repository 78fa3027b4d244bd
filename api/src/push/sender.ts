import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../db/database';
import { type AreaAlarm, alarmKey, alarmPayload } from './area-alarm';
import { claimAlarm, deleteByEndpoint, subscriptionsFor } from './store';
import type { VapidKeys } from './vapid';

export interface PushSenderOptions {
  db: Database;
  vapid: VapidKeys;
  /** The site's public origin, for the map link. */
  siteUrl: string;
  /** The API's public origin, for the unsubscribe link. */
  apiUrl: string;
  /** For a push service with a private CA (tests); NODE_EXTRA_CA_CERTS does the same for a whole process. */
  agent?: Agent;
  /** Deliveries in flight at once. */
  concurrency?: number;
  onError?: (err: unknown) => void;
}

export interface SendResult {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * Announces each new alarm to the subscriptions that follow its area, once
 * (claimAlarm: also across API processes). A subscription the push service
 * reports gone (404/410) is deleted; other failures are counted and left for
 * the next alarm.
 */
export function createPushSender(options: PushSenderOptions) {
  const { db, vapid, siteUrl, apiUrl, concurrency = 8 } = options;
  const unsubscribeUrl = new URL('/api/push/unsubscribe', apiUrl).href;

  async function announce(alarm: AreaAlarm): Promise<SendResult> {
    const result: SendResult = { sent: 0, removed: 0, failed: 0 };
    if (!(await claimAlarm(db, alarmKey(alarm)))) return result;
    const queue = await subscriptionsFor(db, alarm);
    const worker = async () => {
      for (let sub = queue.shift(); sub; sub = queue.shift()) {
        const payload = alarmPayload(alarm, { siteUrl, unsubscribeUrl, token: sub.token });
        try {
          await webpush.sendNotification({ endpoint: sub.endpoint, keys: sub.keys }, JSON.stringify(payload), {
            vapidDetails: vapid,
            TTL: 6 * 3600,
            urgency: 'high',
            timeout: 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          });
          result.sent++;
        } catch (err) {
          if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
            result.removed += await deleteByEndpoint(db, sub.endpoint);
          } else {
            result.failed++;
            options.onError?.(err);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return result;
  }

  return {
    async announceAll(alarms: readonly AreaAlarm[]): Promise<SendResult> {
      const total: SendResult = { sent: 0, removed: 0, failed: 0 };
      for (const alarm of alarms) {
        const r = await announce(alarm);
        total.sent += r.sent;
        total.removed += r.removed;
        total.failed += r.failed;
      }
      return total;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
