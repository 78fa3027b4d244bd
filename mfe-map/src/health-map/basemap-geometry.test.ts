import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Position } from 'geojson';
import countries110m from 'world-atlas/countries-110m.json';
import { unwrapRing, worldOutline } from './basemap-geometry';

describe('offline basemap geometry', () => {
  it('keeps ordinary rings and moves the west half of an antimeridian ring east', () => {
    const ordinary: Position[] = [
      [10, 0],
      [20, 0],
      [20, 10],
      [10, 0],
    ];
    expect(unwrapRing(ordinary)).toBe(ordinary);
    expect(
      unwrapRing([
        [179, 60],
        [-179, 60],
        [-179, 65],
        [179, 60],
      ]),
    ).toEqual([
      [179, 60],
      [181, 60],
      [181, 65],
      [179, 60],
    ]);
  });

  it('joins the Natural Earth countries into one outline with no ring spanning more than half the world', () => {
    const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection;
    const outline = worldOutline(countries);
    const polygonsIn = countries.features.reduce(
      (n, f) =>
        n +
        (String(f.id) === '010'
          ? 0
          : f.geometry.type === 'Polygon'
            ? 1
            : f.geometry.type === 'MultiPolygon'
              ? f.geometry.coordinates.length
              : 0),
      0,
    );
    expect(countries.features.length).toBeGreaterThan(170);
    expect(outline.geometry.coordinates).toHaveLength(polygonsIn);
    for (const ring of outline.geometry.coordinates.flat()) {
      const xs = ring.map(([x = 0]) => x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeLessThanOrEqual(180);
    }
  });

  it('leaves Antarctica out', () => {
    const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
    const outline = worldOutline(feature(topology, topology.objects.countries) as FeatureCollection);
    const southmost = Math.min(...outline.geometry.coordinates.flat(2).map(([, y = 0]) => y));
    expect(southmost).toBeGreaterThan(-60);
  });
});
