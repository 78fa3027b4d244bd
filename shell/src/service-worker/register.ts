import type { RemoteManifestsMessage } from './messages';

/**
 * Registers the site's service worker (/sw.js) once the page has loaded and the main thread is
 * idle, so neither its registration nor its precache competes with the first paint or the page's
 * first answers to input. Without service workers (or on a page served from elsewhere) nothing happens.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('Service worker not registered:', err);
    });
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5000 });
    else register();
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Tells the service worker which manifest each remote loads (at start, and for each release swap),
 * so it caches that release's files as one set for offline visits. Waits for the worker to be
 * active; without one nothing happens.
 */
export function announceRemoteManifests(remotes: RemoteManifestsMessage['remotes'], win: Window = window): void {
  if (!('serviceWorker' in win.navigator) || remotes.length === 0) return;
  const message: RemoteManifestsMessage = {
    type: 'remote-manifests',
    remotes: remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, win.location.href).href })),
  };
  void win.navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
