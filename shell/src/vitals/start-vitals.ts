import { DEFAULT_VITALS_SAMPLE_RATE, type RuntimeConfig, type VitalsBeacon } from '@healthwatch/contracts';
import { createVitalsBeacon, vitalsRouteOf } from './vitals-beacon';

/** Runs fn when the main thread is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(fn: () => void, timeout = 4000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout });
  else window.setTimeout(fn, 1);
}

function post(apiBaseUrl: string, beacon: VitalsBeacon): void {
  // keepalive: the request outlives the page being hidden or left. No credentials, no identifier.
  // JSON as text/plain: a keepalive request cannot make the preflight application/json would need.
  void fetch(`${apiBaseUrl}/api/vitals`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(beacon),
  }).catch(() => undefined);
}

/**
 * Real-user LCP, INP and CLS of a sampled share of page views (config.vitalsSampleRate), sent once
 * per page view when it is hidden, for the route the visitor landed on. web-vitals loads only for
 * a sampled view and only once the page is idle (its observers read buffered entries).
 */
export function startVitals(config: RuntimeConfig, pathname = window.location.pathname): void {
  const route = vitalsRouteOf(pathname);
  const rate = config.vitalsSampleRate ?? DEFAULT_VITALS_SAMPLE_RATE;
  if (route === null || !(Math.random() < rate)) return;
  whenIdle(() => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
      const beacon = createVitalsBeacon(route, (body) => post(config.apiBaseUrl, body));
      onLCP((m) => beacon.record('lcp', m.value));
      onINP((m) => beacon.record('inp', m.value));
      onCLS((m) => beacon.record('cls', m.value));
      // After web-vitals' own listeners (capture, on window), which hand over the final INP and CLS.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') beacon.flush();
      });
      window.addEventListener('pagehide', () => beacon.flush());
    });
  });
}
