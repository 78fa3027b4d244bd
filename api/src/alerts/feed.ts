import { type AlertsFeedQuery, type AreaAlarm, type CountryCode, isCountryCode } from '@healthwatch/contracts';
import { alarmsOfAreas } from '../analytics/areas/area-queries';
import type { AreaService } from '../analytics/areas/area-service';
import type { AreaRef } from '../analytics/areas/worker-protocol';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { assertPostalShape } from '../geocode/postal-shape';

/** The areas a feed request names: a supported country, a postal code of its shape, found in the gazetteer. */
export async function feedAreas(
  areas: AreaService | null,
  query: AlertsFeedQuery,
): Promise<{ country: CountryCode; postalCode: string; found: AreaRef[] }> {
  const country = query.country.toUpperCase();
  const postalCode = query.postalCode.trim();
  if (!isCountryCode(country))
    throw new HttpError(
      400,
      `country must be one of the supported countries, got ${query.country}`,
      'unsupported-country',
      { country: query.country },
    );
  // Matched by the country's shape first: "M5V<x>" or "10001junk" names no area.
  assertPostalShape(country, postalCode, 'postalCode');
  if (!areas) throw new HttpError(503, 'Area alerts are not available: no gazetteer is loaded', 'alerts-unavailable');
  const found = await areas.areasOfPostalCode(country, postalCode).catch(() => {
    throw new HttpError(503, 'Area alerts are not available: the gazetteer could not be loaded', 'alerts-unavailable');
  });
  if (!found)
    throw new HttpError(
      400,
      `Unknown area: postal code ${postalCode} is not in the gazetteer for ${country}`,
      'unknown-area',
      { postalCode, country },
    );
  return { country, postalCode, found };
}

/** The areas' current alarms and when their verdicts last changed (the feed's `updated`). */
export async function feedAlarms(
  db: Database,
  found: AreaRef[],
  illness: string | undefined,
): Promise<{ alarms: AreaAlarm[]; updated: Date }> {
  const ids = found.map((a) => a.id);
  const [alarms, latest] = await Promise.all([
    alarmsOfAreas(db, ids, illness),
    db.query<{ at: Date | string | null }>(
      'SELECT max(updated_at) AS at FROM analytics_area_verdicts WHERE area_id = ANY($1::text[])',
      [ids],
    ),
  ]);
  const at = latest.rows[0]?.at;
  const updated = at ? new Date(at) : alarms.length > 0 ? new Date(alarms[0]!.raisedAt) : new Date();
  return { alarms, updated };
}

/** The feed's self link, from the checked query, not the request line: nothing a client wrote lands unescaped. */
export function feedSelfUrl(apiUrl: string, country: string, postalCode: string, illness: string | undefined): string {
  const self = new URL('/api/alerts/feed', apiUrl);
  self.searchParams.set('country', country);
  self.searchParams.set('postalCode', postalCode);
  if (illness) self.searchParams.set('illness', illness);
  return self.href;
}
