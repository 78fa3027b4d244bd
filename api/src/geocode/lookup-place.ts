import type { GeocodeResult } from '@healthwatch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors/plugin';
import { GeocoderUnavailableError, type Geocoder } from './geocoder';

export const GEOCODER_UNAVAILABLE = 'Geocoding service unavailable';

/**
 * One lookup for every route that geocodes: a place, null for an unknown
 * code, or undefined when no source covers the country (no gazetteer data and
 * no online geocoder). An online geocoder that fails (unreachable, timed out,
 * answering an error) becomes a 503 `{ error }`, the same on every route.
 */
export async function lookupPlace(
  geocoder: Geocoder,
  country: string,
  postalCode: string,
  log: FastifyBaseLogger,
): Promise<GeocodeResult | null | undefined> {
  try {
    return await geocoder.lookup(country, postalCode);
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) return undefined;
    log.warn({ err: { message: (err as Error).message } }, 'online geocoder failed');
    throw new HttpError(503, GEOCODER_UNAVAILABLE, 'geocoder-unavailable');
  }
}
