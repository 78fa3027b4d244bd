// Baseline for the benchmark: the usual way, one Leaflet CircleMarker per group
// on a shared renderer, with per-marker tooltips. The app draws with
// GroupCanvasLayer instead.
import L from 'leaflet';
import { type MarkerGroup, largestGroups } from '../src/markers/group-reports';
import { markerStyle } from '../src/markers/marker-style';
import { popupLines, tooltipText } from '../src/markers/popup-content';

/** Beyond this many groups only the largest keep a permanent label; the rest show it on hover. */
export const PERMANENT_LABEL_LIMIT = 200;

const groupOf = new WeakMap<L.Layer, MarkerGroup>();

function popupElement(group: MarkerGroup): HTMLElement {
  const box = document.createElement('div');
  for (const [i, line] of popupLines(group).entries()) {
    const el = document.createElement(i === 0 ? 'strong' : 'div');
    el.textContent = line;
    box.appendChild(el);
  }
  return box;
}

/**
 * One layer for all circles, drawn on one renderer. A single popup and a
 * single hover tooltip are shared through event delegation, so 50,000 groups
 * cost 50,000 canvas paths and not 100,000 extra Leaflet objects.
 */
export function createGroupLayer(): L.FeatureGroup {
  const layer = L.featureGroup();
  // Leaflet hands a group's popup function the circle that was clicked.
  layer.bindPopup((source: L.Layer) => {
    const group = groupOf.get(source);
    return group ? popupElement(group) : '';
  });
  const hover = L.tooltip({ direction: 'top' });
  layer.on('mouseover', (e: L.LeafletEvent) => {
    const target = e.propagatedFrom as L.CircleMarker;
    const group = groupOf.get(target);
    if (!group || target.getTooltip()) return;
    target.bindTooltip(hover.setContent(tooltipText(group.count))).openTooltip();
  });
  layer.on('mouseout', (e: L.LeafletEvent) => {
    const target = e.propagatedFrom as L.CircleMarker;
    if (target.getTooltip() === hover) target.unbindTooltip();
  });
  return layer;
}

/** Replaces the circles of `layer` with `groups`. */
export function drawGroups(layer: L.FeatureGroup, groups: readonly MarkerGroup[], renderer: L.Renderer): void {
  layer.clearLayers();
  const labelled = new Set(
    groups.length <= PERMANENT_LABEL_LIMIT ? groups : largestGroups(groups, PERMANENT_LABEL_LIMIT),
  );
  for (const group of groups) {
    const style = markerStyle(group.count);
    const circle = L.circleMarker([group.latitude, group.longitude], {
      renderer,
      radius: style.radius,
      color: style.colour,
      fillColor: style.colour,
      fillOpacity: 0.6,
      weight: 2,
    });
    groupOf.set(circle, group);
    if (labelled.has(group))
      circle.bindTooltip(tooltipText(group.count), { permanent: true, direction: 'top', offset: [0, -style.radius] });
    layer.addLayer(circle);
  }
}
