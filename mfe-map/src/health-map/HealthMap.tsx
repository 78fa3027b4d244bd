import 'leaflet/dist/leaflet.css';
import { MAP_CENTER, MAP_ZOOM, type HealthDataClient, type RemoteProps } from '@healthwatch/contracts';
import { useCallback, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useDataClient } from '../data/useDataClient';
import { useMapData, type MapView } from '../map-data/useMapData';
import { precisionForZoom } from '../markers/precision';
import { ClusterTable } from './ClusterTable';
import { Legend } from './Legend';
import { Attribution, GroupLayer, ViewWatcher, type ViewChange } from './map-layers';
import { MapStatus } from './MapStatus';
import { OfflineBasemap } from './OfflineBasemap';
import styles from './HealthMap.module.css';

/** Licence lines of the postal gazetteer that places every report (CC BY 4.0 requires them). */
export const POSTAL_ATTRIBUTION =
  'Postal codes © <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0), JP © <a href="https://geolonia.com/">Geolonia</a> (CC BY 4.0)';

const WORLD: MapView = { bbox: [-180, -90, 180, 90], precision: precisionForZoom(MAP_ZOOM.initial) };

export default function HealthMap({
  config,
  theme,
  accessibility,
  client: given,
}: RemoteProps & { client?: HealthDataClient }) {
  const client = useDataClient(config, given);
  const [view, setView] = useState<MapView>(WORLD);
  const onView = useCallback(({ bbox, zoom }: ViewChange) => setView({ bbox, precision: precisionForZoom(zoom) }), []);
  const { groups, realtime, loadWarning } = useMapData(client, view);

  return (
    <section className={styles.section} aria-labelledby="map-heading">
      <div className={styles.header}>
        <h2 id="map-heading">Outbreak Map</h2>
        <MapStatus realtime={realtime} loadWarning={loadWarning} />
      </div>
      <div>
        <MapContainer
          className={theme === 'dark' ? `${styles.map} ${styles.mapDark}` : styles.map}
          center={[MAP_CENTER.latitude, MAP_CENTER.longitude]}
          zoom={MAP_ZOOM.initial}
          minZoom={MAP_ZOOM.min}
          maxZoom={MAP_ZOOM.max}
          preferCanvas
          zoomAnimation={!accessibility.reducedMotion}
          fadeAnimation={!accessibility.reducedMotion}
          worldCopyJump
        >
          <OfflineBasemap theme={theme} />
          {config.tiles && <TileLayer url={config.tiles.url} attribution={config.tiles.attribution} />}
          <Attribution text={POSTAL_ATTRIBUTION} />
          <GroupLayer groups={groups} />
          <ViewWatcher onView={onView} />
        </MapContainer>
      </div>
      <p className={styles.status} data-testid="map-summary">
        {groups.reduce((n, g) => n + g.count, 0)} reports in {groups.length} locations on the map
      </p>
      <Legend />
      <ClusterTable groups={groups} />
    </section>
  );
}
