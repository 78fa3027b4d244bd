import { PARTICIPANT_KEY_PATTERN } from '@healthwatch/contracts';
import { HttpError } from '../errors/plugin';

/** One field of a body not yet validated (a refusal hook runs before the schema). */
export const fieldOf = (body: unknown, field: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;

/**
 * A participant key that is present but not the browser's random key: refused with its own code (before
 * schema validation, which would only say "does not match pattern"), on every route that takes one.
 */
export function refuseMalformedParticipant(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('participant' in body)) return;
  const key = fieldOf(body, 'participant');
  if (typeof key !== 'string' || !PARTICIPANT_KEY_PATTERN.test(key))
    throw new HttpError(
      400,
      'participant must be the random key this browser made (22 to 64 letters, digits, - or _)',
      'invalid-participant-key',
      { field: 'participant' },
    );
}
