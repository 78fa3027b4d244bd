import { ANALYTICS_LOCATIONS, type AnalyticsLocation } from '@healthwatch/contracts';

/**
 * The places analytics can speak about, and the key the aggregate table
 * (migration 0200) files their reports under:
 *
 *   India     every report with country IN
 *   Mumbai    IN reports geocoded to the gazetteer district "Mumbai" (Maharashtra)
 *   Delhi     IN reports in the state (admin1) "Delhi" — all eleven districts
 *   Bangalore IN reports in the district "Bengaluru" (Karnataka; "Bangalore"
 *             accepted as an older spelling, "Bangalore Rural" excluded)
 *   Chennai   IN reports in the district "Chennai" (Tamil Nadu)
 *
 * plus ALL (every report) for the trends view when no location is given.
 * The same mapping is written in SQL in the migration's trigger.
 */
export type PlaceKey = 'ALL' | 'IN' | 'Mumbai' | 'Delhi' | 'Bangalore' | 'Chennai';

export const PLACE_KEYS: Record<AnalyticsLocation, PlaceKey> = {
  India: 'IN',
  Mumbai: 'Mumbai',
  Delhi: 'Delhi',
  Bangalore: 'Bangalore',
  Chennai: 'Chennai',
};

const ALIASES: Record<string, AnalyticsLocation> = { bengaluru: 'Bangalore', 'new delhi': 'Delhi' };

/** Case-insensitive; unknown places are null, never a guess. */
export function resolveLocation(
  input: string | undefined,
  fallback: AnalyticsLocation = 'India',
): AnalyticsLocation | null {
  if (input === undefined || input.trim() === '') return fallback;
  const wanted = input.trim().toLowerCase();
  return ANALYTICS_LOCATIONS.find((l) => l.toLowerCase() === wanted) ?? ALIASES[wanted] ?? null;
}

export function unknownLocationMessage(input: string): string {
  return `Unknown location "${input.slice(0, 40)}". Choose one of: ${ANALYTICS_LOCATIONS.join(', ')}`;
}
