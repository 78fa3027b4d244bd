import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { acquireDirLock, type DirLock } from './dir-lock';

/**
 * Parsers aligned with node-postgres so both drivers hand back the same row
 * shapes: bigint/numeric as strings (never lossy), timestamps as Date.
 */
const parsers = {
  [types.INT8]: (v: string) => v,
  [types.NUMERIC]: (v: string) => v,
};

function wrap(pg: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const res = await pg.query<Row>(sql, params ? [...params] : undefined, { parsers });
      // PGlite reports affectedRows 0 for SELECT; pg counts the rows returned.
      return { rows: res.rows, rowCount: res.rows.length > 0 ? res.rows.length : (res.affectedRows ?? 0) };
    },
  };
}

export interface PgliteOptions {
  /** Directory holding the database; undefined = in memory. */
  dataDir?: string;
}

/**
 * Embedded PostgreSQL. PGlite is a single connection: it serialises every
 * query and transaction internally, so concurrent callers queue up.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  let lock: DirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // Beside the cluster directory, so PGlite never sees a foreign file in it.
    lock = acquireDirLock(`${path.resolve(options.dataDir)}.lock`);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  } catch (err) {
    lock?.release();
    throw err;
  }
  const q = wrap(pg);
  let closed = false;
  return {
    driver: 'pglite',
    query: q.query,
    exec: q.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      const unlisten = await pg.listen(channel, onNotify);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (options.dataDir) await pg.exec('CHECKPOINT');
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
