import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import type { Theme } from '@healthwatch/contracts';
import { worldOutline } from './basemap-geometry';
import { COUNTRIES_URL } from './countries-asset';
import { Attribution } from './map-layers';

/** The outlines' source, linked, for the catalog's line around it (map.basemapSource). */
export const BASEMAP_SOURCE = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

// The outlines are data, not code: emitted as a hashed, long-cached file beside
// the remote's chunks and fetched once, so they stay out of the JavaScript the
// first visit must parse.

let shapes: Promise<Feature<MultiPolygon>> | null = null;
function loadCountryShapes(): Promise<Feature<MultiPolygon>> {
  shapes ??= Promise.resolve()
    .then(() => fetch(COUNTRIES_URL))
    .then((response) => {
      if (!response.ok) throw new Error(`country outlines: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => worldOutline(feature(topology, topology.objects.countries) as FeatureCollection))
    .catch((error: unknown) => {
      shapes = null; // a later mount tries again
      throw error;
    });
  return shapes;
}

/**
 * Country outlines shipped with the remote, drawn beneath the tile pane so the
 * map still shows the world when tiles are off or cannot load.
 */
export function OfflineBasemap({ theme, attribution }: { theme: Theme; attribution: string }) {
  const dark = theme === 'dark';
  const [countries, setCountries] = useState<Feature<MultiPolygon> | null>(null);
  // SVG, not the map's canvas: the browser rasterises vector paths off the main thread,
  // where a canvas fill of every country at the device's pixel ratio runs on it.
  const renderer = useMemo(() => L.svg({ pane: 'hw-basemap', padding: 0.1 }), []);
  useEffect(() => {
    let live = true;
    loadCountryShapes().then(
      (loaded) => live && setCountries(loaded),
      (error: unknown) => console.warn('Country outlines could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Pane name="hw-basemap" style={{ zIndex: 150 }}>
      {/* From the first render, so the attribution line does not grow (and shift) when the outlines arrive. */}
      <Attribution text={attribution} />
      {countries && (
        <GeoJSON
          data={countries}
          interactive={false}
          style={{
            color: dark ? '#6b7280' : '#9ca3af',
            weight: 0.8,
            fillColor: dark ? '#374151' : '#f3f4f6',
            fillOpacity: 1,
            renderer,
          }}
        />
      )}
    </Pane>
  );
}
