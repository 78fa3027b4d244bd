import { ALL_ILLNESSES, type AreaLevel } from '@healthwatch/contracts';

/** Zoom that frames an area of each level on the map. */
const ZOOM: Record<AreaLevel, number> = { state: 7, district: 9, city: 11 };

/**
 * The map view of an alarm, in the map's URL state (mfe-map/src/map-view-state/url-state.ts:
 * `illness`, `lat`, `lng`, `z`, coordinates to 4 decimals) on the web app's home page.
 */
export function mapViewLink(
  appUrl: string,
  alarm: { illness: string; latitude: number; longitude: number; level: AreaLevel },
): string {
  const q = new URLSearchParams();
  if (alarm.illness !== ALL_ILLNESSES) q.set('illness', alarm.illness);
  q.set('lat', String(Number(alarm.latitude.toFixed(4))));
  q.set('lng', String(Number(alarm.longitude.toFixed(4))));
  q.set('z', String(ZOOM[alarm.level]));
  return `${appUrl}/?${q.toString()}`;
}

/** The analytics page for an area. */
export function analyticsLink(appUrl: string, areaId: string): string {
  return `${appUrl}/analytics?${new URLSearchParams({ location: areaId }).toString()}`;
}
