import type { Feature, FeatureCollection, MultiPolygon, Position } from 'geojson';

/** Antarctica holds no postal codes, and its ring around the pole draws as a band across a Mercator map. */
const LEFT_OUT = new Set(['010']);

/**
 * Rings that cross the antimeridian (Russia's Chukotka, Fiji) jump from +180
 * to -180 and draw as a line across the whole map on a flat projection;
 * moving their western half past +180 keeps each shape in one piece.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let min = Infinity;
  let max = -Infinity;
  for (const [x] of ring) {
    if (x === undefined) continue;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (max - min <= 180) return ring;
  return ring.map(([x = 0, y = 0]) => [x < 0 ? x + 360 : x, y]);
}

/**
 * Every country's rings as one MultiPolygon, antimeridian rings unwrapped. One
 * feature is one Leaflet layer: a single path to project and draw, where ~175
 * layers each cost an object, event listeners and a path element of their own.
 * Country borders still show, as each ring is stroked.
 */
export function worldOutline(collection: FeatureCollection): Feature<MultiPolygon> {
  const polygons: Position[][][] = [];
  for (const f of collection.features) {
    if (LEFT_OUT.has(String(f.id))) continue;
    const g = f.geometry;
    if (g.type === 'Polygon') polygons.push(g.coordinates.map(unwrapRing));
    else if (g.type === 'MultiPolygon') for (const p of g.coordinates) polygons.push(p.map(unwrapRing));
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}
