/// <reference lib="webworker" />
// The site's service worker (scope: the whole site). Today it shows area
// alerts sent by Web Push and acts on their two choices: open the map view of
// the alarm, or stop alerts for that area.
import { readAlertPayload } from './alert-payload';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
    actions: [{ action: 'unsubscribe', title: 'Stop alerts for this area' }],
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
