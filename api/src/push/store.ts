import { randomBytes } from 'node:crypto';
import type { IllnessType, PushArea, PushSubscriptionJson } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { type AreaAlarm, alarmMatches } from './area-alarm';

/** Areas one browser may follow at once. */
export const MAX_AREAS_PER_ENDPOINT = 10;

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  token: string;
}

interface Row {
  endpoint: string;
  p256dh: string;
  auth: string;
  token: string;
  area_ids: string[];
  illness_type: IllnessType | null;
}

/** Adds (or renews) a browser's subscription to an area; returns its unsubscribe token, or null past the cap. */
export async function saveSubscription(
  db: Database,
  sub: PushSubscriptionJson,
  area: PushArea,
  areaIds: readonly string[],
  illness: IllnessType | null,
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const count = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1',
      [sub.endpoint],
    );
    const res = await tx.query<{ token: string }>(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, country, region, city, illness_type, token, area_ids)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $11::text[]
       WHERE $9::int < $10::int OR EXISTS (
         SELECT 1 FROM push_subscriptions WHERE endpoint = $1 AND country = $4 AND region = $5 AND city = $6
           AND coalesce(illness_type, '') = coalesce($7, ''))
       ON CONFLICT (endpoint, country, region, city, coalesce(illness_type, ''))
       DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, area_ids = excluded.area_ids
       RETURNING token`,
      [
        sub.endpoint,
        sub.keys.p256dh,
        sub.keys.auth,
        area.country,
        area.region,
        area.city,
        illness,
        token,
        Number(count.rows[0]?.n ?? 0),
        MAX_AREAS_PER_ENDPOINT,
        [...areaIds],
      ],
    );
    return res.rows[0]?.token ?? null;
  });
}

export async function deleteByToken(db: Database, token: string): Promise<number> {
  return (await db.query('DELETE FROM push_subscriptions WHERE token = $1', [token])).rowCount;
}

/** Every area of a browser (its endpoint), or one gone for good at the push service. */
export async function deleteByEndpoint(db: Database, endpoint: string): Promise<number> {
  return (await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint])).rowCount;
}

/** Subscriptions that want the alarm (alarmMatches decides; the area index narrows). */
export async function subscriptionsFor(db: Database, alarm: AreaAlarm): Promise<StoredSubscription[]> {
  const res = await db.query<Row>(
    `SELECT endpoint, p256dh, auth, token, area_ids, illness_type
     FROM push_subscriptions WHERE area_ids @> ARRAY[$1::text]`,
    [alarm.areaId],
  );
  return res.rows
    .filter((r) => alarmMatches(alarm, { areaIds: r.area_ids, illness: r.illness_type }))
    .map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth }, token: r.token }));
}

/** Records the alarm as announced; false when it already was (another process or an earlier pass). */
export async function claimAlarm(db: Database, key: string): Promise<boolean> {
  const res = await db.query('INSERT INTO push_alarms_sent (alarm_key) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
  return res.rowCount === 1;
}
