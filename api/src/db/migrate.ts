import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

export interface MigrationResult {
  applied: string[];
  skipped: number;
}

/**
 * Applies api/migrations/*.sql in lexical order, each in its own transaction,
 * recording the file name in schema_migrations. Safe to re-run: recorded files
 * are skipped. An advisory lock keeps two API processes starting together on
 * one PostgreSQL from racing.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<MigrationResult> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  let skipped = 0;
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7240531)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (seen.rowCount > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
    else skipped++;
  }
  return { applied, skipped };
}
