import { ALL_ILLNESSES, type AreaAlarm, ILLNESS_LABELS } from '@healthwatch/contracts';

const LEVEL = { state: 'state/region', district: 'district/county', city: 'city' } as const;

const num = (v: number) => (Math.abs(v) >= 10 ? v.toFixed(0) : v.toFixed(1));

export function alarmHeading(a: AreaAlarm): string {
  const illness =
    a.illness === ALL_ILLNESSES ? 'All reports' : ((ILLNESS_LABELS as Record<string, string>)[a.illness] ?? a.illness);
  return `${illness} in ${a.areaName}`;
}

export function alarmPlace(a: AreaAlarm): string {
  return a.level === 'state' ? `${LEVEL.state}, ${a.country}` : `${LEVEL[a.level]} in ${a.region}, ${a.country}`;
}

/** The figures behind the alarm, in words. */
export function alarmFigures(a: AreaAlarm): string {
  return `${a.observed} report${a.observed === 1 ? '' : 's'} on ${a.day} against ${num(a.expected)} expected (alarm threshold ${num(a.threshold)}).`;
}

/** The analytics page for the area (the shell's /analytics route reads `location`). */
export function analyticsHref(a: AreaAlarm): string {
  return `/analytics?${new URLSearchParams({ location: a.areaId }).toString()}`;
}

/** A map view's bounds, [west, south, east, north], as the area-alarms query; each edge kept inside the globe. */
export function boundsQuery(bbox: readonly [number, number, number, number]) {
  const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v));
  const [west, south, east, north] = bbox;
  const wide = east - west >= 360;
  return {
    south: clamp(south, 90),
    north: clamp(north, 90),
    west: wide ? -180 : ((((west + 180) % 360) + 360) % 360) - 180,
    east: wide ? 180 : ((((east + 180) % 360) + 360) % 360) - 180,
  };
}
