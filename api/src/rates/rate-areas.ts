import { findCountry, type WeeklyRatesResponse } from '@healthwatch/contracts';
import { looksLikeAreaId } from '../analytics/areas/area-id';
import type { AreaService } from '../analytics/areas/area-service';
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

/** A country (always) or a gazetteer area (when a gazetteer is loaded); anything else is 400 unknown-rate-area. */
export async function resolveRateArea(area: string, areas: AreaService | null): Promise<RateArea> {
  const country = findCountry(area);
  if (country) return { id: country.code, name: country.name, level: 'country', country: country.code };
  if (!areas || !looksLikeAreaId(area)) throw unknownArea(area);
  const ref = await areas.area(area).catch(() => {
    throw new HttpError(503, 'Areas cannot be looked up right now', 'areas-unavailable');
  });
  if (!ref) throw unknownArea(area);
  return { id: ref.id, name: ref.name, level: ref.level, country: ref.country };
}
