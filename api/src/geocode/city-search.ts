import type { CityMatch, CountryCode } from '@healthwatch/contracts';
import type { CountryIndex } from './gazetteer';

/** Lower case without accents, so "sao paulo" finds "São Paulo". */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

interface Place extends CityMatch {
  folded: string;
}

/**
 * Places of the in-memory gazetteer by name: one entry per country, state and
 * city, at the mean of its postal codes' centroids. Built on first use.
 */
export function createCitySearch(indexes: ReadonlyMap<CountryCode, CountryIndex>) {
  let places: Place[] | null = null;
  const build = (): Place[] => {
    const acc = new Map<string, { p: Place; lat: number; lon: number }>();
    for (const [countryCode, index] of indexes) {
      for (const e of index.byKey.values()) {
        if (!e.city) continue;
        const key = `${countryCode}|${e.state}|${e.city}`;
        let a = acc.get(key);
        if (!a) {
          a = {
            p: {
              city: e.city,
              state: e.state,
              countryCode,
              latitude: 0,
              longitude: 0,
              codes: 0,
              folded: foldName(e.city),
            },
            lat: 0,
            lon: 0,
          };
          acc.set(key, a);
        }
        a.lat += e.latitude;
        a.lon += e.longitude;
        a.p.codes += 1;
      }
    }
    const out: Place[] = [];
    for (const { p, lat, lon } of acc.values()) {
      p.latitude = Math.round((lat / p.codes) * 1e4) / 1e4;
      p.longitude = Math.round((lon / p.codes) * 1e4) / 1e4;
      out.push(p);
    }
    return out.sort((a, b) => b.codes - a.codes || a.folded.localeCompare(b.folded));
  };
  return (query: string, country?: string, limit = 10): CityMatch[] => {
    places ??= build();
    const q = foldName(query);
    const out: CityMatch[] = [];
    for (const p of places) {
      if (country && p.countryCode !== country) continue;
      if (!p.folded.startsWith(q)) continue;
      const { folded: _f, ...match } = p;
      out.push(match);
      if (out.length >= limit) break;
    }
    return out;
  };
}
