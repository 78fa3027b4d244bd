import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { GroupCanvasLayer } from '../markers/group-canvas-layer';
import type { MarkerGroup } from '../markers/group-reports';
import type { Bbox } from '../map-data/map-view';
import type { Speech } from '../i18n/speech';

/**
 * The report circles, all on one canvas. `offscreen`: draw them in a worker (set once the time
 * range moves: each slider or Play step redraws every circle). The first visit draws on the page
 * and loads no worker code.
 */
export function GroupLayer({
  groups,
  speech,
  offscreen = false,
  focusedKey = null,
}: {
  groups: readonly MarkerGroup[];
  /** The words of labels, tooltips and popups. */
  speech: Speech;
  offscreen?: boolean;
  /** The group whose row of the cluster table has keyboard focus: its label shows. */
  focusedKey?: string | null;
}) {
  const map = useMap();
  const layer = useMemo(() => new GroupCanvasLayer(), []);
  // Before the layer is added, so its first labels are already in the visitor's language.
  useEffect(() => {
    layer.setSpeech(speech);
  }, [layer, speech]);
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => {
    if (offscreen) layer.drawInWorker();
  }, [layer, offscreen]);
  useEffect(() => {
    layer.setGroups(groups);
  }, [layer, groups]);
  useEffect(() => {
    layer.showFocus(focusedKey);
  }, [layer, focusedKey]);
  return null;
}

/** Leaflet's zoom buttons, titled in the visitor's language (its built-in control speaks English). */
export function ZoomButtons({ zoomIn, zoomOut }: { zoomIn: string; zoomOut: string }) {
  const map = useMap();
  useEffect(() => {
    const control = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    return () => {
      control.remove();
    };
  }, [map, zoomIn, zoomOut]);
  return null;
}

/** Adds a line to Leaflet's attribution control for as long as it is mounted. */
export function Attribution({ text }: { text: string }) {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    control?.addAttribution(text);
    return () => {
      control?.removeAttribution(text);
    };
  }, [map, text]);
  return null;
}

export interface ViewChange {
  bbox: Bbox;
  zoom: number;
}

function viewOf(map: L.Map): ViewChange {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}

/** Tells the data layer which part of the world is in view. */
export function ViewWatcher({ onView }: { onView: (view: ViewChange) => void }) {
  const map = useMapEvents({ moveend: () => onView(viewOf(map)) });
  useEffect(() => onView(viewOf(map)), [map, onView]);
  return null;
}
