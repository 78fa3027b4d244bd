import type { ConsultationResult } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import type { CallerPlace } from '../engine/local-reports';

export interface NewAlert {
  phoneHash: string;
  channel: 'web' | 'voice';
  place: CallerPlace;
  locationText: string | undefined;
  description: string | undefined;
  result: ConsultationResult;
}

export interface StoredAlert {
  id: string;
  createdAt: string;
}

/** Coordinates are kept to 2 decimals (~1 km): enough to send help, not a home address. */
const coarse = (n: number | undefined) => (n === undefined ? null : Math.round(n * 100) / 100);

export async function insertAlert(db: Queryable, a: NewAlert): Promise<StoredAlert> {
  const { rows } = await db.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO emergency_alerts
       (phone_hash, channel, symptoms, severity, description, location_text, country, pin_code, latitude, longitude, diagnosis, triage, confidence)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id::text AS id, created_at`,
    [
      a.phoneHash,
      a.channel,
      a.result.explanation.matchedSymptoms,
      a.result.severity,
      a.description ?? null,
      a.locationText ?? null,
      a.place.country ?? null,
      a.place.pinCode ?? null,
      coarse(a.place.latitude),
      coarse(a.place.longitude),
      a.result.diagnosis,
      a.result.triage,
      a.result.confidence,
    ],
  );
  const row = rows[0]!;
  return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
}

export async function recordDelivery(db: Queryable, id: string, delivered: boolean, attempts: number): Promise<void> {
  await db.query(
    `UPDATE emergency_alerts SET delivery_attempts = $2, delivered_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE id = $1::bigint`,
    [id, attempts, delivered],
  );
}
