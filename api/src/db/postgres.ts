import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; defaults to 10. */
  max?: number;
  /** search_path to set on every connection (tests use a fresh schema each). */
  schema?: string;
}

/**
 * Settings for every connection the API opens. Its days are UTC days (the rollups', the map's, open data's): a
 * server whose default zone is local time (Asia/Kolkata, say) would otherwise make `current_date`, a date cast or a
 * day's truncation in any query mean a different day, for some hours of every day. PGlite is UTC already.
 */
export const sessionOptions = (schema?: string): string =>
  `-c TimeZone=UTC${schema ? ` -c search_path=${schema},public` : ''}`;

/** PostgreSQL through a `pg` pool, plus one dedicated client for LISTEN. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const config: pg.PoolConfig = {
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: sessionOptions(options.schema),
  };
  const pool = new pg.Pool(config);
  // Idle clients can fail when the server restarts; the pool replaces them.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function connectListener(): Promise<pg.Client> {
    const clientConfig: pg.ClientConfig = {
      connectionString: options.connectionString,
      application_name: `healthwatch-listen:${options.schema ?? 'public'}`,
      options: sessionOptions(options.schema),
    };
    const client = new pg.Client(clientConfig);
    client.on('notification', (msg) => {
      const set = handlers.get(msg.channel);
      if (set) for (const h of set) h(msg.payload ?? '');
    });
    // A lost LISTEN connection (server restart, network) is re-established
    // and re-subscribed; notifications sent meanwhile are missed, which
    // stream clients cover by resuming with Last-Event-ID.
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return client;
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer || handlers.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listenerClient().catch(() => scheduleReconnect());
    }, 1000);
    reconnectTimer.unref();
  }

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    connecting ??= connectListener().then(
      (c) => {
        listener = c;
        connecting = undefined;
        return c;
      },
      (err: unknown) => {
        connecting = undefined;
        throw err;
      },
    );
    return connecting;
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
      let set = handlers.get(channel);
      const fresh = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onNotify);
      const client = await listenerClient();
      if (fresh) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        const s = handlers.get(channel);
        if (!s) return;
        s.delete(onNotify);
        if (s.size === 0) {
          handlers.delete(channel);
          if (listener) await listener.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const l = listener;
      listener = undefined;
      if (l) await l.end().catch(() => undefined);
      await pool.end();
    },
  };
}
