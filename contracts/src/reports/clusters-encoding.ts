import type {
  Cluster,
  ClusterRow,
  ClustersDeltaResponse,
  ClustersResponse,
  TimelineDeltaResponse,
  TimelineResponse,
} from './api';

// Kept apart from the TypeBox schemas in api.ts: the browser imports these,
// and the schemas would bring TypeBox into the first visit.

/** The clusters of an answer as objects. */
export function decodeClusters(answer: ClustersResponse): Cluster[] {
  return answer.cells.map(([latitude, longitude, count, i]) => ({
    latitude,
    longitude,
    count,
    topIllness: answer.illnesses[i] || null,
  }));
}

/**
 * The rows of a delta-encoded clusters answer (ClustersDeltaResponseSchema);
 * a trailing incomplete cell is dropped.
 */
export function decodeClustersDelta(answer: ClustersDeltaResponse): ClustersResponse {
  const { cells: v, precision } = answer;
  const scale = 10 ** precision;
  const rows: ClusterRow[] = [];
  let lat = 0;
  let lon = 0;
  for (let i = 0; i + 3 < v.length; i += 4) {
    lat += v[i]!;
    lon += v[i + 1]!;
    rows.push([lat / scale, lon / scale, v[i + 2]!, v[i + 3]!]);
  }
  return { precision, illnesses: answer.illnesses, cells: rows };
}

/** The rows of a delta-encoded timeline answer (TimelineDeltaResponseSchema); a truncated cell ends the rows. */
export function decodeTimelineDelta(answer: TimelineDeltaResponse): TimelineResponse {
  const { cells: v, precision } = answer;
  const scale = 10 ** precision;
  const rows: number[][] = [];
  let lat = 0;
  let lon = 0;
  let i = 0;
  while (i + 2 < v.length) {
    lat += v[i]!;
    lon += v[i + 1]!;
    const n = v[i + 2]!;
    i += 3;
    if (n < 0 || i + 3 * n > v.length) break;
    const la = lat / scale;
    const lo = lon / scale;
    for (let e = 0; e < n; e++, i += 3) rows.push([la, lo, v[i]!, v[i + 1]!, v[i + 2]!]);
  }
  return { precision, first: answer.first, days: answer.days, illnesses: answer.illnesses, cells: rows };
}

/**
 * Grid cells a view may hold along its longer side: about one per pixel of a
 * wide screen. A finer grid draws more circles than the view can separate
 * and only makes the answer bigger.
 */
export const MAX_CELLS_ACROSS = 2048;

/**
 * The finest precision (decimals, 0..3) at which a box
 * [west, south, east, north] spans at most MAX_CELLS_ACROSS cells on its
 * longer side (west > east crosses the antimeridian).
 */
export function maxPrecisionForExtent([west, south, east, north]: readonly [number, number, number, number]): number {
  const width = west <= east ? east - west : 360 - west + east;
  const span = Math.max(width, north - south);
  let p = 3;
  while (p > 0 && span * 10 ** p > MAX_CELLS_ACROSS) p--;
  return p;
}
