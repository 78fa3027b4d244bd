import L from 'leaflet';
import { projectInto } from './mercator';

describe('projectInto', () => {
  it("gives Leaflet's own rounded EPSG:3857 pixel positions, origin subtracted", () => {
    let s = 3;
    const rand = () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
    const n = 500;
    const lats = Array.from({ length: n }, () => rand() * 180 - 90);
    const lngs = Array.from({ length: n }, () => rand() * 360 - 180);
    for (const zoom of [2, 5, 9, 14]) {
      const origin = { x: 1234, y: 567 };
      const xs = new Float64Array(n);
      const ys = new Float64Array(n);
      projectInto(lats, lngs, zoom, origin, xs, ys);
      for (let i = 0; i < n; i++) {
        const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(lats[i]!, lngs[i]!), zoom).round();
        expect([xs[i], ys[i]]).toEqual([p.x - origin.x, p.y - origin.y]);
      }
    }
  });
});
