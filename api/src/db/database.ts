/**
 * The one small database interface the API codes against. Two drivers
 * implement it with identical SQL: PGlite (embedded) and a `pg` pool
 * (DATABASE_URL). Always use $1-style parameters, never string building.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls onNotify for every NOTIFY on channel; returns the unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  readonly driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}
