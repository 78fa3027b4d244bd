import { ILLNESS_TYPES, type AreaLevel } from '@healthwatch/contracts';
import {
  CALIBRATED_SCAN_DEFAULTS,
  historyCalibratedScan,
  SCAN_ALERT_LINE,
  type ScanPlace,
} from '@healthwatch/outbreak-engine';
import type { AreaIndex, AreaRecord } from './area-index';
import type { PostalRows } from './postal-rows';

/** A cluster of the space-time scan at the pass's day, with the areas its postal codes lie in. */
export interface FoundCluster {
  country: string;
  illness: string;
  /** Epoch day the cluster ends on. */
  day: number;
  days: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
  places: number;
  areas: { id: string; name: string; level: AreaLevel; region: string }[];
  observed: number;
  expected: number;
  pValue: number;
  referenceDays: number;
}

/** Clusters kept per country, strongest first (the engine reports at most 5 per illness). */
export const CLUSTERS_PER_COUNTRY = 20;

const NONE = new Int32Array(0);

/**
 * Each (country, illness)'s past days' class maxima between passes, by epoch day. They are valid only for the
 * same places (a new postal code changes every neighbourhood near it), so a country whose reporting codes changed
 * starts again: that pass scans its reference year, the next ones one day each. Only finished days are kept,
 * because a day's maxima read that whole day's reports.
 */
export class ScanMemory {
  private readonly series = new Map<string, { places: string; maxima: Map<number, Float64Array> }>();

  maximaFor(country: string, illness: string, places: string, firstDay: number): Map<number, Float64Array> {
    const kept = this.series.get(`${country}|${illness}`);
    const out = new Map<number, Float64Array>();
    if (kept?.places === places) for (const [day, m] of kept.maxima) if (day >= firstDay) out.set(day - firstDay, m);
    return out;
  }

  keep(
    country: string,
    illness: string,
    places: string,
    firstDay: number,
    today: number,
    byIndex: Map<number, Float64Array>,
  ) {
    const oldest = today - CALIBRATED_SCAN_DEFAULTS.guardDays - CALIBRATED_SCAN_DEFAULTS.referenceDays;
    const maxima = new Map<number, Float64Array>();
    for (const [d, m] of byIndex) {
      const day = firstDay + d;
      if (day >= oldest && day < today) maxima.set(day, m);
    }
    this.series.set(`${country}|${illness}`, { places, maxima });
  }
}

/** The area a postal code is named by in a cluster: its district, else its city, else its state. */
function namingArea(areas: AreaRecord[]): AreaRecord | undefined {
  return areas.find((a) => a.level === 'district') ?? areas.find((a) => a.level === 'city') ?? areas[0];
}

/**
 * Runs the history-calibrated space-time scan (packages/outbreak-engine, "Space-time scan") for `today` over
 * each country's postal codes that reported in the window, each illness apart, and returns the clusters at or
 * below the line (p ≤ SCAN_ALERT_LINE), strongest first. `rows` span `firstDay`..`today`.
 */
export function scanClusters(
  index: AreaIndex,
  rows: PostalRows,
  firstDay: number,
  today: number,
  memory: ScanMemory,
): FoundCluster[] {
  const length = today - firstDay + 1;
  const todayIndex = today - firstDay;
  // Postal keys (rows.keys indices) of each country with a centroid, in key order: the scan's places.
  const byCountry = new Map<string, number[]>();
  const coords: (ScanPlace | null)[] = rows.keys.map((key, pin) => index.centroidOfKey(rows.countries[pin]!, key));
  rows.keys.forEach((_, pin) => {
    if (!coords[pin]) return;
    const country = rows.countries[pin]!;
    const list = byCountry.get(country) ?? [];
    list.push(pin);
    byCountry.set(country, list);
  });
  const slotOf = new Int32Array(rows.keys.length).fill(-1);
  for (const pins of byCountry.values()) for (const [z, pin] of pins.entries()) slotOf[pin] = z;

  // counts[country][illness][place] = that place's daily counts (NONE when it never reported the illness).
  const counts = new Map<string, (Int32Array | undefined)[][]>();
  for (let i = 0; i < rows.length; i++) {
    const pin = rows.pin[i]!;
    const z = slotOf[pin]!;
    if (z < 0) continue;
    const d = rows.day[i]! - firstDay;
    if (d < 0 || d >= length) continue;
    const country = rows.countries[pin]!;
    let perIllness = counts.get(country);
    if (!perIllness) {
      perIllness = ILLNESS_TYPES.map(() => []);
      counts.set(country, perIllness);
    }
    const series = perIllness[rows.illness[i]!]!;
    let row = series[z];
    if (!row) {
      row = new Int32Array(length);
      series[z] = row;
    }
    row[d]! += rows.count[i]!;
  }

  const found: FoundCluster[] = [];
  for (const [country, perIllness] of counts) {
    const pins = byCountry.get(country)!;
    const places = pins.map((pin) => coords[pin]!);
    const signature = pins.map((pin) => rows.keys[pin]).join(',');
    const clusters: FoundCluster[] = [];
    perIllness.forEach((series, ill) => {
      const illness = ILLNESS_TYPES[ill]!;
      // No cluster can reach the engine's fewest cases without that many in its longest window: skip the scan.
      let recent = 0;
      for (const row of series)
        if (row)
          for (let d = todayIndex - CALIBRATED_SCAN_DEFAULTS.maxDays + 1; d <= todayIndex; d++) recent += row[d] ?? 0;
      if (recent < CALIBRATED_SCAN_DEFAULTS.minCases) return;
      const byPlace = places.map((_, z) => series[z] ?? NONE);
      const maxima = memory.maximaFor(country, illness, signature, firstDay);
      const [result] = historyCalibratedScan(places, byPlace, todayIndex, todayIndex, {}, maxima);
      memory.keep(country, illness, signature, firstDay, today, maxima);
      for (const c of result!.clusters) {
        if (c.p > SCAN_ALERT_LINE) continue;
        const named = new Map<string, { area: AreaRecord; codes: number }>();
        for (const z of c.places) {
          const area = namingArea(index.areasOfKey(country, rows.keys[pins[z]!]!));
          if (!area) continue;
          // By name, not id: a code with no district is named by its city, often the district's namesake.
          const name = `${area.region}|${area.name}`;
          const seen = named.get(name);
          if (seen) seen.codes++;
          else named.set(name, { area, codes: 1 });
        }
        const centre = places[c.centre]!;
        clusters.push({
          country,
          illness,
          day: today,
          days: c.days,
          latitude: centre.latitude,
          longitude: centre.longitude,
          radiusKm: c.radiusKm,
          places: c.places.length,
          areas: [...named.values()]
            .sort((a, b) => b.codes - a.codes || a.area.name.localeCompare(b.area.name))
            .map(({ area }) => ({ id: area.id, name: area.name, level: area.level, region: area.region })),
          observed: c.observed,
          expected: c.expected,
          pValue: c.p,
          referenceDays: result!.referenceDays,
        });
      }
    });
    clusters.sort(
      (a, b) =>
        a.pValue - b.pValue || b.observed / Math.max(b.expected, 1e-9) - a.observed / Math.max(a.expected, 1e-9),
    );
    found.push(...clusters.slice(0, CLUSTERS_PER_COUNTRY));
  }
  return found;
}
