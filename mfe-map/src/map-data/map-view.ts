import type { ClusterGroup, Report } from '@healthwatch/contracts';
import { fromClusters, groupReports, mergeReports, type MarkerGroup } from '../markers/group-reports';

export type Bbox = [west: number, south: number, east: number, north: number];

export interface ClusterSnapshot {
  precision: number;
  bbox: Bbox;
  groups: ClusterGroup[];
  /** The same groups already keyed at `precision`, one per key (the timeline's sums): used as they are. */
  keyedGroups?: MarkerGroup[];
  /** Live reports with a sequence number above this arrived after the request went out. */
  afterSeq: number;
  /** The filters the groups were asked with. */
  filterKey?: string;
}

export interface LiveReport {
  report: Report;
  seq: number;
}

/**
 * The groups to draw. Coarse groups come from the API's clusters (which count
 * everything stored) plus the live reports that arrived since they were
 * asked for; without clusters, the reports loaded here are grouped locally.
 */
export function groupsToDraw(
  precision: number,
  loaded: ReadonlyMap<string, Report>,
  live: ReadonlyMap<string, LiveReport>,
  clusters: ClusterSnapshot | null,
): MarkerGroup[] {
  if (clusters && clusters.precision === precision) {
    const fresh: Report[] = [];
    for (const { report, seq } of live.values()) if (seq > clusters.afterSeq) fresh.push(report);
    // Nothing live to add (every slider step without new reports): fromClusters's groups already
    // have one key each, so mergeReports would only rebuild the same groups; keyed groups (the
    // timeline's, all counted) are not even keyed again.
    const keyed = clusters.keyedGroups;
    if (fresh.length === 0)
      return (
        keyed ?? fromClusters(clusters.groups, precision).map((g) => (g.count > 0 ? g : { ...g, topIllness: null }))
      );
    return mergeReports(keyed ?? fromClusters(clusters.groups, precision), fresh, precision);
  }
  const all = new Map(loaded);
  for (const [id, { report }] of live) all.set(id, report);
  return groupReports(all.values(), precision);
}

/** Leaflet bounds can exceed the world when zoomed out; the API takes degrees within it. */
export function clampBbox([west, south, east, north]: Bbox): Bbox {
  const lon = (v: number) => Math.min(180, Math.max(-180, v));
  const lat = (v: number) => Math.min(90, Math.max(-90, v));
  if (east - west >= 360) return [-180, lat(south), 180, lat(north)];
  return [lon(west), lat(south), lon(east), lat(north)];
}
