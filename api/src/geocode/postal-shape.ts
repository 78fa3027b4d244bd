import { type CountryCode, findCountry, hasPostalShape } from '@healthwatch/contracts';
import { HttpError } from '../errors/plugin';

/**
 * Refuses (400 invalid-postal-code) a code without its country's shape, before
 * any lookup: a lookup forgives trailing junk ("M5V<x>", "10001junk").
 */
export function assertPostalShape(country: CountryCode, postalCode: string, field: string): void {
  if (hasPostalShape(country, postalCode)) return;
  const c = findCountry(country);
  throw new HttpError(
    400,
    `${field} is not a valid postal code for ${c?.name ?? country} (${c?.postalFormat}, e.g. ${c?.example})`,
    'invalid-postal-code',
    { country, format: c?.postalFormat ?? '', example: c?.example ?? '' },
  );
}
