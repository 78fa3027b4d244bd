import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES, type AreaLevel, type CountryCode } from '@healthwatch/contracts';
import { fallbackKey } from '../../geocode/fallback';
import { indexCountry, type CountryIndex } from '../../geocode/gazetteer';
import { postalKey } from '../../geocode/normalise';
import { areaId, slug } from './area-id';

export interface AreaRecord {
  id: string;
  name: string;
  level: AreaLevel;
  country: CountryCode;
  /** The state/region the area lies in (its own name for a state). */
  region: string;
  latitude: number;
  longitude: number;
  /** Number of postal keys inside the area. */
  codes: number;
}

export interface AreaIndex {
  areas: AreaRecord[];
  byId: Map<string, AreaRecord>;
  /** Areas (state first, then district, then city) of a stored postal key; unknown keys take the geocoder's nearest-code fallback. */
  areasOfKey(country: string, key: string): AreaRecord[];
  /** Areas of a postal code as a visitor types it; null when the gazetteer does not know it. */
  areasOfPostalCode(country: string, postalCode: string): AreaRecord[] | null;
  /** The postal keys (the API's lookup keys) inside an area. */
  keysOf(area: AreaRecord): string[];
  /** The gazetteer's centroid of a stored postal key (the nearest-code fallback for an unknown one), or null. */
  centroidOfKey(country: string, key: string): { latitude: number; longitude: number } | null;
}

const TAB = 9;

/**
 * Second-level division (GeoNames admin2: district, county, département,
 * Landkreis, …) of every postal key of one country file: the first non-empty
 * value of the key's rows. The geocoder's index does not keep this column.
 */
export function districtsOf(country: CountryCode, text: string): Map<string, string> {
  const out = new Map<string, string>();
  let pos = 0;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    const line = text.slice(pos, end);
    pos = end + 1;
    // country, code, place, admin1, admin1 code, admin2, …
    let a = line.indexOf(String.fromCharCode(TAB));
    const b = line.indexOf('\t', a + 1);
    if (a < 0 || b < 0) continue;
    if (line.slice(0, a) !== country) continue;
    const key = postalKey(country, line.slice(a + 1, b));
    if (!key || out.get(key)) continue;
    a = b;
    for (let skip = 0; skip < 3 && a >= 0; skip++) a = line.indexOf('\t', a + 1);
    if (a < 0) continue;
    const e = line.indexOf('\t', a + 1);
    const admin2 = line.slice(a + 1, e < 0 ? undefined : e).trim();
    if (admin2 || !out.has(key)) out.set(key, admin2);
  }
  return out;
}

/**
 * One country's keys in sorted order with, per key, the index (into the
 * global area list) of its state, district and city, -1 for none. Typed
 * arrays and a binary search instead of a Map of arrays: the 15 countries
 * have ~600,000 keys and this runs beside the API in the same process.
 */
interface CountryAreas {
  sortedKeys: string[];
  state: Int32Array;
  district: Int32Array;
  city: Int32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** For the nearest-code fallback, which reads only sortedKeys. */
  index: CountryIndex;
}

function findKey(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const k = sorted[mid]!;
    if (k === key) return mid;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

interface Acc {
  record: AreaRecord;
  n: number;
  lat: number;
  lon: number;
}

/**
 * Areas of one country from its gazetteer file: every state (admin1), every
 * district/county (admin2) and every city (the geocoder's city for the code,
 * cityOf) that is not simply its district under the same name (India, Japan
 * and Canada name their codes' city by the district). Each postal key belongs
 * to at most one area of each level. New areas are appended to `all`.
 */
function areasOfCountry(country: CountryCode, text: string, all: AreaRecord[]): CountryAreas {
  const { index } = indexCountry(country, text);
  const districts = districtsOf(country, text);
  const sortedKeys = index.sortedKeys;
  const levels = {
    state: new Int32Array(sortedKeys.length).fill(-1),
    district: new Int32Array(sortedKeys.length).fill(-1),
    city: new Int32Array(sortedKeys.length).fill(-1),
  };
  const latitude = new Float64Array(sortedKeys.length);
  const longitude = new Float64Array(sortedKeys.length);
  const accs = new Map<string, Acc & { at: number }>();
  const add = (level: AreaLevel, name: string, region: string, i: number, lat: number, lon: number): boolean => {
    if (!slug(name) || !slug(region)) return false;
    const id = areaId(country, level, region, name);
    let acc = accs.get(id);
    if (!acc) {
      const record: AreaRecord = { id, name, level, country, region, latitude: 0, longitude: 0, codes: 0 };
      acc = { record, n: 0, lat: 0, lon: 0, at: all.length };
      all.push(record);
      accs.set(id, acc);
    }
    acc.n++;
    acc.lat += lat;
    acc.lon += lon;
    levels[level][i] = acc.at;
    return true;
  };
  for (let i = 0; i < sortedKeys.length; i++) {
    const key = sortedKeys[i]!;
    const e = index.byKey.get(key)!;
    latitude[i] = e.latitude;
    longitude[i] = e.longitude;
    if (!e.state) continue;
    add('state', e.state, e.state, i, e.latitude, e.longitude);
    const district = districts.get(key) ?? '';
    const hasDistrict = district !== '' && add('district', district, e.state, i, e.latitude, e.longitude);
    if (e.city && !(hasDistrict && slug(district) === slug(e.city)))
      add('city', e.city, e.state, i, e.latitude, e.longitude);
  }
  for (const { record, n, lat, lon } of accs.values()) {
    record.codes = n;
    record.latitude = Math.round((lat / n) * 1e4) / 1e4;
    record.longitude = Math.round((lon / n) * 1e4) / 1e4;
  }
  return { sortedKeys, ...levels, latitude, longitude, index: { byKey: new Map(), sortedKeys } };
}

/** Builds the index from one country's text at a time (a directory's files, or test texts). */
export async function createAreaIndexFrom(
  texts: AsyncIterable<[CountryCode, string]> | Iterable<[CountryCode, string]>,
): Promise<AreaIndex> {
  const areas: AreaRecord[] = [];
  const perCountry = new Map<string, CountryAreas>();
  for await (const [country, text] of texts) {
    const built = areasOfCountry(country, text, areas);
    if (built.sortedKeys.length > 0) perCountry.set(country, built);
  }
  const byId = new Map(areas.map((a) => [a.id, a]));
  const at = (c: CountryAreas, i: number): AreaRecord[] => {
    const out: AreaRecord[] = [];
    for (const level of [c.state, c.district, c.city]) if (level[i]! >= 0) out.push(areas[level[i]!]!);
    return out;
  };
  const keyAt = (c: CountryAreas, country: string, key: string): number => {
    const i = findKey(c.sortedKeys, key);
    if (i >= 0) return i;
    const near = fallbackKey(country, c.index, key);
    return near ? findKey(c.sortedKeys, near) : -1;
  };
  const areasOfKey = (country: string, key: string): AreaRecord[] => {
    const c = perCountry.get(country);
    const i = c ? keyAt(c, country, key) : -1;
    return c && i >= 0 ? at(c, i) : [];
  };
  const areaIndexOf = new Map(areas.map((a, i) => [a, i]));
  return {
    areas,
    byId,
    areasOfKey,
    areasOfPostalCode(country, postalCode) {
      const key = postalKey(country, postalCode.trim());
      if (!key) return null;
      const found = areasOfKey(country, key);
      return found.length > 0 ? found : null;
    },
    keysOf(area) {
      const c = perCountry.get(area.country);
      const want = areaIndexOf.get(area);
      if (!c || want === undefined) return [];
      const level = c[area.level];
      const out: string[] = [];
      for (let i = 0; i < level.length; i++) if (level[i] === want) out.push(c.sortedKeys[i]!);
      return out;
    },
    centroidOfKey(country, key) {
      const c = perCountry.get(country);
      const i = c ? keyAt(c, country, key) : -1;
      return c && i >= 0 ? { latitude: c.latitude[i]!, longitude: c.longitude[i]! } : null;
    },
  };
}

/** Reads `XX.txt` of the 15 countries from dir (GEODATA_SOURCE or GEODATA_DIR, as the geocoder does). */
export function loadAreaIndex(dir: string): Promise<AreaIndex> {
  // One file in memory at a time: the 15 texts together are ~100 MB.
  async function* files(): AsyncGenerator<[CountryCode, string]> {
    for (const country of COUNTRY_CODES) {
      let text: string;
      try {
        text = await fs.promises.readFile(path.join(dir, `${country}.txt`), 'utf8');
      } catch {
        continue; // A country without a file has no areas.
      }
      yield [country, text];
    }
  }
  return createAreaIndexFrom(files());
}
