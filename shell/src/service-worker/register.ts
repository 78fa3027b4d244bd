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
