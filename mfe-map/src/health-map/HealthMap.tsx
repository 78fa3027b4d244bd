import 'leaflet/dist/leaflet.css';
import { emitWindowEvent, MAP_CENTER, MAP_ZOOM, type HealthDataClient, type RemoteProps } from '@healthwatch/contracts';
import type L from 'leaflet';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { AreaAlerts } from '../area-alerts/AreaAlerts';
import { NotifyArea } from '@healthwatch/ui-kit/area-alerts/NotifyArea';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { mapCatalogs } from '../i18n/map-catalogs';
import { useSpeech } from '../i18n/speech';
import { FilterBar } from '../map-controls/FilterBar';
import { PLACE_ZOOM, type Place, PlaceTools } from '../map-controls/PlaceTools';
import { TimeSlider } from '../map-controls/TimeSlider';
import controlStyles from '../map-controls/MapControls.module.css';
import { describeFilters } from '../map-view-state/describe';
import { type MapViewState, parseViewState, serialiseViewState } from '../map-view-state/url-state';
import { useDataClient } from '@healthwatch/ui-kit/useDataClient';
import { useMapData, type MapView } from '../map-data/useMapData';
import { precisionForView, precisionForZoom } from '../markers/precision';
import { ClusterTable } from './ClusterTable';
import { firstViewZoom } from './first-view';
import { Legend } from './Legend';
import { Attribution, GroupLayer, ViewWatcher, type ViewChange, ZoomButtons } from './map-layers';
import { OfflineDataNotice } from '../offline-data/OfflineDataNotice';
import { MapStatus } from './MapStatus';
import { BASEMAP_SOURCE, OfflineBasemap } from './OfflineBasemap';
import styles from './HealthMap.module.css';
import { RELEASE_VERSION } from '../release/release-version';

/** Licence lines of the postal gazetteer that places every report (CC BY 4.0 requires them). */
export const postalAttribution = (postalCodes: string) =>
  `${postalCodes} © <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0), JP © <a href="https://geolonia.com/">Geolonia</a> (CC BY 4.0)`;

const WORLD: Omit<MapView, 'filters'> = { bbox: [-180, -90, 180, 90], precision: precisionForZoom(MAP_ZOOM.initial) };

const hasWindow = typeof window !== 'undefined';

// Parts whose props a slider step leaves as they are: not rendered again on every step (the place
// search and the alert forms hold country lists of a few hundred options each).
const StablePlaceTools = memo(PlaceTools);
const StableAreaAlerts = memo(AreaAlerts);
const StableNotifyArea = memo(NotifyArea);

/** Hands the Leaflet map to the component around the container. */
function MapHandle({ onMap }: { onMap: (map: L.Map) => void }) {
  const map = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

function HealthMapView({
  config,
  theme,
  accessibility,
  toast,
  client: given,
}: RemoteProps & { client?: HealthDataClient }) {
  const client = useDataClient(config, given);
  const speech = useSpeech();
  const t = speech.say;
  // The URL holds the view (docs/SPEC.md §9 shareable views): read once, then kept in step.
  const [state, setState] = useState<MapViewState>(() => parseViewState(hasWindow ? window.location.search : ''));
  // A view with no zoom in its URL opens at the zoom that fits the window (fixed for the visit, so Back to it
  // lands where the page opened).
  const [initialZoom] = useState(() => firstViewZoom(hasWindow ? document.documentElement.clientWidth : Infinity));
  const stateRef = useRef(state);
  stateRef.current = state;
  const [area, setArea] = useState(WORLD);
  const mapRef = useRef<L.Map | null>(null);
  const firstView = useRef(true);
  // A view restored from the history moves the map: that move is no new step.
  const restoring = useRef(false);

  /** Shows a view; `commit` adds it to the history (one Back step) when it differs from the URL's. */
  const show = useCallback((next: MapViewState, commit: boolean) => {
    setState(next);
    if (!hasWindow || !commit) return;
    const search = serialiseViewState(next, window.location.search);
    if (search !== window.location.search)
      window.history.pushState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, []);

  useEffect(() => {
    const onPop = () => {
      const next = parseViewState(window.location.search);
      setState(next);
      const map = mapRef.current;
      if (map) {
        restoring.current = true;
        const c = next.center ?? { lat: MAP_CENTER.latitude, lng: MAP_CENTER.longitude };
        map.setView([c.lat, c.lng], next.zoom ?? initialZoom, { animate: false });
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initialZoom]);

  const onView = useCallback(
    ({ bbox, zoom }: ViewChange) => {
      setArea({ bbox, precision: precisionForView(zoom, bbox) });
      // The first report of the view is where the page opened, not a move.
      if (firstView.current || restoring.current) {
        firstView.current = false;
        restoring.current = false;
        return;
      }
      const map = mapRef.current;
      if (!map) return;
      const c = map.getCenter();
      show({ ...stateRef.current, center: { lat: c.lat, lng: c.lng }, zoom }, true);
    },
    [show],
  );
  const onMap = useCallback((map: L.Map) => {
    mapRef.current = map;
  }, []);
  const goTo = useCallback(
    (place: Place) => {
      mapRef.current?.flyTo([place.lat, place.lng], PLACE_ZOOM, { animate: !accessibility.reducedMotion });
    },
    [accessibility.reducedMotion],
  );
  const copyLink = useCallback(() => {
    const href = window.location.href;
    navigator.clipboard?.writeText(href).then(
      () => toast('success', t('map.linkCopied')),
      () => toast('error', t('map.linkNotCopied')),
    ) ?? toast('error', t('map.linkNotCopied'));
  }, [toast, t]);

  // Once a time range is chosen the circles are redrawn on every slider step: from then on a
  // worker draws them (kept for the rest of the visit).
  const offscreen = useRef(false);
  if (state.filters.from || state.filters.to) offscreen.current = true;
  const view: MapView = { ...area, filters: state.filters };
  const { groups, realtime, loadWarning, perDay } = useMapData(client, view);
  const showing = describeFilters(state.filters, speech);
  // The statistics block is another module of this remote: it follows the filters through this event.
  useEffect(() => emitWindowEvent('map-filters-changed', { filters: state.filters }), [state.filters]);

  const total = groups.reduce((n, g) => n + g.count, 0);
  // On a narrow screen the controls wait behind one button, so the map is in the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The group whose row of the cluster table has keyboard focus (its label shows on the map).
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  return (
    <section className={styles.section} aria-labelledby="map-heading">
      <div className={styles.header}>
        <h2 id="map-heading">{t('map.heading')}</h2>
        <MapStatus realtime={realtime} loadWarning={loadWarning} />
        <OfflineDataNotice client={client} />
        {RELEASE_VERSION && <p className={styles.release}>{t('map.release', { version: RELEASE_VERSION })}</p>}
      </div>
      <button
        type="button"
        className={controlStyles.filtersToggle}
        aria-expanded={filtersOpen}
        aria-controls="map-controls"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {t('map.filters')}
      </button>
      <div
        id="map-controls"
        className={filtersOpen ? controlStyles.controls : `${controlStyles.controls} ${controlStyles.collapsed}`}
      >
        <FilterBar filters={state.filters} onChange={(filters) => show({ ...state, filters }, true)} />
        <TimeSlider
          range={{ from: state.filters.from, to: state.filters.to }}
          perDay={perDay}
          onChange={(range, commit) => {
            const filters = { ...stateRef.current.filters };
            delete filters.from;
            delete filters.to;
            show({ ...stateRef.current, filters: { ...filters, ...range } }, commit);
          }}
        />
        <StablePlaceTools client={client} onPlace={goTo} onCopy={copyLink} />
      </div>
      <div>
        <MapContainer
          className={theme === 'dark' ? `${styles.map} ${styles.mapDark}` : styles.map}
          center={state.center ? [state.center.lat, state.center.lng] : [MAP_CENTER.latitude, MAP_CENTER.longitude]}
          zoom={state.zoom ?? initialZoom}
          minZoom={MAP_ZOOM.min}
          maxZoom={MAP_ZOOM.max}
          preferCanvas
          zoomAnimation={!accessibility.reducedMotion}
          fadeAnimation={!accessibility.reducedMotion}
          worldCopyJump
          zoomControl={false}
        >
          <ZoomButtons zoomIn={t('map.zoomIn')} zoomOut={t('map.zoomOut')} />
          <OfflineBasemap theme={theme} attribution={t('map.basemapSource', { source: BASEMAP_SOURCE })} />
          {config.tiles && <TileLayer url={config.tiles.url} attribution={config.tiles.attribution} />}
          <Attribution text={postalAttribution(t('map.postalCodes'))} />
          <GroupLayer groups={groups} speech={speech} offscreen={offscreen.current} focusedKey={focusedKey} />
          <ViewWatcher onView={onView} />
          <MapHandle onMap={onMap} />
        </MapContainer>
      </div>
      <p className={styles.status} data-testid="map-summary">
        {t('map.summary', {
          reports: total,
          reportsText: speech.count(total),
          locations: groups.length,
          locationsText: speech.count(groups.length),
        })}
      </p>
      <p className={styles.status} data-testid="map-filter" aria-live="polite">
        {t('map.showing', { showing })}
      </p>
      <Legend showing={showing} />
      <ClusterTable groups={groups} showing={showing} onFocusGroup={setFocusedKey} />
      <StableAreaAlerts client={client} bbox={area.bbox} />
      <StableNotifyArea apiBaseUrl={config.apiBaseUrl} />
    </section>
  );
}

const HealthMap = withCatalogs(HealthMapView, mapCatalogs);
export default HealthMap;
