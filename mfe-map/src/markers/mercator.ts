import L from 'leaflet';

const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const DEG = Math.PI / 180;

/**
 * Pixel positions of many points at one zoom, as Leaflet's EPSG:3857 `project(…).round()` gives
 * them, written into xs/ys with `origin` subtracted. Leaflet's own call allocates a LatLng and two
 * Points per position; the slider redraws 10,000 groups a step, so the arithmetic is done here in
 * place. Same formulas as L.Projection.SphericalMercator and L.CRS.EPSG3857's transformation.
 */
export function projectInto(
  latitudes: ArrayLike<number>,
  longitudes: ArrayLike<number>,
  zoom: number,
  origin: { x: number; y: number },
  xs: Float64Array,
  ys: Float64Array,
): void {
  const scale = 256 * 2 ** zoom;
  const k = 0.5 / (Math.PI * R);
  for (let i = 0; i < xs.length; i++) {
    const lat = Math.max(Math.min(MAX_LATITUDE, latitudes[i]!), -MAX_LATITUDE);
    const sin = Math.sin(lat * DEG);
    const x = R * longitudes[i]! * DEG;
    const y = (R * Math.log((1 + sin) / (1 - sin))) / 2;
    xs[i] = Math.round(scale * (k * x + 0.5)) - origin.x;
    ys[i] = Math.round(scale * (-k * y + 0.5)) - origin.y;
  }
}

/** True when `projectInto` gives this map's layer points (the default CRS); other maps use Leaflet's call. */
export function usesWebMercator(map: L.Map): boolean {
  return (map.options.crs ?? L.CRS.EPSG3857) === L.CRS.EPSG3857;
}
