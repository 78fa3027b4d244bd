import type pg from 'pg';
import {
  BROWSER_READABLE_REPORT_COLUMNS,
  BROWSER_READABLE_TABLES as READABLE,
  type MigratedSupabaseProject,
  migratedSupabaseProject,
} from './supabase-database';

/**
 * An older Supabase project grants the API roles everything created in the
 * schema by default: after the migrations they may still read only the
 * tables the browser needs.
 */
describe('read grants on an older Supabase project (default privileges grant ALL)', () => {
  let project: MigratedSupabaseProject;
  let client: pg.Client;

  beforeAll(async () => {
    project = await migratedSupabaseProject({ olderProject: true });
    client = project.client;
  }, 120000);

  afterAll(async () => {
    await project?.dispose();
  }, 60000);

  for (const role of ['anon', 'authenticated']) {
    it(`${role} may select from exactly ${READABLE.join(', ')}`, async () => {
      const { rows } = await client.query<{ table_name: string }>(
        `SELECT c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'p')
           AND has_table_privilege($1, c.oid, 'SELECT') ORDER BY 1`,
        [role],
      );
      expect(rows.map((r) => r.table_name)).toEqual(READABLE);
    });

    it(`${role} may read of symptom_reports only the UTC day, the 3-decimal cell and what was reported (issue 34, finding 3)`, async () => {
      const { rows } = await client.query<{ column_name: string }>(
        `SELECT a.attname AS column_name FROM pg_attribute a
         WHERE a.attrelid = 'public.symptom_reports'::regclass AND a.attnum > 0 AND NOT a.attisdropped
           AND has_column_privilege($1, a.attrelid, a.attnum, 'SELECT') ORDER BY 1`,
        [role],
      );
      expect(rows.map((r) => r.column_name)).toEqual(BROWSER_READABLE_REPORT_COLUMNS);
      for (const column of ['pin_code', 'created_at', 'latitude', 'city', 'state', 'nickname', '*']) {
        await client.query('BEGIN');
        try {
          await client.query(`SET LOCAL ROLE ${role}`);
          await expect(client.query(`SELECT ${column} FROM symptom_reports LIMIT 1`)).rejects.toMatchObject({
            code: '42501',
          });
        } finally {
          await client.query('ROLLBACK');
        }
      }
    });

    it(`${role} is refused schema_migrations, analytics_place_* and report_map_daily`, async () => {
      for (const table of [
        'schema_migrations',
        'analytics_place_daily',
        'analytics_place_monthly',
        'report_map_daily',
      ]) {
        await client.query('BEGIN');
        try {
          await client.query(`SET LOCAL ROLE ${role}`);
          await expect(client.query(`SELECT * FROM ${table} LIMIT 1`)).rejects.toMatchObject({ code: '42501' });
        } finally {
          await client.query('ROLLBACK');
        }
      }
    });
  }
});
