import { type CountryCode, findCountry, type GeocodeResult, hasPostalShape } from '@healthwatch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import { lookupPlace } from '../geocode/lookup-place';

export interface PlacedReport {
  /** The postal code as stored: trimmed, upper-case, single spaces. */
  pinCode: string;
  /** undefined when no source covers the country: the report is kept, just not placed on the map. */
  place: GeocodeResult | undefined;
}

/** The postal code as every channel stores it. */
export const canonicalPostalCode = (pinCode: string) => pinCode.trim().toUpperCase().replace(/\s+/g, ' ');

/**
 * The place rules every report meets, whichever channel it came by (docs/SPEC.md §5): a postal code
 * of the country's shape (400 invalid-postal-code), known to the gazetteer (422 postal-code-not-found),
 * geocoded server-side (an online geocoder that fails is 503 geocoder-unavailable).
 */
export async function placeReport(
  geocoder: Geocoder,
  country: CountryCode,
  rawPinCode: string,
  log: FastifyBaseLogger,
): Promise<PlacedReport> {
  const pinCode = canonicalPostalCode(rawPinCode);
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

/** The geocoded columns of a report. */
export const placeColumns = (place: GeocodeResult | undefined) => ({
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
  city: place?.city || null,
  state: place?.state || null,
});
