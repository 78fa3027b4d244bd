import { COUNTRY_CODES, hasPostalShape, type CountryCode } from '@healthwatch/contracts';
import type { CountryIndex, GazetteerEntry } from '../geocode/gazetteer';
import type { Geocoder } from '../geocode/geocoder';
import type { DemoPlace } from './simulate';

/** India's places the analytics page names (docs/SPEC.md §7), so each of them has a history. */
const INDIA_MUST: ((e: GazetteerEntry) => boolean)[] = [
  (e) => e.city === 'Mumbai',
  (e) => e.state === 'Delhi',
  (e) => e.city === 'Bengaluru' || e.city === 'Bangalore',
  (e) => e.city === 'Chennai',
];

const CITIES_PER_COUNTRY = 5;
const CODES_PER_CITY = 3;

/**
 * Real postal codes to simulate reports from: in each country the places with
 * the most postal codes (a rough stand-in for population), plus India's
 * analytics places, a few codes each, placed by the API's own geocoder so the
 * rows are exactly what a POST would have stored. Larger places weigh more.
 */
export function chooseDemoPlaces(indexes: ReadonlyMap<CountryCode, CountryIndex>, geocoder: Geocoder): DemoPlace[] {
  const places: DemoPlace[] = [];
  for (const country of COUNTRY_CODES) {
    const index = indexes.get(country);
    if (!index) continue;
    const byCity = new Map<string, GazetteerEntry[]>();
    for (const key of index.sortedKeys) {
      const entry = index.byKey.get(key)!;
      // A place is a city within its state: "Washington, DC" is not "Washington, NH".
      if (!entry.city || !entry.state || !hasPostalShape(country, entry.code)) continue;
      const place = `${entry.city}\u0000${entry.state}`;
      byCity.set(place, [...(byCity.get(place) ?? []), entry]);
    }
    const ranked = [...byCity.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    const chosen = ranked.slice(0, CITIES_PER_COUNTRY);
    if (country === 'IN') {
      for (const must of INDIA_MUST) {
        if (chosen.some(([, entries]) => entries.some(must))) continue;
        const found = ranked.find(([, entries]) => entries.some(must));
        if (found) chosen.push([found[0], found[1].filter(must)]);
      }
    }
    chosen.forEach(([, entries], rank) => {
      // Evenly spaced codes of the city, not only its first ones.
      const step = Math.max(1, Math.floor(entries.length / CODES_PER_CITY));
      for (let i = 0; i < entries.length && i / step < CODES_PER_CITY; i += step) {
        const code = entries[i]!.code;
        const placed = geocoder.lookupOffline(country, code);
        if (!placed || placed.matchedCode !== undefined) continue;
        places.push({
          country,
          pinCode: code.toUpperCase(),
          city: placed.city,
          state: placed.state,
          latitude: placed.latitude,
          longitude: placed.longitude,
          weight: 1 / (rank + 1),
        });
      }
    });
  }
  return places;
}
