/// <reference lib="webworker" />
// The site's service worker (scope: the whole site):
// - the shell's own files are precached (Workbox, the list injected at build time), and a page
//   never visited is answered offline by the shell's SPA page;
// - each remote's files are cached as one set per manifest (remote-precache.ts), announced by
//   the page once it knows which release of each remote it loads;
// - config.json, release discovery and the public aggregates the map shows are fetched from the
//   network first and answered from the last copy when it cannot answer (cache-rules.ts); an
//   aggregate served that way carries the time it was fetched (stamp-cached-at.ts);
// - reports queued offline are sent by Background Sync from the page's outbox (outbox-sync.ts);
// - area alerts sent by Web Push are shown, with their two choices: open the map view of the
//   alarm, or stop alerts for that area.
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG } from '@healthwatch/contracts/offline/offline-cache';
import { readAlertPayload } from './alert-payload';
import { cacheRuleFor } from './cache-rules';
import { isRemoteManifestsMessage } from './messages';
import { syncOutbox } from './outbox-sync';
import { serveRemoteFile, updateRemoteSet } from './remote-precache';
import { isContentHashed } from './remote-sets';
import { cachedAtPlugin } from './stamp-cached-at';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SPA_PAGE = '/spa.html';

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Pages: the network first (a page carries the current Content-Security-Policy and preload
// links), the last copy of that page offline, else the SPA page, which renders any route.
const pages = new NetworkFirst({
  cacheName: 'healthwatch-pages',
  networkTimeoutSeconds: 6,
  plugins: [
    new ExpirationPlugin({ maxEntries: 20 }),
    { handlerDidError: async () => (await matchPrecache(SPA_PAGE)) ?? Response.error() },
  ],
});
registerRoute(new NavigationRoute(pages));

// The shell's files: a content-hashed one from the precache; one with a stable name (main.js,
// theme-init.js, base.css) from the network first, so it always matches the page just fetched,
// and from the precache offline. The same rule as the remotes' sets.
registerRoute(
  ({ request, url }) =>
    request.mode !== 'navigate' && url.origin === self.location.origin && getCacheKeyForURL(url.href) !== undefined,
  async ({ request, url }) => {
    if (isContentHashed(url.href)) return (await matchPrecache(url.href)) ?? fetch(request);
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await matchPrecache(url.href);
      if (kept) return kept;
      throw error;
    }
  },
);

registerRoute(
  ({ request, url }) => cacheRuleFor(request.method, url, self.location.origin) === 'config',
  new NetworkFirst({ cacheName: 'healthwatch-config', networkTimeoutSeconds: 6 }),
);

// A week of views is plenty to show something offline and small next to the remotes' sets.
registerRoute(
  ({ request, url }) => cacheRuleFor(request.method, url, self.location.origin) === 'aggregate',
  new NetworkFirst({
    cacheName: 'healthwatch-aggregates',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 }), cachedAtPlugin()],
  }),
);

registerRoute(
  ({ request, url }) =>
    url.origin !== self.location.origin &&
    (request.destination === 'script' || request.destination === 'style' || url.pathname.endsWith('/mf-manifest.json')),
  ({ request }) => serveRemoteFile(request),
);

self.addEventListener('message', (event) => {
  if (!isRemoteManifestsMessage(event.data)) return;
  event.waitUntil(Promise.all(event.data.remotes.map((r) => updateRemoteSet(r.name, r.entry))));
});

// Background Sync: the page registers OUTBOX_SYNC_TAG when it queues a report offline.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox());
});

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const alert = readAlertPayload(data, self.location.origin);
  if (!alert) return;
  // Actions exist on notifications a service worker shows; TypeScript's DOM library leaves them out.
  const options: NotificationOptions & { actions: Array<{ action: string; title: string }> } = {
    body: alert.body,
    tag: alert.tag,
    data: alert,
    actions: [{ action: 'unsubscribe', title: alert.stopTitle ?? 'Stop alerts for this area' }],
  };
  event.waitUntil(self.registration.showNotification(alert.title, options));
});

self.addEventListener('notificationclick', (event) => {
  const alert = readAlertPayload(event.notification.data, self.location.origin);
  event.notification.close();
  if (!alert) return;
  if (event.action === 'unsubscribe') {
    event.waitUntil(
      fetch(alert.unsubscribeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: alert.token }),
      }).then(() => undefined),
    );
    return;
  }
  event.waitUntil(self.clients.openWindow(alert.url).then(() => undefined));
});
