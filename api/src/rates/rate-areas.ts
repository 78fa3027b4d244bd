import { findCountry, type WeeklyRatesResponse } from '@healthwatch/contracts';
import { looksLikeAreaId } from '../analytics/areas/area-id';
import type { AreaService } from '../analytics/areas/area-service';
import { LruTtlCache } from '../cache/lru-ttl-cache';
import { HttpError } from '../errors/plugin';

export type RateArea = WeeklyRatesResponse['data']['area'];

const unknownArea = (area: string) =>
  new HttpError(
    400,
    `area must be a country code (IN) or a gazetteer area id (in.d.maharashtra.mumbai)`,
    'unknown-rate-area',
    {
      area,
    },
  );

/**
 * A country (always) or a gazetteer area (when a gazetteer is loaded); anything else is 400
 * unknown-rate-area. Areas looked up lately are remembered.
 */
export function rateAreaResolver(areasOf: () => AreaService | null) {
  const known = new LruTtlCache<RateArea | null>({ maxEntries: 5000, ttlMs: 10 * 60_000 });
  return (area: string) => resolveRateArea(area, areasOf(), known);
}

async function resolveRateArea(
  area: string,
  areas: AreaService | null,
  known: LruTtlCache<RateArea | null>,
): Promise<RateArea> {
  const country = findCountry(area);
  if (country) return { id: country.code, name: country.name, level: 'country', country: country.code };
  if (!areas || !looksLikeAreaId(area)) throw unknownArea(area);
  let found = known.get(area);
  if (found === undefined) {
    const ref = await areas.areaRef(area).catch(() => {
      throw new HttpError(503, 'Areas cannot be looked up right now', 'areas-unavailable');
    });
    found = ref ? { id: ref.id, name: ref.name, level: ref.level, country: ref.country } : null;
    known.set(area, found);
  }
  if (!found) throw unknownArea(area);
  return found;
}
