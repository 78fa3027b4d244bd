import type pg from 'pg';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { type MigratedSupabaseProject, migratedSupabaseProject } from './supabase-database';

/**
 * The API's migrations applied to a real PostgreSQL shaped like a new
 * Supabase project, then used the way PostgREST uses it: SET ROLE anon (or
 * authenticated) inside a transaction.
 */
describe('migrations on a Supabase-like PostgreSQL', () => {
  let project: MigratedSupabaseProject;
  let client: pg.Client;

  beforeAll(async () => {
    project = await migratedSupabaseProject({ postalPlaces: true });
    client = project.client;
  }, 120000);

  afterAll(async () => {
    await project?.dispose();
  }, 60000);

  /** Runs fn as role inside a transaction that is rolled back, as PostgREST runs one request. */
  const asRole = <T>(role: string, fn: () => Promise<T>) => project.asRole(role, fn);
  /** Like asRole, but commits, so the change is visible to later checks. */
  const committedAs = <T>(role: string, fn: () => Promise<T>) => project.asRole(role, fn, { commit: true });

  /** What the browser does in Supabase mode: the RPC submit_report (docs in supabase/README.md). */
  const submitReport = (illness = 'flu') =>
    client.query<{ id: string }>(
      `SELECT id::text AS id FROM submit_report('IN', '400001', ARRAY['Fever','Cough'], $1, 'mild', 'migrations-test-browser-key')`,
      [illness],
    );

  const insertReport = () =>
    client.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state)
       VALUES ('IN', '400001', ARRAY['Fever','Cough'], 'flu', 'mild', 18.94, 72.83, 'Mumbai', 'Maharashtra')`,
    );

  /** Whether a statement was refused, with its SQLSTATE. */
  async function refused(fn: () => Promise<unknown>): Promise<string | null> {
    try {
      await fn();
      return null;
    } catch (err) {
      return (err as { code?: string }).code ?? 'error';
    }
  }

  for (const role of ['anon', 'authenticated']) {
    describe(`as ${role}`, () => {
      it('submits a report and reads it back; the map aggregates follow', async () => {
        const id = await committedAs(role, async () => (await submitReport()).rows[0]!.id);
        const read = await asRole(role, () =>
          client.query(
            `SELECT id::text, cell_latitude, cell_longitude, report_day = (now() AT TIME ZONE 'UTC')::date AS today, illness_type FROM symptom_reports WHERE id = $1`,
            [id],
          ),
        );
        expect(read.rows).toEqual([
          { id, cell_latitude: 18.935, cell_longitude: 72.835, today: true, illness_type: 'flu' },
        ]);
        const counts = await asRole(role, () =>
          client.query<{ count: string }>(
            `SELECT sum(count)::text AS count FROM report_daily_counts WHERE day = (now() AT TIME ZONE 'UTC')::date AND country = 'IN' AND illness_type = 'flu'`,
          ),
        );
        expect(Number(counts.rows[0]?.count)).toBeGreaterThanOrEqual(1);
      });

      it('cannot update or delete a report: the row stays as it was', async () => {
        const id = await committedAs(role, async () => (await submitReport('dengue')).rows[0]!.id);
        const update = await refused(() =>
          asRole(role, () => client.query(`UPDATE symptom_reports SET illness_type = 'covid' WHERE id = $1`, [id])),
        );
        const del = await refused(() =>
          asRole(role, () => client.query('DELETE FROM symptom_reports WHERE id = $1', [id])),
        );
        expect(update).toBe('42501');
        expect(del).toBe('42501');
        const after = await client.query('SELECT illness_type FROM symptom_reports WHERE id = $1', [id]);
        expect(after.rows).toEqual([{ illness_type: 'dengue' }]);
      });

      it('refuses an invalid illness type, and any direct insert', async () => {
        expect(await refused(() => asRole(role, () => submitReport('plague')))).toBe('PT400');
        expect(await refused(() => asRole(role, () => insertReport()))).toBe('42501');
      });

      it('cannot write the aggregate tables directly', async () => {
        const code = await refused(() =>
          asRole(role, () =>
            client.query(
              `INSERT INTO report_daily_counts (day, country, illness_type, severity, count) VALUES ((now() AT TIME ZONE 'UTC')::date, 'IN', 'flu', 'mild', 1000)`,
            ),
          ),
        );
        expect(code).toBe('42501');
        expect(await refused(() => asRole(role, () => client.query('DELETE FROM report_daily_counts')))).toBe('42501');
      });

      it('calls the tip function and reads tips by overlap', async () => {
        const tip = await asRole(role, () =>
          client.query<{ content: string }>(
            'SELECT content FROM get_health_tip_by_symptoms_and_location($1::text[], $2)',
            [['Fever', 'Chills', 'Sweating'], '400001'],
          ),
        );
        expect(tip.rows).toHaveLength(1);
        expect(tip.rows[0]!.content).toMatch(/malaria/i);
        const overlap = await asRole(role, () =>
          client.query(`SELECT content FROM health_tips WHERE symptoms && ARRAY['Cough']::text[] LIMIT 1`),
        );
        expect(overlap.rows).toHaveLength(1);
      });

      it("reads a tip's translation (as the browser does for a Hindi or Spanish visitor), and cannot write one", async () => {
        const hindi = await asRole(role, () =>
          client.query<{ content: string }>(
            `SELECT tr.content FROM get_health_tip_by_symptoms_and_location($1::text[], $2) t
               JOIN health_tip_translations tr ON tr.tip_id = t.id AND tr.locale = 'hi'`,
            [['Fever', 'Chills', 'Sweating'], '400001'],
          ),
        );
        expect(hindi.rows[0]?.content).toMatch(/मलेरिया/);
        const code = await refused(() =>
          asRole(role, () => client.query(`UPDATE health_tip_translations SET content = 'changed'`)),
        );
        expect(code).toBe('42501');
      });

      it('sees no emergency alerts and no settings', async () => {
        expect(await refused(() => asRole(role, () => client.query('SELECT * FROM emergency_alerts')))).toBe('42501');
        expect(await refused(() => asRole(role, () => client.query('SELECT * FROM phone_ai_settings')))).toBe('42501');
      });
    });
  }

  it('publishes symptom_reports on supabase_realtime', async () => {
    const res = await client.query(
      `SELECT schemaname, tablename FROM pg_publication_tables WHERE pubname = 'supabase_realtime'`,
    );
    expect(res.rows).toContainEqual({ schemaname: 'public', tablename: 'symptom_reports' });
  });

  it('runs the report triggers with their owner rights, so inserts by the public roles keep the aggregates right', async () => {
    const res = await client.query<{ proname: string; prosecdef: boolean }>(
      `SELECT DISTINCT p.proname, p.prosecdef FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE t.tgrelid = 'symptom_reports'::regclass AND NOT t.tgisinternal ORDER BY 1`,
    );
    expect(res.rows.length).toBeGreaterThan(0);
    for (const row of res.rows) expect(row).toEqual({ proname: row.proname, prosecdef: true });
  });

  it('can be applied again (the API re-runs them against a project the Supabase CLI set up)', async () => {
    const db = await openPostgres({ connectionString: project.database.url, max: 1 });
    try {
      await db.query('DELETE FROM schema_migrations');
      await expect(migrate(db)).resolves.toMatchObject({ skipped: 0 });
    } finally {
      await db.close();
    }
    expect(await refused(() => committedAs('anon', () => submitReport()))).toBeNull();
    expect(await refused(() => committedAs('anon', () => insertReport()))).toBe('42501');
  });
});
