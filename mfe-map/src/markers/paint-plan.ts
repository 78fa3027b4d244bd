import { COLOUR_BANDS, STYLE_BY_CODE } from './marker-style';

/** Room around a sprite's circle for its 2 px outline. */
export const SPRITE_MARGIN = 2;

/**
 * The circles of one picture as the canvas stamps them: top-left device pixels (x, y pairs in
 * `xy`) and style codes, lightest colour band first so the busiest places are painted on top,
 * circles wholly outside the canvas left out. Two flat arrays, so the plan crosses to the
 * drawing worker as two transferred buffers instead of 10,000 objects.
 */
export interface StampPlan {
  xy: Int32Array;
  codes: Uint8Array;
  count: number;
}

/** The canvas: its top-left corner in layer pixels, its size in CSS pixels, and the device pixel ratio. */
export interface CanvasFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  ratio: number;
}

/** Painting rank of each style code: 0 (light green) first, up to the darkest band last. */
const RANK_OF_CODE = Uint8Array.from(
  STYLE_BY_CODE,
  (s) => COLOUR_BANDS.length - 1 - COLOUR_BANDS.findIndex((b) => b.colour === s.colour),
);
const RADIUS_OF_CODE = Float64Array.from(STYLE_BY_CODE, (s) => s.radius);

/** The circle radius (CSS pixels) of each style code. */
export function radiusOfCode(code: number): number {
  return RADIUS_OF_CODE[code] ?? 0;
}

/**
 * Sorts the visible circles into painting order with a counting sort over the five bands (order
 * kept within a band): two passes over the groups, no per-circle allocation.
 * `xs`/`ys` are layer pixels of the circles' centres, `codes` their style codes.
 */
export function planStamps(xs: Float64Array, ys: Float64Array, codes: Uint8Array, frame: CanvasFrame): StampPlan {
  const n = codes.length;
  const bands = COLOUR_BANDS.length;
  const rank = new Uint8Array(n);
  const start = new Int32Array(bands + 1);
  const right = frame.x + frame.width;
  const bottom = frame.y + frame.height;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    const r = RADIUS_OF_CODE[code]!;
    const x = xs[i]!;
    const y = ys[i]!;
    if (x + r < frame.x || y + r < frame.y || x - r > right || y - r > bottom) {
      rank[i] = 255;
      continue;
    }
    const k = RANK_OF_CODE[code]!;
    rank[i] = k;
    start[k + 1]! += 1;
  }
  for (let k = 0; k < bands; k++) start[k + 1]! += start[k]!;
  const count = start[bands]!;
  const xy = new Int32Array(count * 2);
  const out = new Uint8Array(count);
  const { ratio } = frame;
  for (let i = 0; i < n; i++) {
    const k = rank[i]!;
    if (k === 255) continue;
    const at = start[k]!;
    start[k] = at + 1;
    const code = codes[i]!;
    const offset = RADIUS_OF_CODE[code]! + SPRITE_MARGIN;
    // Whole device pixels let the copy skip resampling.
    xy[2 * at] = Math.round((xs[i]! - offset - frame.x) * ratio);
    xy[2 * at + 1] = Math.round((ys[i]! - offset - frame.y) * ratio);
    out[at] = code;
  }
  return { xy, codes: out, count };
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
