import { HttpError } from '../errors/plugin';
import { fieldOf } from '../validation/participant-key';

/** A check-in counts where it was made: without a postal code there is nothing to count it in. */
export function refuseMissingPostalCode(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const pin = fieldOf(body, 'pinCode');
  if (pin === undefined || pin === null || (typeof pin === 'string' && pin.trim() === ''))
    throw new HttpError(400, 'A check-in needs the postal code it was made in', 'postal-code-required', {
      field: 'pinCode',
    });
}
