import { Type } from '@sinclair/typebox';

/**
 * The browser's random participant key (IndexedDB, made once). The server never stores it: it keeps only an
 * HMAC of key and ISO week with a server secret, so a participant's weeks cannot be linked from the database.
 */
export const ParticipantKeySchema = Type.String({
  pattern: '^[A-Za-z0-9_-]{22,64}$',
  description: 'A random key the browser made once (base64url, at least 128 bits); never stored',
});

export const PARTICIPANT_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
