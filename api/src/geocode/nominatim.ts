import { findCountry, type GeocodeResult } from '@healthwatch/contracts';
import { LruTtlCache } from '../cache/lru-ttl-cache';

export interface NominatimClient {
  lookup(countryCode: string, postalCode: string): Promise<GeocodeResult | null>;
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
}

const USER_AGENT = 'HealthWatch/1.0 (community symptom map; postal-code verification)';
const MIN_INTERVAL_MS = 1000;
const CACHE_LIMIT = 5000;

/**
 * Optional online fallback for countries without local data (docs/SPEC.md §7):
 * postalcode + country, then the postal code alone; `format=json&limit=1&addressdetails=1`.
 * At most one request per second (Nominatim's usage policy), answers cached.
 */
export function createNominatimClient(baseUrl: string, fetchImpl: typeof fetch = fetch): NominatimClient {
  // "No such place" is remembered too: the service is asked at most once per code.
  const cache = new LruTtlCache<GeocodeResult | null>({ maxEntries: CACHE_LIMIT });
  let chain: Promise<unknown> = Promise.resolve();
  let last = 0;

  const throttled = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(async () => {
      const wait = last + MIN_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        return await fn();
      } finally {
        // Counted from the end of the previous request, so the service never sees two within a second.
        last = Date.now();
      }
    });
    chain = run.catch(() => undefined);
    return run;
  };

  async function search(params: Record<string, string>): Promise<NominatimPlace | null> {
    const url = new URL('/search', baseUrl);
    for (const [k, v] of Object.entries({ ...params, format: 'json', limit: '1', addressdetails: '1' }))
      url.searchParams.set(k, v);
    const res = await throttled(() =>
      fetchImpl(url, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      }),
    );
    if (!res.ok) throw new Error(`Nominatim answered ${res.status}`);
    const body = (await res.json()) as unknown;
    return Array.isArray(body) && body.length > 0 ? (body[0] as NominatimPlace) : null;
  }

  return {
    async lookup(countryCode, postalCode) {
      const key = `${countryCode}:${postalCode.trim().toUpperCase()}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const place =
        (await search({ postalcode: postalCode, countrycodes: countryCode.toLowerCase() })) ??
        (await search({ q: postalCode }));
      const a = place?.address ?? {};
      const lat = Number(place?.lat);
      const lon = Number(place?.lon);
      const sameCountry = (a.country_code ?? '').toUpperCase() === countryCode;
      const result: GeocodeResult | null =
        place && Number.isFinite(lat) && Number.isFinite(lon) && sameCountry
          ? {
              city:
                a.city ??
                a.town ??
                a.village ??
                a.municipality ??
                a.county ??
                a.state_district ??
                a.suburb ??
                a.neighbourhood ??
                '',
              state: a.state ?? '',
              country: a.country ?? findCountry(countryCode)?.name ?? countryCode,
              countryCode,
              latitude: lat,
              longitude: lon,
              attribution: '© OpenStreetMap contributors, ODbL',
            }
          : null;
      cache.set(key, result);
      return result;
    },
  };
}
