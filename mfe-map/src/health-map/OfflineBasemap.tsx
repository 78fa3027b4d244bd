import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import { GeoJSON, Pane } from 'react-leaflet';
import countries110m from 'world-atlas/countries-110m.json';
import type { Theme } from '@healthwatch/contracts';
import { flatMapCountries } from './basemap-geometry';

export const BASEMAP_ATTRIBUTION = 'Country outlines: <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain)';

const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
// Built once per page: the outlines never change.
const COUNTRY_SHAPES = flatMapCountries(feature(topology, topology.objects.countries) as FeatureCollection);

/**
 * Country outlines bundled with the remote, drawn beneath the tile pane so the
 * map still shows the world when tiles are off or cannot load.
 */
export function OfflineBasemap({ theme }: { theme: Theme }) {
  const dark = theme === 'dark';
  return (
    <Pane name="hw-basemap" style={{ zIndex: 150 }}>
      <GeoJSON
        data={COUNTRY_SHAPES}
        attribution={BASEMAP_ATTRIBUTION}
        interactive={false}
        style={{ color: dark ? '#6b7280' : '#9ca3af', weight: 0.8, fillColor: dark ? '#374151' : '#f3f4f6', fillOpacity: 1 }}
      />
    </Pane>
  );
}
