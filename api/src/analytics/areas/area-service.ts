import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AreaAlarm } from '@healthwatch/contracts';
import type { Database } from '../../db/database';
import { readParticipantRows } from './participant-rows';
import { readPostalPages } from './postal-rows';
import {
  type AreaRef,
  type AreaWorkerData,
  DEFAULT_FIT_MEMO_LIMIT,
  type FromWorker,
  type PassSummary,
  type ToWorker,
} from './worker-protocol';

/** A request to the worker, before it is numbered (distributes over the union). */
type WorkerCall = ToWorker extends infer T
  ? T extends { type: 'pass' | 'area' | 'postal' }
    ? Omit<T, 'id'>
    : never
  : never;

export type AlarmListener = (alarm: AreaAlarm) => void;

/**
 * The API thread's side of area detection: starts the worker, relays its
 * database queries, answers area look-ups through it, and tells subscribers
 * when a pass raises an alarm.
 */
export interface AreaService {
  /** Resolves once the worker has loaded the gazetteer's areas (rejects if it could not). */
  ready(): Promise<{ areas: number; millis: number }>;
  /** Runs one pass now (queued behind one under way). */
  runPass(now: Date, options?: { minReports?: number }): Promise<PassSummary>;
  /** The area with this id and its postal keys, or null. */
  area(id: string): Promise<(AreaRef & { keys: string[] }) | null>;
  /** The same without its postal keys: a state's or a country's run to thousands, and most callers need none. */
  areaRef(id: string): Promise<AreaRef | null>;
  /** Areas (state, district, city) of a postal code, or null when the gazetteer does not know it. */
  areasOfPostalCode(country: string, postalCode: string): Promise<AreaRef[] | null>;
  /**
   * Calls listener for every alarm a pass raises (an area-illness not in
   * alarm at the previous pass) and every alarm it made an alert (a watch
   * before), after it is stored in analytics_area_alarms; `tier` tells which
   * (only alerts may leave the product: alarm-tiers.ts). Returns the
   * unsubscribe function.
   */
  onAlarm(listener: AlarmListener): () => void;
  close(): Promise<void>;
}

export function startAreaService(opts: {
  db: Database;
  geodataDir: string;
  /** Default DEFAULT_FIT_MEMO_LIMIT. */
  fitMemoLimit?: number;
  onError?: (err: unknown) => void;
}): AreaService {
  const workerData: AreaWorkerData = {
    geodataDir: opts.geodataDir,
    fitMemoLimit: opts.fitMemoLimit ?? DEFAULT_FIT_MEMO_LIMIT,
    snapshotReads: opts.db.driver === 'postgres',
  };
  const worker = new Worker(path.join(__dirname, 'area-worker.cjs'), { workerData });
  worker.unref();
  const listeners = new Set<AlarmListener>();
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;
  let closed = false;

  let markReady!: (v: { areas: number; millis: number }) => void;
  let markFailed!: (e: Error) => void;
  const readyPromise = new Promise<{ areas: number; millis: number }>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  readyPromise.catch(() => undefined);

  const failAll = (err: Error) => {
    failure = err;
    markFailed(err);
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  worker.on('message', (m: FromWorker) => {
    switch (m.type) {
      case 'ready':
        markReady({ areas: m.areas, millis: m.millis });
        return;
      case 'failed':
        failAll(new Error(`area index: ${m.message}`));
        return;
      case 'db': {
        // The worker's queries run on the API's database like any request's.
        opts.db.query(m.sql, m.params).then(
          (result) => !closed && post({ type: 'db', id: m.id, result }),
          (err: unknown) =>
            !closed &&
            post({ type: 'db', id: m.id, error: { message: err instanceof Error ? err.message : String(err) } }),
        );
        return;
      }
      case 'postal-read': {
        // One pool connection for the read's transaction; its pages go to the worker as they come, then the
        // participants of the same snapshot, and a close ends the read (its transaction rolls back) at the next page.
        readPostalPages(
          opts.db,
          m.sinceDay,
          m.untilDay,
          (read) => {
            if (closed) throw new Error('area service closed');
            post({ type: 'postal-read', id: m.id, read });
          },
          {
            alsoRead: async (tx) => {
              const participants = await readParticipantRows(tx, m.sinceDay, m.untilDay);
              if (!closed) post({ type: 'postal-read', id: m.id, participants });
            },
          },
        ).then(
          () => !closed && post({ type: 'postal-read', id: m.id, done: true }),
          (err: unknown) =>
            !closed &&
            post({
              type: 'postal-read',
              id: m.id,
              done: true,
              error: err instanceof Error ? err.message : String(err),
            }),
        );
        return;
      }
      case 'pass': {
        const p = settle(m.id);
        if (!p) return;
        if (m.error !== undefined) return p.reject(new Error(m.error));
        for (const alarm of m.raised ?? [])
          for (const l of listeners) {
            try {
              l(alarm);
            } catch (err) {
              opts.onError?.(err);
            }
          }
        p.resolve(m.summary);
        return;
      }
      case 'area':
        settle(m.id)?.resolve(m.area);
        return;
      case 'postal':
        settle(m.id)?.resolve(m.areas);
        return;
    }
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => {
    if (!closed) failAll(new Error(`area worker exited with code ${code}`));
  });

  function settle(id: number) {
    const p = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return p;
  }
  function post(m: ToWorker) {
    worker.postMessage(m);
  }
  function call<T>(m: WorkerCall): Promise<T> {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('area service closed'));
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      post({ ...m, id } as ToWorker);
    });
  }

  return {
    ready: () => readyPromise,
    runPass: (now, options) =>
      readyPromise.then(() =>
        call<PassSummary>({ type: 'pass', now: now.toISOString(), minReports: options?.minReports }),
      ),
    area: (areaId) => readyPromise.then(() => call({ type: 'area', areaId })),
    areaRef: (areaId) => readyPromise.then(() => call({ type: 'area', areaId, keys: false })),
    areasOfPostalCode: (country, postalCode) => readyPromise.then(() => call({ type: 'postal', country, postalCode })),
    onAlarm(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const p of pending.values()) p.reject(new Error('area service closed'));
      pending.clear();
      await worker.terminate();
    },
  };
}
