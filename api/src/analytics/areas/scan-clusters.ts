import { ILLNESS_TYPES, type AreaLevel } from '@healthwatch/contracts';
import {
  CALIBRATED_SCAN_DEFAULTS,
  firstCountedDay,
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
  /** Its postal keys, to find the reports behind it (not stored). */
  keys: string[];
  areas: { id: string; name: string; level: AreaLevel; region: string }[];
  observed: number;
  expected: number;
  pValue: number;
  referenceDays: number;
  /** Most of its reports are simulated (`npm run demo`), as `withDemo` finds: the page says "Demo data". */
  demo?: boolean;
}

/** Clusters kept per country, strongest first (the engine reports at most 5 per illness). */
export const CLUSTERS_PER_COUNTRY = 20;

const NONE = new Int32Array(0);

/** One finished day's class maxima of a country and illness (epoch day), as kept and stored between passes. */
export interface KeptMaxima {
  country: string;
  illness: string;
  day: number;
  maxima: Float64Array;
}

/** The oldest day a scan of `today` reads maxima of: its reference year and the guard before today. */
export const oldestMaximaDay = (today: number) =>
  today - CALIBRATED_SCAN_DEFAULTS.guardDays - CALIBRATED_SCAN_DEFAULTS.referenceDays;

/**
 * Each (country, illness)'s past days' class maxima between passes, by epoch day, so a pass scans one new day per
 * series instead of its reference year (minutes at a million reports). A kept day was scanned over the codes that
 * had reported by then. A code that joins later had no report in any kept day's study period (the places are
 * the codes with reports in the pass's window, longer than the days kept), so a kept day's counts are the same;
 * only its cylinders would now also hold that code's zeros. That approximation is kept rather than scanning the
 * year again whenever a code reports for the first time, which at scale is every pass. Only finished days are
 * kept, because a day's maxima read that whole day's reports, and none once past days change (`since`).
 */
export class ScanMemory {
  private readonly series = new Map<string, Map<number, Float64Array>>();
  private epoch: string | null = null;
  private readonly placesOf = new Map<string, { signature: string; places: ScanPlace[] }>();
  private restoredEpoch: string | null = null;
  private unsaved: KeptMaxima[] = [];

  /**
   * The country's places of the last pass while its postal codes are the same: the engine keeps the
   * neighbourhoods of a places array, which for Japan's tens of thousands of codes cost seconds to find.
   */
  placesFor(country: string, signature: string, places: ScanPlace[]): ScanPlace[] {
    const kept = this.placesOf.get(country);
    if (kept?.signature === signature) return kept.places;
    this.placesOf.set(country, { signature, places });
    return places;
  }

  /**
   * Forgets everything when past days' counts may have changed: `epoch` is report_map_epoch (migration 0420),
   * which a delete, a back-dated import or a rebuild moves. Read before the pass's rows.
   */
  since(epoch: string): void {
    if (epoch !== this.epoch) {
      this.series.clear();
      this.unsaved = [];
    }
    this.epoch = epoch;
  }

  /**
   * True until this epoch's stored maxima (analytics_scan_maxima, written by any process's passes) are read: a
   * restarted process, or another replica that claims a pass, then scans one new day per series, not the year.
   */
  get needsStored(): boolean {
    return this.restoredEpoch !== this.epoch;
  }

  /** Adds stored days this process has not scanned itself; its own are as good and newer. */
  restore(stored: readonly KeptMaxima[]): void {
    for (const k of stored) {
      const key = `${k.country}|${k.illness}`;
      let days = this.series.get(key);
      if (!days) {
        days = new Map();
        this.series.set(key, days);
      }
      if (!days.has(k.day)) days.set(k.day, k.maxima);
    }
    this.restoredEpoch = this.epoch;
  }

  /** The days scanned since the last call, to be stored. */
  takeUnsaved(): KeptMaxima[] {
    const out = this.unsaved;
    this.unsaved = [];
    return out;
  }

  /** The epoch the kept maxima belong to ('' before the first pass). */
  get currentEpoch(): string {
    return this.epoch ?? '';
  }

  maximaFor(country: string, illness: string, firstDay: number): Map<number, Float64Array> {
    const out = new Map<number, Float64Array>();
    for (const [day, m] of this.series.get(`${country}|${illness}`) ?? [])
      if (day >= firstDay) out.set(day - firstDay, m);
    return out;
  }

  keep(country: string, illness: string, firstDay: number, today: number, byIndex: Map<number, Float64Array>): void {
    const oldest = oldestMaximaDay(today);
    const before = this.series.get(`${country}|${illness}`);
    const maxima = new Map<number, Float64Array>();
    for (const [d, m] of byIndex) {
      const day = firstDay + d;
      if (day < oldest || day >= today) continue;
      maxima.set(day, m);
      if (before?.get(day) !== m) this.unsaved.push({ country, illness, day, maxima: m });
    }
    this.series.set(`${country}|${illness}`, maxima);
  }
}

/** The area a postal code is named by in a cluster: its district, else its city, else its state. */
function namingArea(areas: AreaRecord[]): AreaRecord | undefined {
  return areas.find((a) => a.level === 'district') ?? areas.find((a) => a.level === 'city') ?? areas[0];
}

/** Days a scan of today reads: its reference year, the guard before today and each reference day's study period. */
const SCAN_REACH =
  CALIBRATED_SCAN_DEFAULTS.referenceDays + CALIBRATED_SCAN_DEFAULTS.guardDays + CALIBRATED_SCAN_DEFAULTS.studyDays;

/**
 * Runs the history-calibrated space-time scan (packages/outbreak-engine, "Space-time scan") for `today` over
 * each country's postal codes that reported in the window, each illness apart, and returns the clusters at or
 * below the line (p ≤ SCAN_ALERT_LINE), strongest first. `rows` span `firstDay`..`today`, grouped by postal key
 * in key order (a country's rows are consecutive). One country and illness's daily counts are held at a time, and only the
 * days the scan reads, so memory follows the largest country, not the history.
 */
export function scanClusters(
  index: AreaIndex,
  rows: PostalRows,
  firstDay: number,
  today: number,
  memory: ScanMemory,
): FoundCluster[] {
  const scanFirst = Math.max(firstDay, today - SCAN_REACH + 1);
  const length = today - scanFirst + 1;
  const todayIndex = today - scanFirst;
  const recentFrom = today - CALIBRATED_SCAN_DEFAULTS.maxDays + 1;
  // Each row's place in its country's list (-1: no centroid), and each country's postal keys in key order.
  const slotOf = new Int32Array(rows.keys.length).fill(-1);
  const placesOf = new Map<string, { pins: number[]; places: ScanPlace[] }>();
  rows.keys.forEach((key, pin) => {
    const country = rows.countries[pin]!;
    const at = index.centroidOfKey(country, key);
    if (!at) return;
    let c = placesOf.get(country);
    if (!c) {
      c = { pins: [], places: [] };
      placesOf.set(country, c);
    }
    slotOf[pin] = c.pins.length;
    c.pins.push(pin);
    c.places.push(at);
  });

  const found: FoundCluster[] = [];
  // One series' daily counts, a place after another, reused by every series: a typed array of its own for each
  // place of each series cost more to allocate and collect than to fill (CPU profile of the hourly pass at 10M).
  let pool = new Int32Array(0);
  let i = 0;
  while (i < rows.length) {
    const country = rows.countries[rows.pin[i]!]!;
    let end = i;
    while (end < rows.length && rows.countries[rows.pin[end]!] === country) end++;
    const from = i;
    i = end;
    const geo = placesOf.get(country);
    if (!geo) continue;
    // No cluster can reach the engine's fewest cases without that many in its longest window: such a series is
    // not scanned (its maxima are filled in when it next is).
    const recent = new Int32Array(ILLNESS_TYPES.length);
    // The country's rows in the scan's days, grouped by illness (a counting sort), so each illness reads its own
    // rows rather than all of the country's.
    const start = new Int32Array(ILLNESS_TYPES.length + 1);
    for (let r = from; r < end; r++) {
      if (rows.day[r]! < scanFirst) continue;
      const ill = rows.illness[r]!;
      start[ill + 1]!++;
      if (rows.day[r]! >= recentFrom) recent[ill]! += rows.count[r]!;
    }
    for (let ill = 0; ill < ILLNESS_TYPES.length; ill++) start[ill + 1]! += start[ill]!;
    const byIllness = new Int32Array(start[ILLNESS_TYPES.length]!);
    const fill = start.slice(0, ILLNESS_TYPES.length);
    for (let r = from; r < end; r++) if (rows.day[r]! >= scanFirst) byIllness[fill[rows.illness[r]!]!++] = r;
    const signature = geo.pins.map((pin) => rows.keys[pin]).join(',');
    const places = memory.placesFor(country, signature, geo.places);
    const clusters: FoundCluster[] = [];
    for (let ill = 0; ill < ILLNESS_TYPES.length; ill++) {
      if (recent[ill]! < CALIBRATED_SCAN_DEFAULTS.minCases) continue;
      const illness = ILLNESS_TYPES[ill]!;
      const maxima = memory.maximaFor(country, illness, scanFirst);
      // With the reference days' maxima kept, the engine reads only the study periods of the days it scans (an
      // hourly pass: the last 30 or so of the ~400 days), so only those are filled.
      const countsStart = firstCountedDay(todayIndex, todayIndex, maxima);
      const width = length - countsStart;
      // Each place's row in the pool, in the order its first report in those days comes.
      const rowOf = new Map<number, number>();
      for (let q = start[ill]!; q < start[ill + 1]!; q++) {
        const r = byIllness[q]!;
        const z = slotOf[rows.pin[r]!]!;
        if (z >= 0 && rows.day[r]! - scanFirst >= countsStart && !rowOf.has(z)) rowOf.set(z, rowOf.size);
      }
      if (pool.length < rowOf.size * width) pool = new Int32Array(rowOf.size * width);
      else pool.fill(0, 0, rowOf.size * width);
      for (let q = start[ill]!; q < start[ill + 1]!; q++) {
        const r = byIllness[q]!;
        const z = slotOf[rows.pin[r]!]!;
        const d = rows.day[r]! - scanFirst - countsStart;
        if (z < 0 || d < 0 || d >= width) continue;
        pool[rowOf.get(z)! * width + d]! += rows.count[r]!;
      }
      const { pins } = geo;
      const byPlace = places.map((_, z) => {
        const at = rowOf.get(z);
        return at === undefined ? NONE : pool.subarray(at * width, (at + 1) * width);
      });
      const [result] = historyCalibratedScan(
        places,
        byPlace,
        todayIndex,
        todayIndex,
        { maxP: SCAN_ALERT_LINE },
        maxima,
        countsStart,
      );
      memory.keep(country, illness, scanFirst, today, maxima);
      for (const c of result!.clusters) {
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
          keys: c.places.map((z) => rows.keys[pins[z]!]!),
          areas: [...named.values()]
            .sort((a, b) => b.codes - a.codes || a.area.name.localeCompare(b.area.name))
            .map(({ area }) => ({ id: area.id, name: area.name, level: area.level, region: area.region })),
          observed: c.observed,
          expected: c.expected,
          pValue: c.p,
          referenceDays: result!.referenceDays,
        });
      }
    }
    clusters.sort(
      (a, b) =>
        a.pValue - b.pValue || b.observed / Math.max(b.expected, 1e-9) - a.observed / Math.max(a.expected, 1e-9),
    );
    found.push(...clusters.slice(0, CLUSTERS_PER_COUNTRY));
  }
  return found;
}
