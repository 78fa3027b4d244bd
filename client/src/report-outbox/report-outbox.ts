import { OUTBOX_DB, OUTBOX_STORE, OUTBOX_SYNC_TAG } from '@healthwatch/contracts/offline/offline-cache';
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
 */
export function indexedDbOutbox(dbName = OUTBOX_DB, storeName = OUTBOX_STORE): ReportOutbox {
  let opened: Promise<{ idb: typeof import('idb-keyval'); store: UseStore }> | null = null;
  const open = () => {
    opened ??= import('idb-keyval').then(
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

/** The page's outbox, or null where the browser has no IndexedDB (reports are then only sent online). */
export function pageOutbox(): ReportOutbox | null {
  if (shared === undefined) {
    const outbox = typeof indexedDB === 'undefined' ? null : indexedDbOutbox();
    shared = outbox && {
      ...outbox,
      async put(report) {
        await outbox.put(report);
        requestOutboxSync();
      },
    };
  }
  return shared;
}
