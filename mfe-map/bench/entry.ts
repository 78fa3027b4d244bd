// Runs inside headless Chromium: draws N groups with the map's own code and
// reports how long it took from API data to painted circles.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { type ClusterGroup, ILLNESS_TYPES, MAP_CENTER, MAP_ZOOM, type TimelineResponse } from '@healthwatch/contracts';
import { GroupCanvasLayer } from '../src/markers/group-canvas-layer';
import { fromClusters, largestGroups } from '../src/markers/group-reports';
import { groupsToDraw } from '../src/map-data/map-view';
import { LISTED_CLUSTERS } from '../src/health-map/ClusterTable';
import { groupsForDays, indexTimeline, type TimelineIndex } from '../src/map-view-state/timeline-groups';
import { createGroupLayer, drawGroups } from './baseline-circle-markers';

/** app: the map's GroupCanvasLayer; circle-markers: Leaflet CircleMarkers on its canvas renderer; svg: the same on Leaflet's default SVG renderer. */
type Way = 'app' | 'circle-markers' | 'svg';

/** Deterministic pseudo-random groups spread over the inhabited latitudes. */
function makeGroups(n: number, seed: number): ClusterGroup[] {
  let s = seed >>> 0;
  const rand = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const illnesses = ['flu', 'dengue', 'covid', 'malaria', 'unknown'];
  return Array.from({ length: n }, () => ({
    latitude: Math.round((rand() * 120 - 55) * 1000) / 1000,
    longitude: Math.round((rand() * 360 - 180) * 1000) / 1000,
    count: 1 + Math.floor(rand() * 15),
    topIllness: illnesses[Math.floor(rand() * illnesses.length)] ?? 'unknown',
  }));
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

interface Prepared {
  map: L.Map;
  way: Way;
  data: ClusterGroup[];
  appLayer: GroupCanvasLayer | null;
  baseLayer: L.FeatureGroup | null;
  renderer: L.Renderer;
}
let prepared: Prepared | null = null;

/** Builds the map and the API data outside the timed part. */
async function prepare(n: number, way: Way, seed = 1): Promise<void> {
  const host = document.getElementById('map');
  if (!host) throw new Error('no #map');
  prepared?.map.remove();
  host.innerHTML = '';
  const el = document.createElement('div');
  el.style.cssText = 'width:1280px;height:720px';
  host.appendChild(el);
  const map = L.map(el, {
    preferCanvas: way !== 'svg',
    center: [MAP_CENTER.latitude, MAP_CENTER.longitude],
    zoom: MAP_ZOOM.initial,
  });
  prepared = {
    map,
    way,
    data: makeGroups(n, seed),
    appLayer: way === 'app' ? new GroupCanvasLayer().addTo(map) : null,
    baseLayer: way === 'app' ? null : createGroupLayer().addTo(map),
    renderer: way === 'svg' ? L.svg({ padding: 0.1 }) : L.canvas({ padding: 0.1 }),
  };
  await frame();
}

/** The timed part: API groups in, painted circles out. */
async function draw(): Promise<number> {
  if (!prepared) throw new Error('prepare first');
  const { appLayer, baseLayer, data, renderer } = prepared;
  const t0 = performance.now();
  const groups = fromClusters(data, 3);
  if (appLayer) appLayer.setGroups(groups);
  if (baseLayer) drawGroups(baseLayer, groups, renderer);
  // Leaflet paints in the next animation frame; the one after it has been drawn.
  await frame();
  await frame();
  return performance.now() - t0;
}

/** A 90-day timeline of n cells, about 20 (day, illness) rows each, as the API sends it. */
function makeTimeline(n: number, seed: number): TimelineResponse {
  let s = seed >>> 0;
  const rand = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const cells: number[][] = [];
  for (const g of makeGroups(n, seed)) {
    for (let k = 0; k < 20; k++)
      cells.push([
        g.latitude,
        g.longitude,
        Math.floor(rand() * 90),
        Math.floor(rand() * 8),
        1 + Math.floor(rand() * 5),
      ]);
  }
  return {
    precision: 3,
    first: '2026-01-01',
    days: 90,
    illnesses: [...ILLNESS_TYPES],
    cells,
  };
}

let slider: { index: TimelineIndex; fixed: ReturnType<typeof fromClusters> } | null = null;

/**
 * The map with its canvas layer and an indexed timeline (not timed). `painter`: 'page' draws on
 * the main thread (the fallback, and the map before a time range is chosen), 'worker' hands the
 * canvas to the drawing worker and waits until the worker's canvas is the one shown.
 */
async function prepareSlider(n: number, seed = 1, painter: 'page' | 'worker' = 'page'): Promise<number> {
  await prepare(n, 'app', seed);
  const layer = prepared!.appLayer!;
  const index = indexTimeline(makeTimeline(n, seed));
  slider = { index, fixed: fromClusters(groupsForDays(index, 0, 89), 3) };
  if (painter === 'worker') layer.drawInWorker();
  layer.setGroups(slider.fixed);
  const deadline = performance.now() + 30_000;
  while (painter === 'worker' && layer.painterKind !== 'worker') {
    if (performance.now() > deadline) throw new Error('the drawing worker never took over');
    await frame();
  }
  await layer.painted();
  await frame();
  await frame();
  return index.cells.length;
}

/**
 * One slider step as the map takes it: the groups of a 7-day window ending on
 * `day` summed from the timeline, merged with the live reports
 * (groupsToDraw), the cluster table's largest groups picked, drawn, and the
 * picture on the canvas (the worker's answer when it draws) and two frames
 * later. `drawOnly` redraws the same groups instead (drawing alone).
 * Returns the worker's own milliseconds for the picture (null on the page).
 */
async function sliderStep(day: number, drawOnly: boolean): Promise<number | null> {
  if (!slider || !prepared?.appLayer) throw new Error('prepareSlider first');
  // As useMapData does: the timeline's sums are keyed groups, drawn as they are.
  const summed = drawOnly ? [] : groupsForDays(slider.index, Math.max(0, day - 6), day);
  const groups = drawOnly
    ? slider.fixed.slice()
    : groupsToDraw(3, new Map(), new Map(), {
        precision: 3,
        bbox: [-180, -90, 180, 90],
        groups: summed,
        keyedGroups: summed,
        afterSeq: 0,
      });
  if (!drawOnly) largestGroups(groups, LISTED_CLUSTERS);
  prepared.appLayer.setGroups(groups);
  const workerMs = await prepared.appLayer.painted();
  await frame();
  await frame();
  return workerMs;
}

(
  window as unknown as {
    hwBench: {
      prepare: typeof prepare;
      draw: typeof draw;
      prepareSlider: typeof prepareSlider;
      sliderStep: typeof sliderStep;
    };
  }
).hwBench = { prepare, draw, prepareSlider, sliderStep };
