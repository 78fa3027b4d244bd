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

/** Counts values cheaply: most codes have one distinct value, so the map is made only when a second appears. */
class Tally {
  private first: string;
  private counts: Map<string, number> | null = null;
  constructor(value: string) {
    this.first = value;
  }
  add(value: string): void {
    if (this.counts === null) {
      if (value === this.first) return;
      this.counts = new Map([[this.first, 1]]);
      // The first value's true count is recovered in best() from the row total.
    }
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
  }
  /** The most common value (ties: the first seen); empty values lose to any other. */
  best(total: number): string {
    if (this.counts === null) return this.first;
    const others = [...this.counts.entries()];
    const sumOthers = others.reduce((a, [k, n]) => (k === this.first ? a : a + n), 0);
    this.counts.set(this.first, total - sumOthers);
    let best = '';
    let bestCount = 0;
    for (const [value, n] of this.counts) {
      if (!value) continue;
      if (n > bestCount) [best, bestCount] = [value, n];
    }
    return best || this.first;
  }
}

interface Acc {
  code: string;
  lat: number;
  lon: number;
  n: number;
  city: Tally;
  state: Tally;
}

const TAB = 9;

/**
 * Parses one country's GeoNames-format text into an index. Hand-rolled field
 * scanning (no per-row split/objects): the 15 files hold ~670,000 rows.
 */
export function indexCountry(country: CountryCode, text: string): { index: CountryIndex; rows: number } {
  const accs = new Map<string, Acc>();
  const fields: string[] = new Array(12).fill('');
  const row: GazetteerRow = { code: '', place: '', admin1: '', admin2: '', admin3: '', latitude: 0, longitude: 0 };
  let rows = 0;
  let lastCode = '';
  let lastKey = '';
  let pos = 0;
  const len = text.length;
  while (pos < len) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = len;
    let lineEnd = end;
    if (lineEnd > pos && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    let f = 0;
    let start = pos;
    for (let i = pos; i <= lineEnd && f < 12; i++) {
      if (i === lineEnd || text.charCodeAt(i) === TAB) {
        fields[f++] = text.slice(start, i);
        start = i + 1;
      }
    }
    pos = end + 1;
    if (f < 11 || fields[0] !== country || fields[9] === '' || fields[10] === '') continue;
    const latitude = +fields[9]!;
    const longitude = +fields[10]!;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const code = fields[1]!;
    // Rows of one code are consecutive in the files: normalise each code once.
    if (code !== lastCode) {
      lastCode = code;
      lastKey = postalKey(country, code);
    }
    const key = lastKey;
    if (!key) continue;
    row.code = code;
    row.place = fields[2]!.trim();
    row.admin1 = fields[3]!.trim();
    row.admin2 = fields[5]!.trim();
    row.admin3 = fields[7]!.trim();
    const city = cityOf(country, row);
    rows++;
    const acc = accs.get(key);
    if (!acc) {
      accs.set(key, {
        code: code.trim(),
        lat: latitude,
        lon: longitude,
        n: 1,
        city: new Tally(city),
        state: new Tally(row.admin1),
      });
      continue;
    }
    acc.lat += latitude;
    acc.lon += longitude;
    acc.n++;
    acc.city.add(city);
    acc.state.add(row.admin1);
  }
  const byKey = new Map<string, GazetteerEntry>();
  for (const [key, a] of accs) {
    byKey.set(key, {
      code: a.code,
      city: a.city.best(a.n),
      state: a.state.best(a.n),
      latitude: Math.round((a.lat / a.n) * 1e5) / 1e5,
      longitude: Math.round((a.lon / a.n) * 1e5) / 1e5,
    });
  }
  const sortedKeys = [...byKey.keys()].sort();
  return { index: { byKey, sortedKeys }, rows };
}

/** Loads every `XX.txt` of the 15 countries found in dir. */
export async function loadGazetteer(
  dir: string,
): Promise<{ indexes: Map<CountryCode, CountryIndex>; report: LoadReport }> {
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
