import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';

export type DriverName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI starts one). */
export const DRIVERS: DriverName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
}

export interface FreshDatabaseOptions {
  migrate?: boolean;
  /**
   * Let inserts keep the created_at they supply: switches off the trigger
   * that stamps every report with the time it was stored (migration 0450),
   * as only the table's owner can. For tests that seed past days.
   */
  backdatedSeeds?: boolean;
}

/** Switches off the created_at stamp (migration 0450) so seeded history keeps its dates. */
export async function allowBackdatedSeeds(db: Database): Promise<void> {
  await db.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
}

/**
 * A seeded report's time d days ago (d an SQL expression in the seed's query): a minute before now, but never before
 * today's UTC midnight, so a test that runs in a day's first minute still puts day 0's reports in today.
 */
export const seededDaysAgo = (d: string): string =>
  `greatest(now() - interval '1 minute', date_trunc('day', now(), 'UTC')) - make_interval(days => ${d})`;

/** One plain connection to `connectionString` for `fn`, closed after it whatever `fn` does. */
export async function withClient<T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A fresh, migrated database: PGlite in memory, or a new schema on
 * TEST_DATABASE_URL (dropped on dispose) so parallel runs never meet.
 */
export async function freshDatabase(driver: DriverName, options: FreshDatabaseOptions = {}): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const db = await openPglite();
    if (options.migrate !== false) await migrate(db);
    if (options.backdatedSeeds) await allowBackdatedSeeds(db);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `hw_test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
  const db = await openPostgres({ connectionString: url, schema, max: 8 });
  if (options.migrate !== false) await migrate(db);
  if (options.backdatedSeeds) await allowBackdatedSeeds(db);
  return {
    db,
    async dispose() {
      await db.close();
      await withClient(url, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}
