import { PARTICIPANT_KEY_PATTERN } from '@healthwatch/contracts';
import { HttpError } from '../errors/plugin';

const fieldOf = (body: unknown, field: string): unknown =>
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

/** A check-in counts where it was made: without a postal code there is nothing to count it in. */
export function refuseMissingPostalCode(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const pin = fieldOf(body, 'pinCode');
  if (pin === undefined || pin === null || (typeof pin === 'string' && pin.trim() === ''))
    throw new HttpError(400, 'A check-in needs the postal code it was made in', 'postal-code-required', {
      field: 'pinCode',
    });
}
