/**
 * Kulldorff's prospective space-time permutation scan statistic (Kulldorff et al. 2005, PLoS Med 2:e59; as in
 * SaTScan), over postal-code centroids. It needs no baseline model and no population: a cluster is a set of
 * neighbouring places whose share of the period's cases falls on its last days more than the other places' does.
 * Under the null hypothesis of no space-time interaction the expected count of place z on day d is
 * C_z × C_d / C (its total × the day's total / all cases); a candidate cluster is a cylinder — the k nearest
 * places to a centre (every k up to the size limits) over the last w days (prospective: it must reach today) —
 * scored by the Poisson generalised likelihood ratio; the most likely cluster's p-value is its rank among the
 * maxima of Monte Carlo replicates in which the cases' days are shuffled across cases (the places' and the days'
 * totals kept). Secondary clusters that share no place with a stronger one are reported against the same maxima.
 *
 * Written here because no maintained JavaScript implementation exists (SaTScan is a desktop program; the R
 * packages scanstatistics and SpatialEpi need R); the arithmetic follows scanstatistics' scan_permutation.
 */
export interface ScanPlace {
  latitude: number;
  longitude: number;
}

export interface ScanOptions {
  /** Longest cluster, in days ending on the last day of the period. */
  maxDays?: number;
  /** Widest cluster: the farthest place from its centre, in km. */
  maxRadiusKm?: number;
  /** Most places one cluster may hold. */
  maxPlaces?: number;
  /** A cluster may hold at most this share of the period's cases (SaTScan: 50 %). */
  maxCaseShare?: number;
  /** Fewest cases a cluster must hold. */
  minCases?: number;
  /**
   * Monte Carlo replicates. 199 (SaTScan's default is 999): the line is read from the Gumbel p-value, which
   * Abrams, Kleinman & Kulldorff (2010) found accurate in the tail from a few hundred replicates, at a fifth of
   * the cost of each daily pass.
   */
  replicates?: number;
  /** Seed of the replicates' shuffles, so a pass is reproducible. */
  seed?: number;
  /** Clusters reported at most, strongest first. */
  maxClusters?: number;
}

export const SCAN_DEFAULTS = {
  maxDays: 7,
  maxRadiusKm: 30,
  maxPlaces: 40,
  maxCaseShare: 0.5,
  minCases: 3,
  replicates: 199,
  seed: 20050214,
  maxClusters: 5,
} as const;

/** A space-time cylinder: places around a centre over the last days of the period. */
export interface ScanCylinder {
  /** Index of the centre place (into the places given). */
  centre: number;
  /** Indices of the places inside, nearest first. */
  places: number[];
  radiusKm: number;
  /** Days the cluster spans, ending on the last day scanned. */
  days: number;
  observed: number;
  expected: number;
  /** log likelihood ratio. */
  llr: number;
}

export interface ScanCluster extends ScanCylinder {
  /** Monte Carlo p-value: (1 + replicates whose maximum reaches llr) / (1 + replicates). */
  p: number;
  /**
   * The p-value from a Gumbel distribution fitted to the replicates' maxima (Abrams, Kleinman & Kulldorff 2010;
   * SaTScan's Gumbel p-value): it can be far smaller than 1 / (replicates + 1), which a daily alert line needs.
   */
  gumbelP: number;
}

export interface ScanResult {
  clusters: ScanCluster[];
  /** All cases of the period. */
  cases: number;
  replicates: number;
}

export const EARTH_KM = 6371;

export function distanceKm(a: ScanPlace, b: ScanPlace): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Poisson GLR of a cylinder with c of C cases where m were expected; 0 unless more than expected. */
export function poissonLlr(c: number, m: number, total: number): number {
  if (c <= m || m <= 0) return 0;
  const rest = total - c;
  const restExpected = total - m;
  return c * Math.log(c / m) + (rest > 0 ? rest * Math.log(rest / restExpected) : 0);
}

/** Each centre's neighbours, nearest first, within the radius and place limits. */
function neighbourhoods(places: readonly ScanPlace[], o: Required<ScanOptions>): { order: number[]; km: number[] }[] {
  return places.map((centre) => {
    const near = places
      .map((p, i) => ({ i, km: distanceKm(centre, p) }))
      .filter((x) => x.km <= o.maxRadiusKm)
      .sort((a, b) => a.km - b.km || a.i - b.i)
      .slice(0, o.maxPlaces);
    return { order: near.map((x) => x.i), km: near.map((x) => x.km) };
  });
}

/** mulberry32: small, fast and seedable, which is all a shuffle needs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Totals {
  /** recent[w-1][z]: cases of place z in the last w days. */
  recent: Float64Array[];
}

/** Per place, its cases in the last 1…W days, for counts[z][d] over a period of D days. */
function recentTotals(counts: readonly (readonly number[])[], days: number, maxDays: number): Totals {
  const recent: Float64Array[] = [];
  for (let w = 1; w <= maxDays; w++) recent.push(new Float64Array(counts.length));
  counts.forEach((row, z) => {
    let sum = 0;
    for (let w = 1; w <= maxDays; w++) {
      sum += row[days - w] ?? 0;
      recent[w - 1]![z] = sum;
    }
  });
  return { recent };
}

/** A cylinder as the scan meets it: its centre, how many of the nearest places it holds, and its figures. */
export interface ScanCandidate {
  centre: number;
  size: number;
  days: number;
  observed: number;
  expected: number;
  llr: number;
}

/**
 * Every cylinder's score for one assignment of cases to days; `visit` gets each one worth reporting. The expected
 * counts depend only on the places' and the days' totals, which the permutation keeps, so they are shared.
 */
function scanCylinders(
  observedRecent: Float64Array[],
  expectedRecent: Float64Array[],
  hoods: readonly { order: number[] }[],
  total: number,
  o: Required<ScanOptions>,
  visit?: (c: ScanCandidate) => void,
): number {
  let best = 0;
  const maxCases = o.maxCaseShare * total;
  for (let centre = 0; centre < hoods.length; centre++) {
    const order = hoods[centre]!.order;
    for (let w = 1; w <= o.maxDays; w++) {
      const obs = observedRecent[w - 1]!;
      const exp = expectedRecent[w - 1]!;
      let c = 0;
      let m = 0;
      for (let k = 0; k < order.length; k++) {
        const z = order[k]!;
        c += obs[z]!;
        m += exp[z]!;
        if (m > maxCases) break;
        if (c < o.minCases) continue;
        const llr = poissonLlr(c, m, total);
        if (llr > best) best = llr;
        if (visit && llr > 0) visit({ centre, size: k + 1, days: w, observed: c, expected: m, llr });
      }
    }
  }
  return best;
}

/**
 * Scans counts[z][d] (place z, day d of the period, the last day today) for clusters ending today.
 * Returns the most likely cluster and the secondary ones that share no place with a stronger one, each with its
 * Monte Carlo p-value, strongest first (all of them, whatever their p; a caller chooses its own line).
 */
export function spaceTimePermutationScan(
  places: readonly ScanPlace[],
  counts: readonly (readonly number[])[],
  options: ScanOptions = {},
): ScanResult {
  const o: Required<ScanOptions> = { ...SCAN_DEFAULTS, ...options };
  const days = counts.reduce((n, row) => Math.max(n, row.length), 0);
  const placeTotals = counts.map((row) => row.reduce((s, c) => s + c, 0));
  const dayTotals = new Float64Array(days);
  for (const row of counts) for (let d = 0; d < row.length; d++) dayTotals[d]! += row[d]!;
  const total = placeTotals.reduce((s, c) => s + c, 0);
  if (total === 0 || days === 0) return { clusters: [], cases: total, replicates: 0 };
  const maxDays = Math.min(o.maxDays, days);
  const opts = { ...o, maxDays };
  // Expected cases of place z in the last w days: C_z × (cases of those days) / C.
  const expectedRecent: Float64Array[] = [];
  let lastDays = 0;
  for (let w = 1; w <= maxDays; w++) {
    lastDays += dayTotals[days - w]!;
    const share = lastDays / total;
    expectedRecent.push(Float64Array.from(placeTotals, (c) => c * share));
  }
  const hoods = neighbourhoods(places, opts);
  const candidates: ScanCandidate[] = [];
  scanCylinders(recentTotals(counts, days, maxDays).recent, expectedRecent, hoods, total, opts, (c) =>
    candidates.push(c),
  );
  candidates.sort((a, b) => b.llr - a.llr);
  const chosen: ScanCandidate[] = [];
  const taken = new Set<number>();
  for (const c of candidates) {
    if (chosen.length >= o.maxClusters) break;
    const members = hoods[c.centre]!.order.slice(0, c.size);
    if (members.some((z) => taken.has(z))) continue;
    chosen.push(c);
    for (const z of members) taken.add(z);
  }
  if (chosen.length === 0) return { clusters: [], cases: total, replicates: o.replicates };

  // Monte Carlo: each case keeps its place, the cases' days are shuffled (both margins kept).
  const casePlace = new Int32Array(total);
  const caseDay = new Int32Array(total);
  let i = 0;
  counts.forEach((row, z) => {
    for (let d = 0; d < row.length; d++)
      for (let n = 0; n < row[d]!; n++) {
        casePlace[i] = z;
        caseDay[i++] = d;
      }
  });
  const rand = random(o.seed);
  const maxima = new Float64Array(o.replicates);
  const recent: Float64Array[] = Array.from({ length: maxDays }, () => new Float64Array(places.length));
  for (let r = 0; r < o.replicates; r++) {
    for (let j = total - 1; j > 0; j--) {
      const k = Math.floor(rand() * (j + 1));
      const t = caseDay[j]!;
      caseDay[j] = caseDay[k]!;
      caseDay[k] = t;
    }
    for (const row of recent) row.fill(0);
    for (let j = 0; j < total; j++) {
      const back = days - caseDay[j]!; // 1 for today
      if (back > maxDays) continue;
      for (let w = back; w <= maxDays; w++) recent[w - 1]![casePlace[j]!]! += 1;
    }
    maxima[r] = scanCylinders(recent, expectedRecent, hoods, total, opts);
  }
  const gumbel = gumbelFit(maxima);
  const clusters = chosen.map((c) => {
    let reached = 0;
    for (const m of maxima) if (m >= c.llr) reached++;
    const hood = hoods[c.centre]!;
    return {
      centre: c.centre,
      places: hood.order.slice(0, c.size),
      radiusKm: hood.km[c.size - 1]!,
      days: c.days,
      observed: c.observed,
      expected: c.expected,
      llr: c.llr,
      p: (1 + reached) / (1 + o.replicates),
      gumbelP: gumbelUpperTail(c.llr, gumbel),
    };
  });
  return { clusters, cases: total, replicates: o.replicates };
}

/** A Gumbel distribution of maxima: location μ, scale β. */
export interface Gumbel {
  location: number;
  scale: number;
}

/** Method-of-moments Gumbel fit to a sample of maxima. */
export function gumbelFit(maxima: ArrayLike<number>): Gumbel {
  const n = maxima.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += maxima[i]!;
  mean /= Math.max(1, n);
  let variance = 0;
  for (let i = 0; i < n; i++) variance += (maxima[i]! - mean) ** 2;
  variance /= Math.max(1, n - 1);
  const scale = Math.max(1e-9, (Math.sqrt(variance) * Math.sqrt(6)) / Math.PI);
  return { location: mean - 0.5772156649015329 * scale, scale };
}

/** P(max ≥ x) under the fitted Gumbel. */
export function gumbelUpperTail(x: number, g: Gumbel): number {
  return -Math.expm1(-Math.exp(-(x - g.location) / g.scale));
}

/** The x at which gumbelUpperTail(x, g) is p, for 0 < p < 1. */
export function gumbelUpperTailInverse(p: number, g: Gumbel): number {
  return g.location - g.scale * Math.log(-Math.log1p(-p));
}
