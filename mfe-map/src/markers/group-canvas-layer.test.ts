import L from 'leaflet';
import { GroupCanvasLayer } from './group-canvas-layer';
import type { MarkerGroup } from './group-reports';

/** Real Leaflet in jsdom: positions and hit-testing work without a 2D canvas. */
describe('GroupCanvasLayer', () => {
  let map: L.Map;
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: no canvas 2D
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 800 });
    Object.defineProperty(el, 'clientHeight', { value: 480 });
    document.body.appendChild(el);
    map = L.map(el, { center: [20, 0], zoom: 2 });
  });
  afterEach(() => {
    map.remove();
    error.mockRestore();
  });

  const groups: MarkerGroup[] = [
    { key: 'a', latitude: 18.947, longitude: 72.814, count: 12, topIllness: 'dengue' },
    { key: 'b', latitude: 40.748, longitude: -73.997, count: 1, topIllness: null },
  ];

  it("labels each group '{n} reports' and opens SPEC's popup on click", () => {
    new GroupCanvasLayer().setGroups(groups).addTo(map);
    const labels = [...map.getPane('tooltipPane')!.querySelectorAll('.leaflet-tooltip')].map((t) => t.textContent);
    expect(labels.sort()).toEqual(['1 reports', '12 reports']);

    const at = map.latLngToLayerPoint([18.947, 72.814]);
    map.fire('click', {
      latlng: map.layerPointToLatLng(at),
      layerPoint: at,
      containerPoint: map.layerPointToContainerPoint(at),
    });
    const popup = map.getPane('popupPane')!.querySelector('.leaflet-popup-content');
    expect(popup?.textContent).toBe('Health Reports: 12Illness: DengueLatitude: 18.947Longitude: 72.814');
  });

  it("shows a focused group's label, also one a larger group's label hid, until focus leaves or the group goes", () => {
    // Pune beside Mumbai: at world zoom the smaller group's permanent label loses the collision.
    const near: MarkerGroup[] = [
      { key: 'mumbai', latitude: 18.947, longitude: 72.814, count: 30, topIllness: 'flu' },
      { key: 'pune', latitude: 18.52, longitude: 73.856, count: 1, topIllness: 'flu' },
    ];
    const layer = new GroupCanvasLayer().setGroups(near).addTo(map);
    const pane = map.getPane('tooltipPane')!;
    expect([...pane.querySelectorAll('.hw-group-label')].map((t) => t.textContent)).toEqual(['30 reports']);
    layer.showFocus('pune');
    const focused = pane.querySelectorAll('.hw-focus-label');
    expect([...focused].map((t) => t.textContent)).toEqual(['1 reports']);
    layer.setGroups([near[0]!]);
    expect(pane.querySelectorAll('.hw-focus-label')).toHaveLength(0);
    layer.setGroups(near).showFocus('mumbai');
    expect([...pane.querySelectorAll('.hw-focus-label')].map((t) => t.textContent)).toEqual(['30 reports']);
    layer.showFocus(null);
    expect(pane.querySelectorAll('.hw-focus-label')).toHaveLength(0);
  });

  it('opens nothing when the click misses every circle', () => {
    new GroupCanvasLayer().setGroups(groups).addTo(map);
    const at = map.latLngToLayerPoint([-40, 0]);
    map.fire('click', { latlng: map.layerPointToLatLng(at), layerPoint: at, containerPoint: at });
    expect(map.getPane('popupPane')!.querySelector('.leaflet-popup')).toBeNull();
  });

  it('keeps drawing on the page where OffscreenCanvas is missing (jsdom), hit-testing as before', async () => {
    const layer = new GroupCanvasLayer().drawInWorker().setGroups(groups).addTo(map);
    await layer.painted();
    expect(layer.painterKind).toBe('page');
    expect(map.getPane('overlayPane')!.querySelectorAll('canvas.hw-group-canvas')).toHaveLength(1);
    const at = map.latLngToLayerPoint([40.748, -73.997]);
    map.fire('mousemove', { latlng: map.layerPointToLatLng(at), layerPoint: at, containerPoint: at });
    expect(map.getPane('tooltipPane')!.textContent).toContain('1 reports');
    layer.remove();
    expect(map.getPane('overlayPane')!.querySelectorAll('canvas')).toHaveLength(0);
  });

  it('keeps a label element for a group that stays labelled and writes only what changed', () => {
    const layer = new GroupCanvasLayer().setGroups(groups).addTo(map);
    const pane = map.getPane('tooltipPane')!;
    const labelOf = (text: string) => [...pane.querySelectorAll('.hw-group-label')].find((l) => l.textContent === text);
    const mumbai = labelOf('12 reports') as HTMLElement;
    const newYork = labelOf('1 reports') as HTMLElement;
    const left = mumbai.style.left;
    layer.setGroups([
      { ...groups[0]!, count: 13 },
      { ...groups[1]!, key: 'c', latitude: 51.5, longitude: -0.12, count: 2 },
    ]);
    expect(labelOf('13 reports')).toBe(mumbai);
    expect(mumbai.style.left).toBe(left);
    // New York lost its label; London, which gained one, took the element.
    expect(labelOf('2 reports')).toBe(newYork);
    expect(pane.querySelectorAll('.hw-group-label')).toHaveLength(2);
    layer.setGroups([groups[0]!]);
    expect(pane.querySelectorAll('.hw-group-label')).toHaveLength(1);
    expect(labelOf('12 reports')).toBe(mumbai);
  });
});
