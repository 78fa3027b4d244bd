import {
  VITAL_MAX,
  VITAL_ROUTES,
  VITAL_STEP,
  type VitalMetric,
  type VitalRoute,
  type VitalsBeacon,
} from '@healthwatch/contracts';

/** The route a page view counts under: one of the shell's pages (a trailing slash ignored), else none. */
export function vitalsRouteOf(pathname: string): VitalRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (VITAL_ROUTES as readonly string[]).includes(path) ? (path as VitalRoute) : null;
}

/** A figure as the API takes it: LCP and INP to 10 ms, CLS to 0.01, within the allowed range. */
export function roundVital(metric: VitalMetric, value: number): number {
  const step = VITAL_STEP[metric];
  const rounded = Math.round(Math.max(0, value) / step) * step;
  // Two decimals for CLS, so 0.07 is not sent as 0.07000000000000001.
  return Math.min(VITAL_MAX[metric], Number(rounded.toFixed(2)));
}

/**
 * One page view's beacon: figures are kept as they come (a later LCP or CLS replaces the earlier)
 * and `send` is called at most once, when the page is hidden, with the route and the figures only.
 */
export function createVitalsBeacon(route: VitalRoute, send: (beacon: VitalsBeacon) => void) {
  const beacon: VitalsBeacon = { route };
  let sent = false;
  return {
    record(metric: VitalMetric, value: number): void {
      if (!sent) beacon[metric] = roundVital(metric, value);
    },
    flush(): void {
      if (sent || (beacon.lcp === undefined && beacon.inp === undefined && beacon.cls === undefined)) return;
      sent = true;
      send({ ...beacon });
    },
  };
}
