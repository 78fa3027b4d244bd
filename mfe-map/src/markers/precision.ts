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
