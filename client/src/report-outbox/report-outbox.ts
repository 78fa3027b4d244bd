import { OUTBOX_DB, OUTBOX_STORE } from '@healthwatch/contracts/offline/offline-cache';
import type { SubmitReportBody } from '@healthwatch/contracts';
import type { UseStore } from 'idb-keyval';

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
  /** Fetches what `put` will need while the connection is still there (the outbox's code). */
  prepare?(): void;
}

/** False only when the browser can list its databases and this one is not among them. */
async function mayHoldReports(dbName: string): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === dbName);
  } catch {
    return true;
  }
}

/**
 * The outbox in IndexedDB (through idb-keyval), so a report survives a reload, a closed tab and a
 * restarted phone. It holds exactly what would have been sent: no nickname, nothing else.
 * idb-keyval is its own chunk: reading an outbox that was never written costs nothing, and the form
 * calls `prepare` when it loads (so online), since a report may be queued with no connection at all.
 * `syncOnPut` (the page's outbox): each report queued also asks for a Background Sync round.
 */
export function indexedDbOutbox(dbName = OUTBOX_DB, storeName = OUTBOX_STORE, syncOnPut = false): ReportOutbox {
  let opened: Promise<{ idb: typeof import('./outbox-store'); store: UseStore }> | null = null;
  const open = () => {
    opened ??= import('./outbox-store').then(
      (idb) => ({ idb, store: idb.createStore(dbName, storeName) }),
      (error: unknown) => {
        opened = null;
        throw error;
      },
    );
    return opened;
  };
  return {
    async put(report) {
      const { idb, store } = await open();
      await idb.set(report.idempotencyKey, report, store);
      if (syncOnPut) idb.requestOutboxSync();
    },
    async list() {
      if (!opened && !(await mayHoldReports(dbName))) return [];
      const { idb, store } = await open();
      const all = await idb.entries<string, QueuedReport>(store);
      return all.map(([, report]) => report).sort((a, b) => a.queuedAt - b.queuedAt);
    },
    async remove(key) {
      const { idb, store } = await open();
      await idb.del(key, store);
    },
    prepare: () => void open().catch(() => undefined),
  };
}

let shared: ReportOutbox | null | undefined;

/** The page's outbox, or null where the browser has no IndexedDB (reports are then only sent online). */
export function pageOutbox(): ReportOutbox | null {
  if (shared === undefined)
    shared = typeof indexedDB === 'undefined' ? null : indexedDbOutbox(OUTBOX_DB, OUTBOX_STORE, true);
  return shared;
}
