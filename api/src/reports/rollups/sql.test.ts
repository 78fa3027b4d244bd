import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { ROLLUPS } from './definition';
import { ROLLUP_MIGRATION, rollupMigration, subtractSql, upsertSql } from './sql';

describe('the rollup migration', () => {
  it('is what the definition generates (npm run rollups:generate -w api)', () => {
    expect(fs.readFileSync(path.join(MIGRATIONS_DIR, ROLLUP_MIGRATION), 'utf8')).toBe(rollupMigration());
  });

  it('keeps each rollup with one grouped upsert and one subtraction, locking rows in key order', () => {
    for (const r of ROLLUPS) {
      const keys = r.keys.map((k) => k.column).join(', ');
      expect(upsertSql(r)).toContain(`ON CONFLICT (${keys}) DO UPDATE`);
      expect(upsertSql(r)).toMatch(/GROUP BY [\d, ]+\n\s+ORDER BY [\d, ]+\n/);
      expect(subtractSql(r)).toContain(`UPDATE ${r.table} a SET count = a.count - d.count`);
    }
  });
});
