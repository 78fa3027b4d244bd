import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES, type CountryCode } from '@healthwatch/contracts';
import { cityOf, type GazetteerRow } from './city';
import { postalKey } from './normalise';

/** One postal code of the gazetteer: the centroid of its rows. */
export interface GazetteerEntry {
  code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface CountryIndex {
  byKey: Map<string, GazetteerEntry>;
  /** Keys in lexical order, for the nearest-code fallbacks. */
  sortedKeys: string[];
}

export interface LoadReport {
  countries: CountryCode[];
  rows: number;
  codes: number;
  millis: number;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (const v of values) {
    if (!v) continue;
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

interface Acc {
  code: string;
  lat: number;
  lon: number;
  n: number;
  cities: string[];
  states: string[];
}

/** Parses one country's GeoNames-format text into an index. */
export function indexCountry(country: CountryCode, text: string): { index: CountryIndex; rows: number } {
  const accs = new Map<string, Acc>();
  let rows = 0;
  let start = 0;
  let lastCode = '';
  let lastKey = '';
  const len = text.length;
  while (start < len) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = len;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    start = end + 1;
    if (!line) continue;
    const f = line.split('\t');
    if (f.length < 11 || f[0] !== country) continue;
    const latitude = Number(f[9]);
    const longitude = Number(f[10]);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || f[9] === '' || f[10] === '') continue;
    const row: GazetteerRow = {
      code: f[1]!.trim(),
      place: f[2]!.trim(),
      admin1: f[3]!.trim(),
      admin2: f[5]!.trim(),
      admin3: f[7]!.trim(),
      latitude,
      longitude,
    };
    // Rows of one code are consecutive in the files: normalise each code once.
    if (row.code !== lastCode) {
      lastCode = row.code;
      lastKey = postalKey(country, row.code);
    }
    const key = lastKey;
    if (!key) continue;
    rows++;
    let acc = accs.get(key);
    if (!acc) {
      acc = { code: row.code, lat: 0, lon: 0, n: 0, cities: [], states: [] };
      accs.set(key, acc);
    }
    acc.lat += latitude;
    acc.lon += longitude;
    acc.n++;
    acc.cities.push(cityOf(country, row));
    acc.states.push(row.admin1);
  }
  const byKey = new Map<string, GazetteerEntry>();
  for (const [key, a] of accs) {
    byKey.set(key, {
      code: a.code,
      city: mostCommon(a.cities),
      state: mostCommon(a.states),
      latitude: Math.round((a.lat / a.n) * 1e5) / 1e5,
      longitude: Math.round((a.lon / a.n) * 1e5) / 1e5,
    });
  }
  const sortedKeys = [...byKey.keys()].sort();
  return { index: { byKey, sortedKeys }, rows };
}

/** Loads every `XX.txt` of the 15 countries found in dir. */
export async function loadGazetteer(dir: string): Promise<{ indexes: Map<CountryCode, CountryIndex>; report: LoadReport }> {
  const t0 = performance.now();
  const indexes = new Map<CountryCode, CountryIndex>();
  let rows = 0;
  let codes = 0;
  const files = await Promise.all(
    COUNTRY_CODES.map(async (country) => {
      try {
        return { country, text: await fs.promises.readFile(path.join(dir, `${country}.txt`), 'utf8') };
      } catch {
        return { country, text: null };
      }
    }),
  );
  for (const { country, text } of files) {
    if (text === null) continue;
    const { index, rows: n } = indexCountry(country, text);
    if (index.byKey.size === 0) continue;
    indexes.set(country, index);
    rows += n;
    codes += index.byKey.size;
  }
  return {
    indexes,
    report: { countries: [...indexes.keys()], rows, codes, millis: Math.round(performance.now() - t0) },
  };
}
