import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; defaults to 10. */
  max?: number;
  /** search_path to set on every connection (tests use a fresh schema each). */
  schema?: string;
}

/** PostgreSQL through a `pg` pool, plus one dedicated client for LISTEN. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const searchPath = options.schema ? `-c search_path=${options.schema},public` : undefined;
  const config: pg.PoolConfig = { connectionString: options.connectionString, max: options.max ?? 10 };
  if (searchPath) config.options = searchPath;
  const pool = new pg.Pool(config);
  // Idle clients can fail when the server restarts; the pool replaces them.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const clientConfig: pg.ClientConfig = { connectionString: options.connectionString };
    if (searchPath) clientConfig.options = searchPath;
    const client = new pg.Client(clientConfig);
    client.on('error', () => undefined);
    client.on('notification', (msg) => {
      const set = handlers.get(msg.channel);
      if (set) for (const h of set) h(msg.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }

  const asQueryable = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async exec(sql: string) {
      await c.query(sql);
    },
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const res = await c.query(sql, params ? [...params] : undefined);
      return { rows: res.rows as Row[], rowCount: res.rowCount ?? res.rows.length };
    },
  });

  const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

  return {
    driver: 'postgres',
    query: asQueryable(pool).query,
    exec: asQueryable(pool).exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onNotify);
      return async () => {
        const s = handlers.get(channel);
        if (!s) return;
        s.delete(onNotify);
        if (s.size === 0) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      if (listener) await listener.end().catch(() => undefined);
      listener = undefined;
      await pool.end();
    },
  };
}
