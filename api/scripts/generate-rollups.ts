/**
 * npm run rollups:generate -w api — writes the rollup migration from
 * src/reports/rollups/definition.ts. Run it only for a migration not applied
 * anywhere yet; after a change to the definition, point ROLLUP_MIGRATION at a
 * new number first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import {
  RETAINED_REBUILD_MIGRATION,
  ROLLUP_MIGRATION,
  retainedRebuildMigration,
  rollupMigration,
} from '../src/reports/rollups/sql';

for (const [name, text] of [
  [ROLLUP_MIGRATION, rollupMigration()],
  [RETAINED_REBUILD_MIGRATION, retainedRebuildMigration()],
] as const) {
  const file = path.join(MIGRATIONS_DIR, name);
  fs.writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
