import type { ClusterGroup, Report } from '@healthwatch/contracts';

/** A circle on the map: reports sharing coordinates rounded to `precision` decimals. */
export interface MarkerGroup {
  key: string;
  latitude: number;
  longitude: number;
  count: number;
  topIllness: string | null;
}

/** docs/SPEC.md §9 groups reports at 3 decimals; coarser grids serve zoomed-out views. */
export const SPEC_PRECISION = 3;

export function roundTo(value: number, precision: number): number {
  const f = 10 ** precision;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** The grid cell, as whole multiples of 10^-precision degrees (cheaper than formatting decimals). */
export function groupKey(latitude: number, longitude: number, precision: number): string {
  const f = 10 ** precision;
  return `${Math.round(latitude * f) || 0},${Math.round(longitude * f) || 0}`;
}

export function hasCoordinates(report: Report): report is Report & { latitude: number; longitude: number } {
  return (
    report.latitude !== null &&
    report.longitude !== null &&
    Number.isFinite(report.latitude) &&
    Number.isFinite(report.longitude)
  );
}

interface Tally {
  group: MarkerGroup;
  illnesses: Map<string, number>;
}

function mostReported(illnesses: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [illness, n] of illnesses) {
    if (n > bestCount) {
      best = illness;
      bestCount = n;
    }
  }
  return best;
}

/**
 * Adds reports to existing groups (e.g. coarse groups from the API) or starts
 * new ones. Reports without coordinates are left out: they are not on the map.
 */
export function mergeReports(
  base: readonly MarkerGroup[],
  reports: Iterable<Report>,
  precision: number = SPEC_PRECISION,
): MarkerGroup[] {
  const tallies = new Map<string, Tally>();
  for (const g of base) {
    const key = groupKey(g.latitude, g.longitude, precision);
    const tally = tallies.get(key) ?? { group: { ...g, key, count: 0 }, illnesses: new Map<string, number>() };
    tally.group.count += g.count;
    if (g.topIllness) tally.illnesses.set(g.topIllness, (tally.illnesses.get(g.topIllness) ?? 0) + g.count);
    tallies.set(key, tally);
  }
  for (const report of reports) {
    if (!hasCoordinates(report)) continue;
    const key = groupKey(report.latitude, report.longitude, precision);
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        group: {
          key,
          latitude: roundTo(report.latitude, precision),
          longitude: roundTo(report.longitude, precision),
          count: 0,
          topIllness: null,
        },
        illnesses: new Map(),
      };
      tallies.set(key, tally);
    }
    tally.group.count += 1;
    const illness = report.illnessType || 'unknown';
    tally.illnesses.set(illness, (tally.illnesses.get(illness) ?? 0) + 1);
  }
  return [...tallies.values()].map(({ group, illnesses }) => ({ ...group, topIllness: mostReported(illnesses) }));
}

export function groupReports(reports: Iterable<Report>, precision: number = SPEC_PRECISION): MarkerGroup[] {
  return mergeReports([], reports, precision);
}

/** Coarse groups from the API, keyed on the grid they were grouped on. */
export function fromClusters(clusters: readonly ClusterGroup[], precision: number): MarkerGroup[] {
  const byKey = new Map<string, MarkerGroup>();
  for (const c of clusters) {
    const key = groupKey(c.latitude, c.longitude, precision);
    const known = byKey.get(key);
    if (known) {
      // Two cells meeting on one key (only with a finer answer than asked): keep the busier illness.
      if (c.count > known.count) known.topIllness = c.topIllness;
      known.count += c.count;
    } else {
      byKey.set(key, { key, latitude: c.latitude, longitude: c.longitude, count: c.count, topIllness: c.topIllness });
    }
  }
  return [...byKey.values()];
}

/** The largest groups first, for the screen-reader list. */
/** Larger count first; equal counts by key, so the order never depends on the input's. */
function before(a: MarkerGroup, b: MarkerGroup): boolean {
  return a.count > b.count || (a.count === b.count && a.key < b.key);
}

/**
 * The `limit` largest groups, largest first. A bounded heap of the best so far, rather than
 * sorting everything: the time slider asks for the top 25 and 200 of 10,000 groups on every step,
 * and most groups are rejected by one comparison with the heap's weakest member.
 */
export function largestGroups(groups: readonly MarkerGroup[], limit: number): MarkerGroup[] {
  if (limit <= 0) return [];
  // A min-heap by `before`: heap[0] is the weakest of the kept groups.
  const heap: MarkerGroup[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let weakest = i;
      if (l < heap.length && before(heap[weakest]!, heap[l]!)) weakest = l;
      if (r < heap.length && before(heap[weakest]!, heap[r]!)) weakest = r;
      if (weakest === i) return;
      [heap[i], heap[weakest]] = [heap[weakest]!, heap[i]!];
      i = weakest;
    }
  };
  for (const g of groups) {
    if (heap.length < limit) {
      heap.push(g);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!before(heap[parent]!, heap[i]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (before(g, heap[0]!)) {
      heap[0] = g;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}
