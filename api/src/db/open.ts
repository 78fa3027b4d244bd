import path from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir?: string;
}

/** DATABASE_URL → PostgreSQL pool; otherwise embedded PGlite in dataDir. */
export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl });
  return openPglite({ dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined });
}
