import { type CountryCode, findCountry, type GeocodeResult, hasPostalShape } from '@healthwatch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import { lookupPlace } from '../geocode/lookup-place';

/** A postal code as the API stores it: trimmed, upper case, single spaces. */
export function spellPinCode(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, ' ');
}

export interface PlacedPostalCode {
  pinCode: string;
  /** undefined: no source covers the country, so the code is kept but not placed. */
  place: GeocodeResult | undefined;
}

/**
 * The one check every write that names a place makes (reports, check-ins): the code's shape for the
 * country (400 invalid-postal-code), then the gazetteer or geocoder (422 postal-code-not-found).
 */
export async function placePostalCode(
  geocoder: Geocoder,
  country: CountryCode,
  rawPinCode: string,
  log: FastifyBaseLogger,
): Promise<PlacedPostalCode> {
  const pinCode = spellPinCode(rawPinCode);
  if (!hasPostalShape(country, pinCode)) {
    const c = findCountry(country);
    throw new HttpError(
      400,
      `pinCode is not a valid postal code for ${c?.name ?? country} (${c?.postalFormat}, e.g. ${c?.example})`,
      'invalid-postal-code',
      { country, format: c?.postalFormat ?? '', example: c?.example ?? '' },
    );
  }
  const place = await lookupPlace(geocoder, country, pinCode, log);
  if (place === null)
    throw new HttpError(
      422,
      `Postal code ${pinCode} was not found in ${findCountry(country)?.name ?? country}`,
      'postal-code-not-found',
      { postalCode: pinCode, country },
    );
  return { pinCode, place };
}
