import type { MarkerGroup } from './group-reports';
import { COLOUR_BANDS, type MarkerStyle, markerStyle } from './marker-style';

/** Groups sorted into the colour bands, so a canvas fills each band in one path. */
export interface PaintBand {
  colour: string;
  /** Indexes into the group list. */
  members: number[];
}

/** `styles[i]` is `markerStyle(groups[i].count)` when the caller has it already. */
export function paintBands(groups: readonly MarkerGroup[], styles?: readonly MarkerStyle[]): PaintBand[] {
  const bands = new Map<string, number[]>(COLOUR_BANDS.map((b) => [b.colour, []]));
  groups.forEach((g, i) => {
    bands.get((styles?.[i] ?? markerStyle(g.count)).colour)?.push(i);
  });
  // Lightest first, so the busiest places are painted on top.
  return [...bands.entries()].reverse().map(([colour, members]) => ({ colour, members }));
}

/**
 * The group whose circle contains the point, the smallest circle winning
 * where circles overlap (it is the one most likely aimed at); -1 for none.
 */
export function hitTest(
  xs: Float64Array,
  ys: Float64Array,
  radii: Float64Array,
  x: number,
  y: number,
  slack = 0,
): number {
  let best = -1;
  let bestRadius = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const r = radii[i]! + slack;
    const dx = xs[i]! - x;
    const dy = ys[i]! - y;
    if (dx * dx + dy * dy <= r * r && r < bestRadius) {
      best = i;
      bestRadius = r;
    }
  }
  return best;
}
