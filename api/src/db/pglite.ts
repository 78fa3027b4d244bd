import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult } from './database';
import { acquireDirLock, type DirLock } from './dir-lock';

export interface PgliteOptions {
  /** Directory holding the database; undefined = in memory. */
  dataDir?: string;
}

interface ErrorShape {
  message: string;
  name?: string;
  [field: string]: unknown;
}

type Reply = { id: number; result?: unknown; error?: ErrorShape };

function toError(shape: ErrorShape): Error {
  const err = new Error(shape.message);
  for (const [k, v] of Object.entries(shape))
    if (k !== 'message' && k !== 'name') (err as unknown as Record<string, unknown>)[k] = v;
  if (shape.name) err.name = shape.name;
  return err;
}

/**
 * Embedded PostgreSQL, run in a worker thread (pglite-worker.mjs). PGlite is
 * a single connection that does its work synchronously in WASM: on the API's
 * own thread every batch of inserts stalled all HTTP handling for its whole
 * duration. In a worker, request parsing, validation and serialization
 * overlap with the database on the second core.
 *
 * Queries and transactions are serialised here (one transaction at a time,
 * nothing else in between its statements), as PGlite did in-thread.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  let lock: DirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // Beside the cluster directory, so PGlite never sees a foreign file in it.
    lock = acquireDirLock(`${path.resolve(options.dataDir)}.lock`);
  }
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir: options.dataDir } });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (m: { ready: boolean; error?: ErrorShape }) =>
      m.ready ? resolve() : reject(toError(m.error!)),
    );
    worker.once('error', reject);
  });
  worker.on('message', (m: Reply & { notify?: string; payload?: string; ready?: boolean }) => {
    if (m.notify !== undefined) {
      for (const h of handlers.get(m.notify) ?? []) h(m.payload!);
      return;
    }
    if (m.ready !== undefined) return;
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (pending.size === 0) worker.unref();
    if (m.error) p.reject(toError(m.error));
    else p.resolve(m.result);
  });
  worker.on('error', (err) => {
    failure = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  });
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    lock?.release();
    throw err;
  }

  // The worker keeps the process alive only while a call is under way, as an
  // in-thread database did: an idle open database never blocks exit.
  worker.unref();
  const call = <T>(msg: Record<string, unknown>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });

  const direct: Queryable = {
    async exec(sql: string) {
      await call({ op: 'exec', sql });
    },
    query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      return call<QueryResult<Row>>({ op: 'query', sql, params: params ? [...params] : undefined });
    },
  };

  // One transaction at a time, and no outside statement inside one.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  let closed = false;
  return {
    driver: 'pglite',
    query: (sql, params) => serial(() => direct.query(sql, params)),
    exec: (sql) => serial(() => direct.exec(sql)),
    transaction: (fn) =>
      serial(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (err) {
          await direct.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }),
    async listen(channel, onNotify) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await call({ op: 'listen', channel });
      }
      set.add(onNotify);
      return async () => {
        const s = handlers.get(channel);
        if (!s?.delete(onNotify) || s.size > 0) return;
        handlers.delete(channel);
        if (!closed) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await serial(() => call({ op: 'close', checkpoint: Boolean(options.dataDir) }));
        await worker.terminate();
      } finally {
        lock?.release();
      }
    },
  };
}
