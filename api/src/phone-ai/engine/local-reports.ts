import { CONDITIONS, type CallerLocation, type Condition, LOCAL_WINDOW_DAYS } from '@healthwatch/contracts';
import { LruTtlCache } from '../../cache/lru-ttl-cache';
import type { Queryable } from '../../db/database';
import type { LocalCounts } from '@healthwatch/triage-engine';

export { LOCAL_WINDOW_DAYS };
/** Half-width of the "nearby" box in degrees (~25 km north-south). */
const NEARBY_DEGREES = 0.25;

export interface CallerPlace {
  country?: string | undefined;
  pinCode?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function placeFrom(body: {
  country?: string;
  pinCode?: string;
  location?: string | CallerLocation;
}): CallerPlace {
  const loc = typeof body.location === 'object' ? body.location : undefined;
  return {
    country: (loc?.country ?? body.country)?.toUpperCase(),
    pinCode: (loc?.pinCode ?? body.pinCode)?.trim(),
    latitude: loc?.latitude,
    longitude: loc?.longitude,
  };
}

/**
 * Reports of the last 14 days with the same country and postal code, or
 * within ~25 km of the caller (their coordinates, else the centroid stored
 * with reports of their postal code). Only illness types the engine models
 * count; 'other' and 'unknown' say nothing about which condition is about.
 */
export async function recentLocalCounts(db: Queryable, place: CallerPlace): Promise<LocalCounts> {
  let { latitude, longitude } = place;
  const hasPostal = Boolean(place.country && place.pinCode);
  if ((latitude === undefined || longitude === undefined) && hasPostal) {
    const { rows } = await db.query<{ latitude: number; longitude: number }>(
      `SELECT latitude, longitude FROM symptom_reports
        WHERE country = $1 AND pin_code = $2 AND latitude IS NOT NULL
        ORDER BY id DESC LIMIT 1`,
      [place.country, place.pinCode],
    );
    if (rows[0]) ({ latitude, longitude } = rows[0]);
  }
  const hasPoint = latitude !== undefined && longitude !== undefined;
  if (!hasPostal && !hasPoint) return {};
  const { rows } = await db.query<{ illness_type: string; n: number }>(
    `SELECT illness_type, count(*)::int AS n
       FROM symptom_reports
      WHERE created_at > now() - make_interval(days => $1)
        AND illness_type = ANY($2::text[])
        AND ((country = $3 AND pin_code = $4)
          OR ($5::float8 IS NOT NULL AND latitude BETWEEN $5::float8 - $7 AND $5::float8 + $7
              AND longitude BETWEEN $6::float8 - $7 AND $6::float8 + $7))
      GROUP BY illness_type`,
    [
      LOCAL_WINDOW_DAYS,
      [...CONDITIONS],
      place.country ?? null,
      place.pinCode ?? null,
      latitude ?? null,
      longitude ?? null,
      NEARBY_DEGREES,
    ],
  );
  const counts: LocalCounts = {};
  for (const r of rows) counts[r.illness_type as Condition] = Number(r.n);
  return counts;
}

/**
 * recentLocalCounts remembered per place for a minute (and shared by concurrent callers): the
 * counts of 14 days move slowly, and without it every consultation scans the place's reports.
 */
export function cachedLocalCounts(
  db: Queryable,
  options: { ttlMs?: number; now?: () => number } = {},
): (place: CallerPlace) => Promise<LocalCounts> {
  const cache = new LruTtlCache<Promise<LocalCounts>>({
    maxEntries: 10_000,
    ttlMs: options.ttlMs ?? 60_000,
    ...(options.now ? { now: options.now } : {}),
  });
  return (place) => {
    const key = [place.country ?? '', place.pinCode ?? '', place.latitude ?? '', place.longitude ?? ''].join('|');
    const hit = cache.get(key);
    if (hit) return hit;
    const counts = recentLocalCounts(db, place);
    cache.set(key, counts);
    counts.catch(() => cache.delete(key));
    return counts;
  };
}
