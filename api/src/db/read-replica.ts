import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';
import { sessionOptions } from './postgres';

export type ReplicaStatus = 'ok' | 'lagging' | 'down';

export interface ReplicaState {
  status: ReplicaStatus;
  /** How far the replica's replay is behind (ms) at the last probe; null when it did not answer. */
  lagMs: number | null;
}

export interface ReadReplicaOptions {
  /** The streaming replica (DATABASE_READ_URL). */
  connectionString: string;
  /** Reads go to the primary while the replica is further behind than this (READ_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often the replica's lag is measured. */
  probeMs?: number;
  /** Pool size; defaults to 10. */
  max?: number;
  /** search_path of every connection (tests use a schema each). */
  schema?: string;
}

export interface ReadReplica {
  /** Read-only queries: on the replica while it is up and close enough, else on the primary. */
  reads: Queryable;
  state(): ReplicaState;
  close(): Promise<void>;
}

/**
 * Caught up (everything received is replayed) reads as no lag: the last replayed commit's age alone would grow
 * while the primary is idle, though nothing is missing.
 */
const LAG_SQL = `SELECT CASE
  WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
  ELSE COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000, 0)
END::float8 AS lag_ms`;

/**
 * A streaming replica beside the primary for the routes that only read. Its lag is probed every second; while
 * it is down or behind by more than `maxLagMs`, reads go to the primary, and a read the replica fails (it went
 * away mid-query) is answered by the primary at once, so losing the replica costs speed, never an answer.
 * Routes where a visitor reads their own write (the map's copy of the aggregates, the report feed) keep reading
 * the primary; the others may show a write up to `maxLagMs` late.
 */
export async function openReadReplica(primary: Queryable, options: ReadReplicaOptions): Promise<ReadReplica> {
  const config: pg.PoolConfig = {
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // A replica that stopped answering must not hold a read for long before the primary takes it.
    connectionTimeoutMillis: 2000,
    options: sessionOptions(options.schema),
  };
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  let state: ReplicaState = { status: 'down', lagMs: null };
  const probe = async () => {
    try {
      const { rows } = await pool.query<{ lag_ms: number }>(LAG_SQL);
      const lagMs = Math.round(rows[0]?.lag_ms ?? 0);
      state = { status: lagMs > options.maxLagMs ? 'lagging' : 'ok', lagMs };
    } catch {
      state = { status: 'down', lagMs: null };
    }
  };
  await probe();
  const timer = setInterval(() => void probe(), options.probeMs ?? 1000);
  timer.unref();

  const reads: Queryable = {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      if (state.status !== 'ok') return primary.query<Row>(sql, params);
      try {
        const result = await pool.query(sql, params as unknown[] | undefined);
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
      } catch (err) {
        // A statement error is the query's own and would fail on the primary too; a lost connection is not.
        if (err instanceof Error && 'severity' in err && !isConnectionLoss(err)) throw err;
        state = { status: 'down', lagMs: null };
        return primary.query<Row>(sql, params);
      }
    },
    exec: (sql: string) => primary.exec(sql),
  };
  return {
    reads,
    state: () => state,
    close: async () => {
      clearInterval(timer);
      await pool.end().catch(() => undefined);
    },
  };
}

/** The server went away (shut down, crashed, recovery conflict): SQLSTATE classes 08 and 57, and 40001 on a standby. */
function isConnectionLoss(err: Error): boolean {
  const code = (err as { code?: string }).code ?? '';
  return code.startsWith('08') || code.startsWith('57') || code === '40001';
}

/**
 * The database as a read-only feature sees it: its queries on `reads` (the replica while it is fit), and
 * transactions, LISTEN and scripts on the primary, so a feature that also writes (a pre-fit, a memo's
 * notification) stays correct without knowing a replica exists. Closing is the server's, not the feature's.
 */
export function readingFrom(primary: Database, reads: Queryable): Database {
  return {
    driver: primary.driver,
    query: (sql, params) => reads.query(sql, params),
    exec: (sql) => primary.exec(sql),
    transaction: (fn) => primary.transaction(fn),
    listen: (channel, onNotify) => primary.listen(channel, onNotify),
    close: async () => undefined,
  };
}
