import { MAP_ZOOM } from '@healthwatch/contracts';

/**
 * Degrees of longitude the first view shows at the least: Mexico City (99° W) to Kolkata (88° E) with a
 * margin, so the first users (Latin America and India) see their country without panning.
 */
export const FIRST_VIEW_LONGITUDE_SPAN = 200;

/** Pixels one turn of the world takes at zoom 0 (Leaflet's tile size). */
const WORLD_PX_AT_ZOOM_0 = 256;

/**
 * The zoom the map opens at on a map `widthPx` wide: SPEC's initial zoom where it shows the span, else the
 * deepest zoom that does (never under the minimum). With no window to measure (`Infinity`), SPEC's zoom.
 */
export function firstViewZoom(widthPx: number): number {
  const fits = Math.floor(Math.log2((widthPx * 360) / (FIRST_VIEW_LONGITUDE_SPAN * WORLD_PX_AT_ZOOM_0)));
  return Math.max(MAP_ZOOM.min, Math.min(MAP_ZOOM.initial, Number.isNaN(fits) ? MAP_ZOOM.min : fits));
}
