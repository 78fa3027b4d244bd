/// <reference lib="webworker" />
import { createApiClient } from '@healthwatch/client/data-client';
import { flushOutbox } from '@healthwatch/client/flush-outbox';
import { indexedDbOutbox } from '@healthwatch/client/report-outbox';
import type { OutboxWorkerMessage, RuntimeConfig } from '@healthwatch/contracts';

declare const self: ServiceWorkerGlobalScope;

async function runtimeConfig(): Promise<Pick<RuntimeConfig, 'apiBaseUrl' | 'supabase'> | null> {
  const response = await fetch('/config.json').catch(() => caches.match('/config.json'));
  if (!response?.ok) return null;
  return (await response.json()) as RuntimeConfig;
}

async function tellPages(message: OutboxWorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/**
 * A Background Sync round: sends the report outbox the page filled (the same IndexedDB store, the
 * same flushOutbox, each report with its own Idempotency-Key) and tells open pages what was sent.
 * A page sending on `online` at the same moment sends the same keys; the API stores each report
 * once. Reports left unsent reject the round, so the browser tries again later. In Supabase mode
 * the page sends (through supabase-js), not the worker.
 * Workbox's background-sync queue is not used: it replays requests from a store of its own, and
 * the outbox must stay one store that the page and the worker both read.
 */
export async function syncOutbox(): Promise<void> {
  const config = await runtimeConfig();
  if (!config || config.supabase) return;
  const result = await flushOutbox(
    indexedDbOutbox(),
    createApiClient({ apiBaseUrl: config.apiBaseUrl }),
    {
      sent: (report, queued) => void tellPages({ type: 'outbox-sent', idempotencyKey: queued.idempotencyKey, report }),
      refused: (queued, message) =>
        void tellPages({ type: 'outbox-refused', idempotencyKey: queued.idempotencyKey, message }),
    },
    () => true,
  );
  if (result.left > 0) throw new Error(`${result.left} queued report(s) not sent yet`);
}
