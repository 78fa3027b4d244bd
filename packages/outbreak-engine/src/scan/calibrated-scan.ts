/**
 * The space-time permutation scan calibrated by its own history (docs: this package's README, "Space-time scan").
 *
 * The permutation scan's Monte Carlo null (`space-time-permutation.ts`) assumes that, given the places' and the days'
 * totals, cases fall on days independently: Poisson counts. Real reports are overdispersed and share day-to-day noise
 * within districts (a local newspaper, a clinic's slow day), which the permutation reads as space-time interaction, so
 * its p-values signal on most days of a series with no change at all (Kulldorff et al. 2005 and SaTScan's user guide
 * warn that the method is sensitive to such non-cluster interaction; Tango, Takahashi & Kohriyama 2011 show the same
 * for the Poisson scans under extra-Poisson variation). Instead of the permutation null, each day's clusters are
 * judged against the same scan on the series' own past days, the last `referenceDays` before a guard (calibration
 * on historical days, as Neill 2009 compared scans at a fixed false-alarm rate, and the recurrence-interval reading
 * of Kulldorff 2001 and Kleinman et al. 2004). Their overdispersion, shared noise and usual clustering are then part
 * of the null by construction, and each day costs one pass over the cylinders instead of one per replicate.
 *
 * p = (1 + past days on which the scan found something at least as unusual) / (1 + past days), "as unusual"
 * measured within each cylinder's class (below); 1 / p is the recurrence interval in days. Secondary clusters are
 * judged against the same past days (conservative, as SaTScan's secondary clusters are against the replicates').
 *
 * No npm library implements scan statistics (the registry has DBSCAN-style clustering only; SaTScan is a desktop
 * program, scanstatistics and SpatialEpi are R), so this is written here, on the permutation scan's cylinders.
 */
import {
  type ScanCandidate,
  distanceKm,
  EARTH_KM,
  poissonLlr,
  SCAN_DEFAULTS,
  type ScanCylinder,
  type ScanPlace,
} from './space-time-permutation';
import { classPOf, type Judge, judgeAgainst } from './reference-judge';

export interface CalibratedScanOptions {
  /** Days of the study period each day's scan reads, ending on that day (Kulldorff et al. 2005 used 30). */
  studyDays?: number;
  /** Longest cluster, in days ending on the scanned day. */
  maxDays?: number;
  /** Widest cluster: the farthest place from its centre, in km. */
  maxRadiusKm?: number;
  /** Most places one cluster may hold. */
  maxPlaces?: number;
  /** A cluster may hold at most this share of the period's cases. */
  maxCaseShare?: number;
  /** Fewest cases a cluster must hold. */
  minCases?: number;
  /** Past days whose class maxima are the null. */
  referenceDays?: number;
  /** Days just before the scanned one left out of the null, so a growing cluster is not its own reference. */
  guardDays?: number;
  /** Fewest past days needed before a p-value is given (1 / (1 + this) is then the smallest p). */
  minReferenceDays?: number;
  /** Clusters reported at most, strongest first, none sharing a place with a stronger one. */
  maxClusters?: number;
  /**
   * Clusters whose p-value would exceed this are left out before choosing (1: none is). A cluster's p grows with
   * its class p-value, the order clusters are chosen in, so this returns exactly the clusters at or below it that
   * a call without it returns; a caller that keeps only those (the area pass, at SCAN_ALERT_LINE) spares making
   * and ordering the day's weaker cylinders.
   */
  maxP?: number;
}

export const CALIBRATED_SCAN_DEFAULTS = {
  studyDays: 30,
  maxDays: SCAN_DEFAULTS.maxDays,
  maxRadiusKm: SCAN_DEFAULTS.maxRadiusKm,
  maxPlaces: SCAN_DEFAULTS.maxPlaces,
  maxCaseShare: SCAN_DEFAULTS.maxCaseShare,
  minCases: SCAN_DEFAULTS.minCases,
  referenceDays: 365,
  guardDays: 7,
  minReferenceDays: 99,
  maxClusters: 5,
  maxP: 1,
} as const;

type Settings = Required<CalibratedScanOptions>;

export interface CalibratedCluster extends ScanCylinder {
  /**
   * Share of reference days (counting this one) on which the scan found a cylinder as unusual among its own class
   * as this one is among its class: (1 + n) / (1 + days). 1 / p is the recurrence interval in days.
   */
  p: number;
}

export interface CalibratedScanDay {
  /** Index of the scanned day in the counts. */
  day: number;
  /** Past days whose maxima judged it; fewer than `minReferenceDays` means no p-value (clusters empty). */
  referenceDays: number;
  clusters: CalibratedCluster[];
}

interface Hood {
  order: Int32Array;
  km: Float64Array;
}

/**
 * Each centre's neighbours, nearest first, within the radius and place limits. Places are put in rows of latitude
 * one radius high, each row sorted by longitude, so a centre measures only the places of its row and the two beside
 * it within the widest longitude a point at that distance can have (a spherical cap's), first within a smaller
 * radius: Japan's 120,000 postal codes then cost seconds, not the minutes of measuring every place in a band.
 */
export function scanNeighbourhoods(places: readonly ScanPlace[], maxRadiusKm: number, maxPlaces: number): Hood[] {
  const band = maxRadiusKm / 110.5; // degrees of latitude, more than the radius anywhere on the globe
  const rows = new Map<number, { lon: Float64Array; at: Int32Array }>();
  const rowOf = (latitude: number) => Math.floor(latitude / band);
  const members = new Map<number, number[]>();
  places.forEach((p, i) => {
    const r = rowOf(p.latitude);
    const list = members.get(r);
    if (list) list.push(i);
    else members.set(r, [i]);
  });
  for (const [r, list] of members) {
    list.sort((x, y) => places[x]!.longitude - places[y]!.longitude || x - y);
    rows.set(r, { lon: Float64Array.from(list, (i) => places[i]!.longitude), at: Int32Array.from(list) });
  }
  const lowerBound = (lon: Float64Array, x: number) => {
    let lo = 0;
    let hi = lon.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (lon[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const capSpread = (latitude: number, km: number) => {
    const poleward = (Math.abs(latitude) + km / 110.5) * (Math.PI / 180);
    const ratio = Math.sin(km / EARTH_KM) / Math.cos(poleward);
    return poleward >= Math.PI / 2 || ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI + 1e-6;
  };
  // Where codes are dense (Tokyo has thousands within 30 km) the nearest maxPlaces lie far closer than the radius:
  // if a smaller radius already holds maxPlaces, no farther place can be among them, so search it first.
  const radii = [maxRadiusKm / 15, maxRadiusKm / 5, maxRadiusKm];
  return places.map((centre) => {
    const r0 = rowOf(centre.latitude);
    let near: { i: number; km: number }[] = [];
    for (const radius of radii) {
      near = [];
      const spread = capSpread(centre.latitude, radius);
      const dLat = radius / 110.5;
      const visit = (row: { lon: Float64Array; at: Int32Array }, west: number, east: number) => {
        for (let j = lowerBound(row.lon, west); j < row.lon.length && row.lon[j]! <= east; j++) {
          const i = row.at[j]!;
          const p = places[i]!;
          if (Math.abs(p.latitude - centre.latitude) > dLat) continue;
          const km = distanceKm(centre, p);
          if (km <= radius) near.push({ i, km });
        }
      };
      for (let r = r0 - 1; r <= r0 + 1; r++) {
        const row = rows.get(r);
        if (!row) continue;
        const west = centre.longitude - spread;
        const east = centre.longitude + spread;
        if (spread >= 180) visit(row, -Infinity, Infinity);
        else {
          visit(row, west, east);
          // Across the antimeridian (the Aleutians): the same range shifted by a turn.
          if (west < -180) visit(row, west + 360, Infinity);
          if (east > 180) visit(row, -Infinity, east - 360);
        }
      }
      if (near.length >= maxPlaces) break;
    }
    near.sort((a, b) => a.km - b.km || a.i - b.i);
    const kept = near.slice(0, maxPlaces);
    return { order: Int32Array.from(kept, (x) => x.i), km: Float64Array.from(kept, (x) => x.km) };
  });
}

/**
 * For each place, the centres whose neighbourhood holds it (compressed rows: `centres[start[z]..start[z + 1])`).
 * A cylinder needs cases, so a day's scan visits only the centres near a place with a case in the longest window:
 * with reports from a few hundred of a country's thousands of postal codes a day, most centres have none.
 */
interface Reverse {
  start: Int32Array;
  centres: Int32Array;
}
function reverseNeighbourhoods(hoods: readonly Hood[]): Reverse {
  const start = new Int32Array(hoods.length + 1);
  for (const h of hoods) for (const z of h.order) start[z + 1]!++;
  for (let z = 0; z < hoods.length; z++) start[z + 1]! += start[z]!;
  const fill = start.slice(0, hoods.length);
  const centres = new Int32Array(start[hoods.length]!);
  hoods.forEach((h, centre) => {
    for (const z of h.order) centres[fill[z]!++] = centre;
  });
  return { start, centres };
}

/**
 * The neighbourhoods of one places array, kept while the caller holds it: a caller scanning several illnesses
 * over the same places (the area pass, a country at a time) finds them once, not once per illness; at 20,000
 * places they cost about as much as a year of days' scans. The array must not change after the first call.
 */
const neighbourhoodCache = new WeakMap<readonly ScanPlace[], { key: string; hoods: Hood[]; reverse: Reverse }>();
function neighbourhoodsOf(places: readonly ScanPlace[], maxRadiusKm: number, maxPlaces: number) {
  const key = `${maxRadiusKm}|${maxPlaces}`;
  const kept = neighbourhoodCache.get(places);
  if (kept?.key === key) return kept;
  const hoods = scanNeighbourhoods(places, maxRadiusKm, maxPlaces);
  const made = { key, hoods, reverse: reverseNeighbourhoods(hoods) };
  neighbourhoodCache.set(places, made);
  return made;
}

/**
 * Cylinders are judged among their own kind: by places (1, 2–4, 5–12, more) and by days (1, 2–3, 4–7). With
 * overdispersed counts the day's strongest cylinder is nearly always one place's one-day spike (a negative binomial
 * tail), so a single daily maximum would measure every cluster against spikes; each class's own daily maxima give
 * a cluster over several places and days its own null, and the day's smallest class p-value is then itself judged
 * against the past days' smallest (min-p calibration, Westfall & Young 1993), which pays for the classes tried:
 * size-dependent critical values, as Walther (2022) shows a scan needs to keep power for every cluster size.
 */
const PLACE_CLASSES = [1, 4, 12] as const;
const DAY_CLASSES = [1, 3] as const;
const CLASSES = (PLACE_CLASSES.length + 1) * (DAY_CLASSES.length + 1);
// maxP only filters what is chosen from a day's cylinders, never a day's maxima: left out, so adding it kept the
// maxima already stored.
const { maxP: _chosenOnly, ...MAXIMA_DEFAULTS } = CALIBRATED_SCAN_DEFAULTS;
/**
 * What a day's class maxima mean: a caller that stores them beyond its process (api's analytics_scan_maxima) keeps
 * only those made under the same key, so a change to the classes or the defaults cannot judge a day against maxima
 * of another kind. Change it too when scanDay's result changes meaning in any other way.
 */
export const SCAN_MAXIMA_KEY = JSON.stringify({
  version: 1,
  places: PLACE_CLASSES,
  days: DAY_CLASSES,
  defaults: MAXIMA_DEFAULTS,
});
function classOf(places: number, days: number): number {
  let p = 0;
  while (p < PLACE_CLASSES.length && places > PLACE_CLASSES[p]!) p++;
  let d = 0;
  while (d < DAY_CLASSES.length && days > DAY_CLASSES[d]!) d++;
  return p * (DAY_CLASSES.length + 1) + d;
}

/**
 * The running totals of each place with a case in `base`..`end`, from day `base`: a day's scan then reads a place's
 * study-period and window sums in a few lookups instead of summing 30 days. Only the days a call scans are
 * totalled, not the whole history it is given (an hourly pass scans one new day per series over a year of counts),
 * and all places' totals share one array: a typed array of its own for each place cost more to allocate and
 * collect than to fill (CPU profile of the hourly area pass at 10M, api/bench/README.md).
 */
interface Totals {
  base: number;
  /** Entries per place: its cases from `base` up to each day `base`..`end + 1` (exclusive). */
  stride: number;
  /** Each place's slot in `cum`, or -1 for a place with no case in `base`..`end`. */
  slot: Int32Array;
  cum: Float64Array;
}
function runningTotals(counts: readonly ArrayLike<number>[], start: number, base: number, end: number): Totals {
  if (base < start) throw new RangeError(`the scan reads counts from day ${base}; they start at day ${start}`);
  const stride = end - base + 2;
  const slot = new Int32Array(counts.length).fill(-1);
  let used = 0;
  for (let z = 0; z < counts.length; z++) {
    const row = counts[z]!;
    let sum = 0;
    for (let d = base, hi = Math.min(row.length + start, end + 1); d < hi; d++) sum += row[d - start] ?? 0;
    if (sum !== 0) slot[z] = used++;
  }
  const cum = new Float64Array(used * stride);
  for (let z = 0; z < counts.length; z++) {
    if (slot[z]! < 0) continue;
    const row = counts[z]!;
    const at = slot[z]! * stride;
    const hi = Math.min(row.length + start, end + 1);
    // Days past the end of a shorter row add nothing: its total stays where it is.
    for (let d = base; d <= end; d++)
      cum[at + d - base + 1] = cum[at + d - base]! + (d < hi ? (row[d - start] ?? 0) : 0);
  }
  return { base, stride, slot, cum };
}

/**
 * One call's working arrays, sized to its places and reused by every day it scans: a day touches only the places
 * with a case in its study period and the centres near them, and puts back to 0 what it touched, so a day costs
 * what it reads, not the country's size (Japan's tens of thousands of codes a day, hundreds of days a pass).
 */
interface Buffers {
  /** Places that ever reported. */
  reported: Int32Array;
  placeTotals: Float64Array;
  recent: Float64Array[];
  touched: Int32Array;
  live: Uint8Array;
  centres: Int32Array;
}
function buffersFor(totals: Totals, hoods: readonly Hood[], maxDays: number): Buffers {
  const zs = totals.slot.length;
  const reported: number[] = [];
  for (let z = 0; z < zs; z++) if (totals.slot[z]! >= 0) reported.push(z);
  return {
    reported: Int32Array.from(reported),
    placeTotals: new Float64Array(zs),
    recent: Array.from({ length: maxDays }, () => new Float64Array(zs)),
    touched: new Int32Array(zs),
    live: new Uint8Array(zs),
    centres: new Int32Array(hoods.length),
  };
}

/** Where a day's scan puts its cylinders with an excess, and the least llr of each class worth keeping. */
interface Collect {
  into: ScanCandidate[];
  floor: Float64Array;
}

/**
 * The permutation scan's cylinders for the study period ending on `day`: each class's largest llr and, when asked,
 * every cylinder with an excess at or above its class's floor. Expected cases of place z in the last w days are
 * C_z × (cases of those days) / C.
 */
function scanDay(
  totals: Totals,
  hoods: readonly Hood[],
  reverse: Reverse,
  buffers: Buffers,
  day: number,
  o: Settings,
  collect: Collect | null,
): Float64Array {
  const best = new Float64Array(CLASSES);
  const from = Math.max(0, day - o.studyDays + 1);
  const maxDays = Math.min(o.maxDays, day - from + 1);
  const { reported, placeTotals, recent, touched, live, centres } = buffers;
  const dayTotals = new Float64Array(maxDays);
  let total = 0;
  let touchedCount = 0;
  const { cum } = totals;
  for (let r = 0; r < reported.length; r++) {
    const z = reported[r]!;
    const at = totals.slot[z]! * totals.stride - totals.base;
    const before = (d: number) => cum[at + d]!;
    const end = before(day + 1);
    const sum = end - before(from);
    if (sum === 0) continue; // no case in the study period: its sums stay 0
    touched[touchedCount++] = z;
    placeTotals[z] = sum;
    total += sum;
    for (let w = 1; w <= maxDays; w++) {
      recent[w - 1]![z] = end - before(day - w + 1);
      dayTotals[w - 1]! += before(day - w + 2) - before(day - w + 1);
    }
  }
  let liveCount = 0;
  if (total > 0) {
    const share = new Float64Array(maxDays);
    let last = 0;
    for (let w = 1; w <= maxDays; w++) {
      last += dayTotals[w - 1]!;
      share[w - 1] = last / total;
    }
    const maxCases = o.maxCaseShare * total;
    // Only a centre with a case in its neighbourhood over the longest window can hold a cylinder with cases.
    const widest = recent[maxDays - 1]!;
    for (let t = 0; t < touchedCount; t++) {
      const z = touched[t]!;
      if (widest[z]! === 0) continue;
      for (let j = reverse.start[z]!; j < reverse.start[z + 1]!; j++) {
        const centre = reverse.centres[j]!;
        if (live[centre] === 0) {
          live[centre] = 1;
          centres[liveCount++] = centre;
        }
      }
    }
    // Centres in index order, as a scan of every centre would meet them (candidates tie in that order).
    const order = centres.subarray(0, liveCount).sort();
    for (const centre of order) {
      const hood = hoods[centre]!.order;
      // Fewer cases in the whole neighbourhood over the longest window than a cluster needs: none of its cylinders
      // can qualify (where reports are sparse, most centres near a case have only that one).
      let cases = 0;
      for (let k = 0; k < hood.length && cases < o.minCases; k++) cases += widest[hood[k]!]!;
      if (cases < o.minCases) continue;
      for (let w = 1; w <= maxDays; w++) {
        const obs = recent[w - 1]!;
        const s = share[w - 1]!;
        if (s === 0) continue;
        let c = 0;
        let m = 0;
        for (let k = 0; k < hood.length; k++) {
          const z = hood[k]!;
          c += obs[z]!;
          m += placeTotals[z]! * s;
          if (m > maxCases) break;
          if (c < o.minCases || c <= m) continue;
          const llr = poissonLlr(c, m, total);
          const j = classOf(k + 1, w);
          if (llr > best[j]!) best[j] = llr;
          if (collect && llr > 0 && llr >= collect.floor[j]!)
            collect.into.push({ centre, size: k + 1, days: w, observed: c, expected: m, llr });
        }
      }
    }
  }
  for (let t = 0; t < touchedCount; t++) {
    const z = touched[t]!;
    placeTotals[z] = 0;
    for (let w = 0; w < maxDays; w++) recent[w]![z] = 0;
  }
  for (let i = 0; i < liveCount; i++) live[centres[i]!] = 0;
  return best;
}

/** Reference days start once a whole study period lies behind them, so every maximum reads as many days. */
const firstReferenceOf = (from: number, o: Settings) =>
  Math.max(o.studyDays - 1, from - o.guardDays - o.referenceDays + 1);

/**
 * The first day index whose counts a call of historyCalibratedScan for `from`..`to` with these maxima reads: the
 * study period's start of the earliest day it must scan (the first reference day without maxima, else `from`). A
 * caller that has kept the maxima (api's hourly area pass) then hands in only these days' counts, with
 * `countsStart`, instead of filling the reference year's.
 */
export function firstCountedDay(
  from: number,
  to: number,
  maxima: ReadonlyMap<number, Float64Array>,
  options: CalibratedScanOptions = {},
): number {
  const o: Settings = { ...CALIBRATED_SCAN_DEFAULTS, ...options };
  let earliest = from;
  for (let d = firstReferenceOf(from, o); d <= to - o.guardDays && d < earliest; d++) if (!maxima.has(d)) earliest = d;
  return Math.max(0, earliest - o.studyDays + 1);
}

/**
 * Scans every day from `from` to `to` (day indices; counts[z][d - countsStart] is place z's count on day d) and
 * judges each against the class maxima of its past days. One call shares the neighbourhoods and each day's maxima
 * between the days it scans, so scoring a stretch of days costs one scan per day of the stretch and of its reference.
 */
export function historyCalibratedScan(
  places: readonly ScanPlace[],
  counts: readonly ArrayLike<number>[],
  from: number,
  to: number,
  options: CalibratedScanOptions = {},
  /**
   * Each past day's class maxima by day index, read and filled: a caller that keeps it between passes (the same
   * places, counts with the same first day, past days unchanged) scans one new day a pass instead of the year.
   */
  maxima = new Map<number, Float64Array>(),
  /** The day index of each counts row's first entry: a call that needs an earlier day throws a RangeError. */
  countsStart = 0,
): CalibratedScanDay[] {
  const o: Settings = { ...CALIBRATED_SCAN_DEFAULTS, ...options };
  const { hoods, reverse } = neighbourhoodsOf(places, o.maxRadiusKm, o.maxPlaces);
  const firstReference = firstReferenceOf(from, o);
  const totals = runningTotals(counts, countsStart, firstCountedDay(from, to, maxima, options), to);
  const buffers = buffersFor(totals, hoods, o.maxDays);
  const maximaOf = (d: number) => {
    let m = maxima.get(d);
    if (m === undefined) {
      m = scanDay(totals, hoods, reverse, buffers, d, o, null);
      maxima.set(d, m);
    }
    return m;
  };
  const out: CalibratedScanDay[] = [];
  for (let day = from; day <= to; day++) {
    const reference: Float64Array[] = [];
    for (let d = Math.max(firstReference, day - o.guardDays - o.referenceDays + 1); d <= day - o.guardDays; d++)
      reference.push(maximaOf(d));
    // Too few reference days: no p-value, so nothing to collect.
    const judge = reference.length < o.minReferenceDays ? null : judgeAgainst(reference, CLASSES, o.maxP);
    const candidates: ScanCandidate[] = [];
    maxima.set(
      day,
      scanDay(totals, hoods, reverse, buffers, day, o, judge && { into: candidates, floor: judge.floor }),
    );
    const clusters = judge ? chooseClusters(candidates, hoods, judge, o.maxClusters) : [];
    out.push({ day, referenceDays: reference.length, clusters });
  }
  return out;
}

/**
 * The strongest cylinders (by their class p-value) that share no place with a stronger one, each with its p-value:
 * the share of days, among the reference days and this one, whose smallest class p-value was at least as small.
 */
function chooseClusters(
  candidates: ScanCandidate[],
  hoods: readonly Hood[],
  judge: Judge,
  maxClusters: number,
): CalibratedCluster[] {
  const { fits, referenceMinP, below } = judge;
  const n = referenceMinP.length;
  const q = Float64Array.from(candidates, (c) => classPOf(fits, classOf(c.size, c.days), c.llr));
  const kept: number[] = [];
  for (let i = 0; i < candidates.length; i++) if (q[i]! < below) kept.push(i);
  const taken = new Set<number>();
  const clusters: CalibratedCluster[] = [];
  for (const i of strongestFirst(kept, candidates, q)) {
    if (clusters.length >= maxClusters) break;
    const c = candidates[i]!;
    const hood = hoods[c.centre]!;
    const members = Array.from(hood.order.subarray(0, c.size));
    if (members.some((z) => taken.has(z))) continue;
    for (const z of members) taken.add(z);
    // Reference days with a smallest class p at most q (referenceMinP is ascending).
    let reached = 0;
    while (reached < n && referenceMinP[reached]! <= q[i]!) reached++;
    clusters.push({
      centre: c.centre,
      places: members,
      radiusKm: hood.km[c.size - 1]!,
      days: c.days,
      observed: c.observed,
      expected: c.expected,
      llr: c.llr,
      p: (1 + reached) / (1 + n),
    });
  }
  return clusters;
}

/**
 * The given candidates' indices by class p-value, then llr (higher first), then the order they were found in: a
 * binary heap handing them out one at a time. The caller takes only the first few that share no place, while a
 * day's candidates grow with its cases, so building a heap (linear) and popping a few does less work than sorting
 * them all.
 */
function* strongestFirst(
  indices: readonly number[],
  candidates: readonly ScanCandidate[],
  q: Float64Array,
): Generator<number> {
  const before = (a: number, b: number) =>
    q[a]! < q[b]! ||
    (q[a] === q[b] &&
      (candidates[a]!.llr > candidates[b]!.llr || (candidates[a]!.llr === candidates[b]!.llr && a < b)));
  const heap = Int32Array.from(indices);
  let size = heap.length;
  const down = (from: number) => {
    let at = from;
    for (;;) {
      const l = 2 * at + 1;
      if (l >= size) return;
      const r = l + 1;
      const child = r < size && before(heap[r]!, heap[l]!) ? r : l;
      if (!before(heap[child]!, heap[at]!)) return;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (let i = (size >> 1) - 1; i >= 0; i--) down(i);
  while (size > 0) {
    const top = heap[0]!;
    heap[0] = heap[--size]!;
    down(0);
    yield top;
  }
}

/**
 * The shipped line: a cluster signals when its p is at most this, a recurrence interval of 100 days, meant as about
 * one false signal per 100 days of one geography's scan (chosen on held-out-scan-v1; whether it holds elsewhere is
 * in this package's README).
 */
export const SCAN_ALERT_LINE = 0.01;
