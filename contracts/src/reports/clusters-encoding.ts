import type { Cluster, ClustersResponse } from './api';

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
