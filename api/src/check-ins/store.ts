import type { CheckInResponse } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { type Participation, recordParticipation } from '../rates/participation';
import { isTransient, TRANSIENT_RETRIES } from '../reports/writer';

export type StoredCheckIn = CheckInResponse['data'];

export interface CheckInOutcome {
  checkIn: StoredCheckIn;
  /** false when an Idempotency-Key named a check-in stored before. */
  created: boolean;
}

/**
 * Stores one check-in in one transaction: claims the Idempotency-Key (a key seen before answers with its
 * check-in and counts nothing), then counts the participant. Committed before the caller answers.
 */
export async function storeCheckIn(
  db: Database,
  participation: Participation,
  checkIn: StoredCheckIn,
  key: string | null,
): Promise<CheckInOutcome> {
  // A deadlock with a report batch counting the same areas is lost by one side: run again, as the writer does.
  for (let attempt = 0; ; attempt++) {
    try {
      return await storeOnce(db, participation, checkIn, key);
    } catch (err) {
      if (attempt >= TRANSIENT_RETRIES || !isTransient(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}

function storeOnce(
  db: Database,
  participation: Participation,
  checkIn: StoredCheckIn,
  key: string | null,
): Promise<CheckInOutcome> {
  return db.transaction(async (tx) => {
    if (key !== null) {
      const claimed = await tx.query(
        `INSERT INTO check_in_idempotency_keys (key, week, country, pin_code, city, state)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [key, checkIn.week, checkIn.country, checkIn.pinCode, checkIn.city, checkIn.state],
      );
      if (claimed.rowCount === 0) {
        const stored = await tx.query<{
          week: string;
          country: string;
          pin_code: string;
          city: string | null;
          state: string | null;
        }>('SELECT week, country, pin_code, city, state FROM check_in_idempotency_keys WHERE key = $1', [key]);
        const row = stored.rows[0];
        if (!row)
          throw new HttpError(503, 'This check-in is still being stored: please try again', 'report-still-storing');
        return {
          created: false,
          checkIn: { week: row.week, country: row.country, pinCode: row.pin_code, city: row.city, state: row.state },
        };
      }
    }
    await recordParticipation(tx, participation);
    return { created: true, checkIn };
  });
}
