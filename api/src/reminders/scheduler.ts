import type { Agent } from 'node:https';
import type { PushAlertPayload } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { runEvery } from '../infrastructure/run-every';
import { sendPush } from '../push/sender';
import type { VapidKeys } from '../push/vapid';
import { dueReminderWeek } from './schedule';
import { claimReminderWeek, deleteReminderByEndpoint, type ReminderSubscription, remindersAfter } from './store';

export interface ReminderSchedulerOptions {
  db: Database;
  vapid: VapidKeys;
  /** The web app's public origin: a reminder opens its check-in. */
  appUrl: string;
  /** The API's public origin, for the stop link. */
  apiUrl: string;
  agent?: Agent;
  onError?: (err: unknown) => void;
}

export interface ReminderRound {
  sent: number;
  removed: number;
  failed: number;
}

/** Where a reminder's tap lands: the home page's "I feel fine", focused. */
export const CHECK_IN_PATH = '/?check-in=1#check-in';

/** The reminder's words: English, as the area alerts' are (the notification is written by the API). */
export function reminderPayload(
  sub: ReminderSubscription,
  week: string,
  links: { appUrl: string; apiUrl: string },
): PushAlertPayload {
  return {
    title: 'HealthWatch: how are you this week?',
    body: 'One tap on “I feel fine” counts you this week; feeling ill? Report it.',
    url: new URL(CHECK_IN_PATH, links.appUrl).href,
    unsubscribeUrl: new URL('/api/reminders/unsubscribe', links.apiUrl).href,
    token: sub.token,
    tag: `reminder|${week}`,
    stopTitle: 'Stop weekly reminders',
  };
}

/**
 * One round: every subscription whose Monday morning it is in its own time zone gets that ISO week's
 * reminder once. The claim (claimReminderWeek) comes before the send, so several API processes running rounds
 * at once send each reminder once; a send that fails after its claim is not retried that week (a missed
 * reminder is better than two).
 */
export async function runReminderRound(
  options: ReminderSchedulerOptions,
  now: Date,
  pageSize = 500,
): Promise<ReminderRound> {
  const { db } = options;
  const round: ReminderRound = { sent: 0, removed: 0, failed: 0 };
  let after = '0';
  for (;;) {
    const page = await remindersAfter(db, after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    for (const sub of page) {
      const week = dueReminderWeek(now, sub.timeZone);
      if (!week || sub.lastWeek === week || !(await claimReminderWeek(db, sub.id, week))) continue;
      const outcome = await sendPush(sub, reminderPayload(sub, week, options), {
        vapid: options.vapid,
        // Stale after the morning: a reminder arriving on Tuesday would only nag.
        ttlSeconds: 3 * 3600,
        urgency: 'normal',
        agent: options.agent,
      });
      if (outcome === 'sent') round.sent++;
      else if (outcome === 'gone') round.removed += await deleteReminderByEndpoint(db, sub.endpoint);
      else {
        round.failed++;
        options.onError?.(outcome.error);
      }
    }
  }
  return round;
}

/** Runs a round every `everyMs` (unref'd); stop() waits for a round in progress. */
export function startReminderScheduler(
  options: ReminderSchedulerOptions,
  clock: () => Date = () => new Date(),
  everyMs = 10 * 60_000,
): { stop(): Promise<void> } {
  return runEvery(() => runReminderRound(options, clock()), everyMs, options.onError);
}
