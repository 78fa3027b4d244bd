import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { ROLLUPS } from './definition';
import {
  RETAINED_REBUILD_MIGRATION,
  ROLLUP_MIGRATION,
  retainedRebuildMigration,
  rollupMigration,
  subtractSql,
  timeKey,
  upsertSql,
} from './sql';

describe('the rollup migration', () => {
  it('is what the definition generates (npm run rollups:generate -w api)', () => {
    expect(fs.readFileSync(path.join(MIGRATIONS_DIR, ROLLUP_MIGRATION), 'utf8')).toBe(rollupMigration());
    expect(fs.readFileSync(path.join(MIGRATIONS_DIR, RETAINED_REBUILD_MIGRATION), 'utf8')).toBe(
      retainedRebuildMigration(),
    );
  });

  it('rebuilds each rollup only from the first day still held raw (retention, 1420)', () => {
    const sql = retainedRebuildMigration();
    expect(ROLLUPS.map(timeKey)).toEqual(ROLLUPS.map((r) => (r.table === 'analytics_place_monthly' ? 'month' : 'day')));
    for (const r of ROLLUPS) {
      expect(sql).toContain(`DELETE FROM ${r.table} WHERE held_from IS NULL OR ${timeKey(r)} >= held_from;`);
      expect(sql).not.toContain(`DELETE FROM ${r.table};`);
    }
    expect(sql.match(/FROM \(SELECT \* FROM symptom_reports WHERE created_at >= since\) r/g)).toHaveLength(
      ROLLUPS.length,
    );
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
