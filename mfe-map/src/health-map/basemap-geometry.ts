import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

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

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map((p) => p.map(unwrapRing)) };
  return geometry;
}

export function flatMapCountries(collection: FeatureCollection): FeatureCollection {
  const features: Feature[] = collection.features
    .filter((f) => !LEFT_OUT.has(String(f.id)))
    .map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) }));
  return { ...collection, features };
}
