import type { RemoteManifestsMessage } from './messages';

/**
 * Registers the site's service worker (/sw.js) once the page has loaded, so
 * it never competes with the first paint. Without service workers (or on a
 * page served from elsewhere) nothing happens.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('Service worker not registered:', err);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
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
