/**
 * npm run rollups:generate -w api — writes the rollup migration from
 * src/reports/rollups/definition.ts. Run it only for a migration not applied
 * anywhere yet; after a change to the definition, point ROLLUP_MIGRATION at a
 * new number first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { ROLLUP_MIGRATION, rollupMigration } from '../src/reports/rollups/sql';

const file = path.join(MIGRATIONS_DIR, ROLLUP_MIGRATION);
fs.writeFileSync(file, rollupMigration());
console.log(`wrote ${file}`);
