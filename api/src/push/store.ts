import { randomBytes } from 'node:crypto';
import type { IllnessType, PushArea, PushSubscriptionJson } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { type AreaAlarm, alarmMatches } from './area-alarm';

/** Areas one browser may follow at once. */
export const MAX_AREAS_PER_ENDPOINT = 10;
/** Subscriptions one area (country, region, city) may hold: what one alarm there may have to reach. */
export const DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA = 10_000;
/** Failed deliveries in a row after which a subscription is deleted. */
export const MAX_DELIVERY_FAILURES = 3;
/** Days a subscription lives without being renewed by its browser or reached by an alert. */
export const SUBSCRIPTION_EXPIRY_DAYS = 180;
/** Days an announced alarm is remembered: an alarm is keyed by its UTC day, so a week is ample. */
export const ALARMS_SENT_KEPT_DAYS = 7;

export type SaveOutcome = { token: string } | { refused: 'too-many-areas' | 'area-full' };

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

/** Adds (or renews) a browser's subscription to an area; refused past either cap (a renewal never is). */
export async function saveSubscription(
  db: Database,
  sub: PushSubscriptionJson,
  area: PushArea,
  areaIds: readonly string[],
  illness: IllnessType | null,
  maxPerArea = DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA,
): Promise<SaveOutcome> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const count = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1',
      [sub.endpoint],
    );
    const renewal = await tx.query(
      `SELECT 1 FROM push_subscriptions WHERE endpoint = $1 AND country = $2 AND region = $3 AND city = $4
         AND coalesce(illness_type, '') = coalesce($5, '')`,
      [sub.endpoint, area.country, area.region, area.city, illness],
    );
    if (renewal.rowCount === 0) {
      const inArea = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM push_subscriptions
           WHERE country = $1 AND region = $2 AND city = $3 LIMIT $4) s`,
        [area.country, area.region, area.city, maxPerArea],
      );
      if (Number(inArea.rows[0]?.n ?? 0) >= maxPerArea) return { refused: 'area-full' };
    }
    const res = await tx.query<{ token: string }>(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, country, region, city, illness_type, token, area_ids)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $11::text[]
       WHERE $9::int < $10::int OR EXISTS (
         SELECT 1 FROM push_subscriptions WHERE endpoint = $1 AND country = $4 AND region = $5 AND city = $6
           AND coalesce(illness_type, '') = coalesce($7, ''))
       ON CONFLICT (endpoint, country, region, city, coalesce(illness_type, ''))
       DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, area_ids = excluded.area_ids,
         failures = 0, touched_on = current_date
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
    const saved = res.rows[0]?.token;
    return saved ? { token: saved } : { refused: 'too-many-areas' };
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
     FROM push_subscriptions WHERE area_ids @> ARRAY[$1::text]
       AND (NOT $2::boolean OR id > (SELECT subscriptions_before FROM demo_load))
     ORDER BY failures, id`,
    // A demo alert reaches only browsers subscribed after the demo was loaded (migration 1202); none without the mark.
    [alarm.areaId, alarm.demo === true],
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

/** A delivery went through: the browser's rows start counting failures again and are touched today. */
export async function recordDelivered(db: Database, endpoint: string): Promise<void> {
  await db.query(
    `UPDATE push_subscriptions SET failures = 0, touched_on = current_date
     WHERE endpoint = $1 AND (failures <> 0 OR touched_on <> current_date)`,
    [endpoint],
  );
}

/** A delivery failed (error, refusal, deadline): counted, and the browser's rows deleted at the limit. Returns rows deleted. */
export async function recordFailed(db: Database, endpoint: string): Promise<number> {
  await db.query('UPDATE push_subscriptions SET failures = failures + 1 WHERE endpoint = $1', [endpoint]);
  return (
    await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND failures >= $2', [
      endpoint,
      MAX_DELIVERY_FAILURES,
    ])
  ).rowCount;
}

/** Expires untouched subscriptions and forgets alarms announced long ago. */
export async function prunePush(db: Database): Promise<{ expired: number; alarms: number }> {
  const expired = await db.query(`DELETE FROM push_subscriptions WHERE touched_on < current_date - $1::int`, [
    SUBSCRIPTION_EXPIRY_DAYS,
  ]);
  const alarms = await db.query('DELETE FROM push_alarms_sent WHERE sent_on < current_date - $1::int', [
    ALARMS_SENT_KEPT_DAYS,
  ]);
  return { expired: expired.rowCount, alarms: alarms.rowCount };
}
