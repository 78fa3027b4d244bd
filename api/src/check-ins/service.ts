import { type CountryCode, type GeocodeResult, isoWeekOf } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import type { CheckInRecorder } from '../messages/service';
import type { RatesGeneration } from '../rates/generation';
import { type AreasOfPostalCode, participationOf } from '../rates/participation';
import { type CheckInOutcome, storeCheckIn } from './store';

export interface CheckInDeps {
  db: Database;
  participantSecret: Buffer;
  areasOf: AreasOfPostalCode;
  clock: () => Date;
  ratesGeneration: RatesGeneration;
}

/** One "I feel fine" of a placed postal code, however it came (the web route, a text message). */
export async function recordCheckIn(
  deps: CheckInDeps,
  input: { participantKey: string; country: CountryCode; pinCode: string; place: GeocodeResult | undefined },
  key: string | null,
): Promise<CheckInOutcome> {
  const now = deps.clock();
  const participation = await participationOf(
    { participantKey: input.participantKey, country: input.country, pinCode: input.pinCode, symptoms: [], now },
    deps.participantSecret,
    deps.areasOf,
  );
  const checkIn = {
    week: isoWeekOf(now),
    country: input.country,
    pinCode: input.pinCode,
    city: input.place?.city || null,
    state: input.place?.state || null,
  };
  const outcome = await storeCheckIn(deps.db, participation, checkIn, key);
  if (outcome.created) deps.ratesGeneration.bump();
  return outcome;
}

/**
 * `OK 400001` by text: the sender's hashed number is its participant key (one number counts once a week), the
 * provider's hashed message id its idempotency key (a re-delivery counts nothing more).
 */
export function messageCheckIns(deps: CheckInDeps): CheckInRecorder {
  return {
    record: async (c) => {
      await recordCheckIn(
        deps,
        { participantKey: c.participant, country: c.country, pinCode: c.pinCode, place: c.place },
        `message:${c.key}`,
      );
    },
  };
}
