import type { Report } from '../reports/report';

/**
 * What the site's service worker and the browser's data client agree on about answers served from
 * the worker's cache while the network cannot answer.
 */

/**
 * Set by the service worker on an API answer it serves from its cache: when the answer was fetched
 * (ISO 8601). A fresh answer from the network never carries it.
 */
export const CACHED_AT_HEADER = 'X-HealthWatch-Cached-At';

/** The fetch time a cached answer carries, or null for a fresh answer (or an unreadable value). */
export function readCachedAt(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Where an aggregate the map shows came from: the network now, or the worker's cache of an earlier answer. */
export type DataFreshness = { source: 'network' } | { source: 'cache'; cachedAt: Date };

/** The API reads the service worker keeps for offline use: public aggregates only, never reports or chat. */
export const OFFLINE_AGGREGATE_PATHS = ['/api/reports/clusters', '/api/reports/timeline', '/api/stats'] as const;

/** The IndexedDB database and object store of the report outbox, shared by the page and the service worker. */
export const OUTBOX_DB = 'healthwatch-outbox';
export const OUTBOX_STORE = 'reports';

/** The Background Sync tag the page registers when it queues a report; the worker then sends the outbox. */
export const OUTBOX_SYNC_TAG = 'healthwatch-report-outbox';

/** What the service worker tells open pages after a Background Sync round sent (or the API refused) a queued report. */
export type OutboxWorkerMessage =
  | { type: 'outbox-sent'; idempotencyKey: string; report: Report }
  | { type: 'outbox-refused'; idempotencyKey: string; message: string };

export function isOutboxWorkerMessage(data: unknown): data is OutboxWorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { type?: unknown; idempotencyKey?: unknown; report?: unknown; message?: unknown };
  if (typeof m.idempotencyKey !== 'string') return false;
  if (m.type === 'outbox-sent') return typeof m.report === 'object' && m.report !== null;
  return m.type === 'outbox-refused' && typeof m.message === 'string';
}
