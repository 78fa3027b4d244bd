import { LRUCache } from 'lru-cache';
import type { AnalyticsLocation } from '@healthwatch/contracts';
import { HttpError } from '../../errors/plugin';
import { PLACE_KEYS, resolveLocation, unknownLocationMessage, type PlaceKey } from '../places/places';
import { looksLikeAreaId } from './area-id';
import type { AreaKeys } from './area-series';
import type { AreaService } from './area-service';

/** What an analytics request is about: one of SPEC's five places, or an area of the gazetteer. */
export type Target =
  | { kind: 'place'; location: AnalyticsLocation; key: PlaceKey; label: string }
  | { kind: 'area'; id: string; key: string; label: string; area: AreaKeys };

/**
 * Resolves `location`: SPEC's five places (case-insensitive, as before) or an
 * area id; anything else is a 400. Area look-ups go to the area worker once
 * and are kept (the gazetteer does not change while the process runs).
 */
export function createTargetResolver(areas: AreaService | null | undefined) {
  const cache = new LRUCache<string, Target & { kind: 'area' }>({ max: 512 });
  return async (input: string | undefined): Promise<Target> => {
    const place = resolveLocation(input);
    if (place) {
      return {
        kind: 'place',
        location: place,
        key: PLACE_KEYS[place],
        label: place,
      };
    }
    const id = (input ?? '').trim();
    if (areas && looksLikeAreaId(id)) {
      const hit = cache.get(id);
      if (hit) return hit;
      const found = await areas.area(id).catch(() => null);
      if (found) {
        const label =
          found.level === 'state'
            ? `${found.name} (${found.country})`
            : `${found.name}, ${found.region} (${found.country})`;
        const target = {
          kind: 'area' as const,
          id: found.id,
          key: found.id,
          label,
          area: { country: found.country, keys: found.keys },
        };
        cache.set(id, target);
        return target;
      }
    }
    throw new HttpError(
      400,
      `${unknownLocationMessage(input ?? '')}, or an area id from GET /api/analytics/areas`,
      'unknown-location',
      { location: (input ?? '').slice(0, 40) },
    );
  };
}
