import { createHmac, randomBytes } from 'node:crypto';

/** Bytes of the HMAC kept: 128 bits, so two participants of one area and week never share a pseudonym in practice. */
export const PSEUDONYM_BYTES = 16;

/**
 * A participant's pseudonym for one ISO week: HMAC-SHA256(secret, key ':' week), first 16 bytes. The
 * week is inside the HMAC, so the same key gives unrelated values in two weeks; without the secret
 * (never stored in the database) a pseudonym cannot be recomputed from a guessed key.
 * submit_check_in (migration 1131) computes the same value in SQL.
 */
export function weeklyPseudonym(secret: Buffer, participantKey: string, isoWeek: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${participantKey}:${isoWeek}`, 'utf8')
    .digest()
    .subarray(0, PSEUDONYM_BYTES);
}

/**
 * PARTICIPANT_SECRET (at least 32 characters), required in production: the API does not start without
 * it. Elsewhere a random secret per process, in memory only: a participant who checks in again after a
 * restart in the same week is then counted twice, which development and tests can live with.
 */
export function resolveParticipantSecret(value: string | undefined, production: boolean): Buffer {
  const secret = value?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error('PARTICIPANT_SECRET must be at least 32 characters');
    return Buffer.from(secret, 'utf8');
  }
  if (production) throw new Error('PARTICIPANT_SECRET is required in production (NODE_ENV=production)');
  return randomBytes(32);
}
