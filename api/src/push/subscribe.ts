import type { PushArea, PushSubscribeBody } from '@healthwatch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AreaService } from '../analytics/areas/area-service';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import { lookupPlace } from '../geocode/lookup-place';
import { assertPostalShape } from '../geocode/postal-shape';
import { isAllowedEndpoint } from './endpoint-policy';
import { hasValidPushKeys } from './keys';
import { MAX_AREAS_PER_ENDPOINT, type SaveOutcome } from './store';

/** A subscription this API will send to: a known push service's endpoint and well-formed keys. */
export function assertSendable(
  subscription: PushSubscribeBody['subscription'],
  endpointHosts: readonly string[],
): void {
  if (!isAllowedEndpoint(subscription.endpoint, endpointHosts)) {
    throw new HttpError(400, 'subscription.endpoint is not a known push service', 'unknown-push-service');
  }
  if (!hasValidPushKeys(subscription.keys))
    throw new HttpError(
      400,
      'subscription.keys must be a P-256 public key (65 bytes) and a 16-byte auth secret',
      'invalid-push-keys',
    );
}

/** The place a subscription names (shown back to the browser) and the gazetteer areas it follows. */
export async function subscriptionAreas(
  deps: { geocoder: Geocoder; areas: AreaService | null },
  { country, postalCode }: Pick<PushSubscribeBody, 'country' | 'postalCode'>,
  log: FastifyBaseLogger,
): Promise<{ area: PushArea; areaIds: string[] }> {
  assertPostalShape(country, postalCode, 'postalCode');
  const place = await lookupPlace(deps.geocoder, country, postalCode, log);
  if (place === undefined) throw new HttpError(503, 'Areas cannot be looked up right now', 'areas-unavailable');
  if (place === null)
    throw new HttpError(400, `Postal code ${postalCode} was not found in ${country}`, 'postal-code-not-found', {
      postalCode,
      country,
    });
  const area = { country, region: place.state ?? '', city: place.city ?? '' };
  const inside = deps.areas ? await deps.areas.areasOfPostalCode(country, postalCode).catch(() => null) : null;
  if (!inside || inside.length === 0)
    throw new HttpError(503, 'Areas cannot be looked up right now', 'areas-unavailable');
  return { area, areaIds: inside.map((a) => a.id) };
}

/** The saved subscription's token, or the 409 that says why it was not saved. */
export function savedToken(saved: SaveOutcome, maxPerArea: number): string {
  if ('refused' in saved && saved.refused === 'too-many-areas') {
    throw new HttpError(409, `A browser can follow at most ${MAX_AREAS_PER_ENDPOINT} areas`, 'too-many-areas', {
      max: MAX_AREAS_PER_ENDPOINT,
    });
  }
  if ('refused' in saved) {
    throw new HttpError(409, 'This area has as many alert subscriptions as it can take', 'area-full', {
      max: maxPerArea,
    });
  }
  return saved.token;
}
