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
export function largestGroups(groups: readonly MarkerGroup[], limit: number): MarkerGroup[] {
  return [...groups].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, limit);
}
