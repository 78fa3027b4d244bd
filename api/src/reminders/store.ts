import { randomBytes } from 'node:crypto';
import type { PushSubscriptionJson } from '@healthwatch/contracts';
import type { Database } from '../db/database';

export interface ReminderSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  timeZone: string;
  token: string;
  lastWeek: string | null;
}

/**
 * One reminder per browser: subscribing again (another area, a new time zone) replaces the row and its token,
 * so the old token stops nothing but also reminds nobody.
 */
export async function saveReminder(
  db: Database,
  subscription: PushSubscriptionJson,
  area: { country: string; region: string },
  timeZone: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO reminder_subscriptions (endpoint, p256dh, auth, country, region, time_zone, token)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, country = excluded.country,
       region = excluded.region, time_zone = excluded.time_zone, token = excluded.token`,
    [
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
      area.country,
      area.region,
      timeZone,
      token,
    ],
  );
  return token;
}

export async function deleteReminderByToken(db: Database, token: string): Promise<number> {
  return (await db.query('DELETE FROM reminder_subscriptions WHERE token = $1', [token])).rowCount ?? 0;
}

export async function deleteReminderByEndpoint(db: Database, endpoint: string): Promise<number> {
  return (await db.query('DELETE FROM reminder_subscriptions WHERE endpoint = $1', [endpoint])).rowCount ?? 0;
}

/** A page of every subscription, in id order (whether one is due depends on its own time zone). */
export async function remindersAfter(db: Database, afterId: string, limit: number): Promise<ReminderSubscription[]> {
  const res = await db.query<{
    id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    time_zone: string;
    token: string;
    last_week: string | null;
  }>(
    `SELECT id::text, endpoint, p256dh, auth, time_zone, token, last_week FROM reminder_subscriptions
     WHERE id > $1::bigint ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return res.rows.map((r) => ({
    id: r.id,
    endpoint: r.endpoint,
    keys: { p256dh: r.p256dh, auth: r.auth },
    timeZone: r.time_zone,
    token: r.token,
    lastWeek: r.last_week,
  }));
}

/**
 * Claims a subscription's reminder of an ISO week; false when this or another API process already did.
 * One UPDATE, so two schedulers racing on the same row send once.
 */
export async function claimReminderWeek(db: Database, id: string, week: string): Promise<boolean> {
  const res = await db.query(
    'UPDATE reminder_subscriptions SET last_week = $2 WHERE id = $1::bigint AND last_week IS DISTINCT FROM $2',
    [id, week],
  );
  return res.rowCount === 1;
}
