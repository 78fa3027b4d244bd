import { type MapFilters, parseMapFilters } from '@healthwatch/contracts';

/** What a shared link restores: where the map looks and what it shows. */
export interface MapViewState {
  center: { lat: number; lng: number } | null;
  zoom: number | null;
  filters: MapFilters;
}

export const EMPTY_VIEW: MapViewState = { center: null, zoom: null, filters: {} };

const FILTER_KEYS = ['illness', 'symptom', 'severity', 'from', 'to'] as const;
const VIEW_KEYS = ['lat', 'lng', 'z'] as const;

const finite = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * Reads a view from a query string. A link may be old or hand-edited: each
 * bad field is dropped on its own (a reversed range drops both ends) so the
 * rest of the view still opens.
 */
export function parseViewState(search: string, now: Date = new Date()): MapViewState {
  const q = new URLSearchParams(search);
  const filters: MapFilters = {};
  for (const key of FILTER_KEYS) {
    const value = q.get(key);
    if (!value) continue;
    const one = parseMapFilters({ [key]: value }, now);
    if (one.ok) Object.assign(filters, one.filters);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    delete filters.from;
    delete filters.to;
  }
  const lat = finite(q.get('lat'));
  const lng = finite(q.get('lng'));
  const z = finite(q.get('z'));
  return {
    center: lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null,
    zoom: z !== null && z >= 0 && z <= 22 ? Math.round(z) : null,
    filters,
  };
}

/**
 * The query string of a view, keeping any parameter the map does not own.
 * Coordinates keep 4 decimals (about 11 m), enough to restore a view.
 */
export function serialiseViewState(state: MapViewState, current = ''): string {
  const q = new URLSearchParams(current);
  for (const key of [...FILTER_KEYS, ...VIEW_KEYS]) q.delete(key);
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) q.set(key, value);
  }
  if (state.center) {
    q.set('lat', String(Number(state.center.lat.toFixed(4))));
    q.set('lng', String(Number(state.center.lng.toFixed(4))));
  }
  if (state.zoom !== null) q.set('z', String(state.zoom));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Whether two views are the same step of the history. */
export function sameView(a: MapViewState, b: MapViewState): boolean {
  return serialiseViewState(a) === serialiseViewState(b);
}
