import type { SubmitReportBody } from '@healthwatch/contracts';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/** A report the visitor submitted without a connection, kept until the API acknowledges it. */
export interface QueuedReport {
  /** Sent as Idempotency-Key: however often it is sent, the API stores it once. */
  idempotencyKey: string;
  body: SubmitReportBody;
  /** When it was saved (ms since the epoch), to send the oldest first. */
  queuedAt: number;
}

export interface ReportOutbox {
  put(report: QueuedReport): Promise<void>;
  /** Oldest first. */
  list(): Promise<QueuedReport[]>;
  remove(idempotencyKey: string): Promise<void>;
}

/**
 * The outbox in IndexedDB (through idb-keyval), so a report survives a reload, a closed tab and a
 * restarted phone. It holds exactly what would have been sent: no nickname, nothing else.
 */
export function indexedDbOutbox(store: UseStore = createStore('healthwatch-outbox', 'reports')): ReportOutbox {
  return {
    put: (report) => set(report.idempotencyKey, report, store),
    async list() {
      const all = await entries<string, QueuedReport>(store);
      return all.map(([, report]) => report).sort((a, b) => a.queuedAt - b.queuedAt);
    },
    remove: (key) => del(key, store),
  };
}

let shared: ReportOutbox | null | undefined;

/** The page's outbox, or null where the browser has no IndexedDB (reports are then only sent online). */
export function pageOutbox(): ReportOutbox | null {
  if (shared === undefined) shared = typeof indexedDB === 'undefined' ? null : indexedDbOutbox();
  return shared;
}
