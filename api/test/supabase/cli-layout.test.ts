import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/migrate';

// The Supabase CLI reads supabase/migrations/*.sql whose names match this
// pattern (supabase/cli, pkg/migration/list.go) and uses the digits as the
// version, in directory order.
const CLI_MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;
const SUPABASE_MIGRATIONS = path.resolve(__dirname, '../../../supabase/migrations');

describe('supabase/migrations for the Supabase CLI', () => {
  it('is the API migrations folder itself, not a copy', () => {
    expect(fs.lstatSync(SUPABASE_MIGRATIONS).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(SUPABASE_MIGRATIONS)).toBe(fs.realpathSync(MIGRATIONS_DIR));
  });

  it('holds only files the CLI applies, with unique versions in the order the API applies them', () => {
    const files = fs
      .readdirSync(SUPABASE_MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    const versions = files.map((f) => CLI_MIGRATION_FILE.exec(f)?.[1]);
    expect(versions).not.toContain(undefined);
    expect(new Set(versions).size).toBe(files.length);
    const numeric = [...versions].sort((a, b) => Number(a) - Number(b));
    expect(versions).toEqual(numeric);
  });
});
