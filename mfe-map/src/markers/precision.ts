import { maxPrecisionForExtent } from '@healthwatch/contracts';
import { type Bbox, clampBbox } from '../map-data/map-view';

/**
 * Decimals of the grouping grid for a zoom level. Far out, 3-decimal groups
 * would be tens of thousands of overlapping circles; a cell of roughly one
 * screen-pixel-cluster keeps the map readable. From zoom 9 on, docs/SPEC.md §9's
 * 3-decimal grouping applies.
 */
export function precisionForZoom(zoom: number): number {
  if (zoom <= 3) return 0;
  if (zoom <= 5) return 1;
  if (zoom <= 8) return 2;
  return 3;
}

/**
 * The precision a view asks for: its zoom's, but never finer than the API
 * serves for the box (maxPrecisionForExtent), so the groups drawn are on the
 * grid the answer comes on.
 */
export function precisionForView(zoom: number, bbox: Bbox): number {
  return Math.min(precisionForZoom(zoom), maxPrecisionForExtent(clampBbox(bbox)));
}
