import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

export interface BenchDatabase {
  db: Database;
  /** Drops the throwaway schema (PostgreSQL); nothing to do for in-memory PGlite. */
  cleanup: () => Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database for a benchmark script: a throwaway schema on
 * BENCH_DATABASE_URL's PostgreSQL when set, so runs never see each other's
 * rows, else PGlite in memory. `migrationsDir`: another set of migrations (a previous implementation).
 */
export async function openBenchDatabase(prefix: string, migrationsDir?: string): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL;
  let bench: BenchDatabase;
  if (url) {
    const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE SCHEMA ${schema}`);
    const db = await openPostgres({ connectionString: url, schema, max: 4 });
    bench = { db, cleanup: () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`) };
  } else {
    bench = { db: await openPglite(), cleanup: async () => {} };
  }
  await migrate(bench.db, migrationsDir);
  return bench;
}
