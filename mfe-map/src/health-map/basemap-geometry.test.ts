import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Position } from 'geojson';
import countries110m from 'world-atlas/countries-110m.json';
import { flatMapCountries, unwrapRing } from './basemap-geometry';

describe('offline basemap geometry', () => {
  it('keeps ordinary rings and moves the west half of an antimeridian ring east', () => {
    const ordinary: Position[] = [[10, 0], [20, 0], [20, 10], [10, 0]];
    expect(unwrapRing(ordinary)).toBe(ordinary);
    expect(unwrapRing([[179, 60], [-179, 60], [-179, 65], [179, 60]])).toEqual([[179, 60], [181, 60], [181, 65], [179, 60]]);
  });

  it('leaves no ring of the Natural Earth countries spanning more than half the world', () => {
    const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
    const flat = flatMapCountries(feature(topology, topology.objects.countries) as FeatureCollection);
    expect(flat.features.length).toBeGreaterThan(170);
    for (const f of flat.features) {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [];
      for (const ring of polygons.flat()) {
        const xs = ring.map(([x = 0]) => x);
        expect(Math.max(...xs) - Math.min(...xs)).toBeLessThanOrEqual(180);
      }
    }
  });
});
