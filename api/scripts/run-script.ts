// What the API's command-line scripts share around their own work: the database `npm start` uses (DATABASE_URL or
// HEALTHWATCH_DATA_DIR), migrated and closed however the work ends, and the work's number as the exit code.
import type { ServerConfig } from '../src/config/env';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';

/** Runs work on the configured database, migrated first; the database is closed however the work ends. */
export async function withMigratedDatabase<T>(config: ServerConfig, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Exits with main's code, or with 1 and the error's message alone (no stack: the reader is an operator). */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
