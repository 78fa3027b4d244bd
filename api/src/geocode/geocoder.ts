import { createCitySearch } from './city-search';
import {
  findCountry,
  isCountryCode,
  type CityMatch,
  type CountryCode,
  type GeocodeResult,
} from '@healthwatch/contracts';
import { fallbackKey } from './fallback';
import type { CountryIndex, LoadReport } from './gazetteer';
import { postalKey } from './normalise';
import type { NominatimClient } from './nominatim';

export const GEONAMES_ATTRIBUTION = '© GeoNames (geonames.org), CC BY 4.0';
export const JP_ATTRIBUTION = 'Postal codes © Japan Post; coordinates © Geolonia (japanese-addresses), CC BY 4.0';

export class GeocoderUnavailableError extends Error {
  constructor() {
    super('Geocoding service unavailable');
    this.name = 'GeocoderUnavailableError';
  }
}

export interface Geocoder {
  /** True once the gazetteer is loaded (or an online fallback is configured). */
  isReady(): boolean;
  /** A place for the code, null when the code is unknown; throws GeocoderUnavailableError when nothing can answer. */
  lookup(country: string, postalCode: string): Promise<GeocodeResult | null>;
  /** Synchronous, memory-only lookup; undefined when the country has no data. */
  lookupOffline(country: string, postalCode: string): GeocodeResult | null | undefined;
  readonly loadReport: LoadReport | null;
  /** Places of the offline gazetteer whose name starts with `query` (larger first). */
  searchCities(query: string, country?: string): CityMatch[];
}

export function createGeocoder(options: {
  indexes?: Map<CountryCode, CountryIndex>;
  loadReport?: LoadReport | null;
  nominatim?: NominatimClient | null;
}): Geocoder {
  const indexes = options.indexes ?? new Map<CountryCode, CountryIndex>();
  const nominatim = options.nominatim ?? null;

  function lookupOffline(country: string, postalCode: string): GeocodeResult | null | undefined {
    const code = country.toUpperCase();
    if (!isCountryCode(code)) return null;
    const index = indexes.get(code);
    if (!index) return undefined;
    const key = postalKey(code, postalCode);
    if (!key) return null;
    let entry = index.byKey.get(key);
    let matchedCode: string | undefined;
    if (!entry) {
      const near = fallbackKey(code, index, key);
      entry = near ? index.byKey.get(near) : undefined;
      if (!entry) return null;
      matchedCode = entry.code;
    }
    const result: GeocodeResult = {
      city: entry.city,
      state: entry.state,
      country: findCountry(code)?.name ?? code,
      countryCode: code,
      latitude: entry.latitude,
      longitude: entry.longitude,
      attribution: code === 'JP' ? JP_ATTRIBUTION : GEONAMES_ATTRIBUTION,
    };
    if (matchedCode !== undefined) result.matchedCode = matchedCode;
    return result;
  }

  const cities = createCitySearch(indexes);
  return {
    loadReport: options.loadReport ?? null,
    searchCities: (query, country) => cities(query, country),
    isReady: () => indexes.size > 0 || nominatim !== null,
    lookupOffline,
    async lookup(country, postalCode) {
      const offline = lookupOffline(country, postalCode);
      if (offline !== undefined) return offline;
      if (!nominatim) throw new GeocoderUnavailableError();
      return nominatim.lookup(country.toUpperCase(), postalCode);
    },
  };
}
