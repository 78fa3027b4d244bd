import { OUTBOX_SYNC_TAG } from '@healthwatch/contracts/offline/offline-cache';

/**
 * Asks the site's service worker to send the outbox when the connection returns (Background Sync),
 * where the browser has it: the report then leaves even if every tab is closed. Without it (or
 * without a worker) the page sends on `online`; both may send, the Idempotency-Key keeps it one report.
 */
export function requestOutboxSync(
  nav: { serviceWorker?: { ready: Promise<ServiceWorkerRegistration> } } | undefined = globalThis.navigator,
): void {
  void nav?.serviceWorker?.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        OUTBOX_SYNC_TAG,
      ),
    )
    .catch(() => undefined);
}
