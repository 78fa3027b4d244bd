import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { loadGazetteer } from '../../src/geocode/gazetteer';
import { loadPostalPlaces } from '../../src/geocode/postal-places';
import { withClient } from '../helpers/databases';
import { FIXTURE_GEODATA_DIR } from '../helpers/test-app';
import { startThrowawayCluster, type ThrowawayCluster } from './throwaway-postgres';

export const SUPABASE_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** Every table the public roles may read whole (SELECT only, in name order); anything else is closed to them. */
export const BROWSER_READABLE_TABLES = ['health_tip_translations', 'health_tips', 'report_daily_counts'];

/** The columns of symptom_reports the public roles may read (migration 1122, issue 34): the UTC day and the 3-decimal cell. */
export const BROWSER_READABLE_REPORT_COLUMNS = [
  'cell_latitude',
  'cell_longitude',
  'country',
  'id',
  'illness_type',
  'report_day',
  'severity',
  'symptoms',
];

export interface SupabaseLikeDatabase {
  /** Superuser connection to the fresh database. */
  url: string;
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database shaped like a new Supabase project where it matters to
 * our migrations: the roles `anon`, `authenticated` and `service_role`
 * (NOLOGIN, as on Supabase, where PostgREST switches to them with SET ROLE)
 * and an empty `supabase_realtime` publication. On TEST_DATABASE_URL (CI) the
 * roles are created once and left in place, because other test runs may be
 * granting to them at the same moment; without it a throwaway cluster is
 * started and removed.
 */
export async function createSupabaseLikeDatabase(
  options: { olderProject?: boolean } = {},
): Promise<SupabaseLikeDatabase> {
  const configuredUrl = process.env.TEST_DATABASE_URL;
  const cluster: ThrowawayCluster | null = configuredUrl === undefined ? await startThrowawayCluster() : null;
  const serverUrl = configuredUrl ?? cluster!.url;
  const name = `hw_supabase_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (admin) => {
    for (const role of SUPABASE_ROLES) {
      // Two runs may race to create a role; the loser's duplicate_object error is harmless.
      await admin.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = withDatabase(serverUrl, name);
  await withClient(url, async (db) => {
    await db.query('CREATE PUBLICATION supabase_realtime');
    // Older Supabase projects grant the API roles everything on tables, sequences and functions created later.
    if (options.olderProject) {
      for (const kind of ['TABLES', 'SEQUENCES', 'FUNCTIONS'])
        await db.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON ${kind} TO anon, authenticated`);
    }
  });
  return {
    url,
    async dispose() {
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      cluster?.stop();
    },
  };
}

export interface MigratedSupabaseProject {
  database: SupabaseLikeDatabase;
  /** Superuser connection; `asRole` switches role inside one transaction on it. */
  client: pg.Client;
  /**
   * Runs fn as role inside one transaction, as PostgREST runs one request: rolled back afterwards,
   * or committed (when fn succeeds) with `commit`, so the change is visible to later checks.
   */
  asRole<T>(role: string, fn: () => Promise<T>, options?: { commit?: boolean }): Promise<T>;
  dispose(): Promise<void>;
}

/** A Supabase-like database with the API's migrations applied (and the postal table filled, if asked). */
export async function migratedSupabaseProject(
  options: { olderProject?: boolean; postalPlaces?: boolean } = {},
): Promise<MigratedSupabaseProject> {
  const database = await createSupabaseLikeDatabase({ olderProject: options.olderProject ?? false });
  const db = await openPostgres({ connectionString: database.url, max: 2 });
  try {
    await migrate(db);
    if (options.postalPlaces) await loadPostalPlaces(db, (await loadGazetteer(FIXTURE_GEODATA_DIR)).indexes);
  } finally {
    await db.close();
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    database,
    client,
    async asRole(role, fn, { commit = false } = {}) {
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL ROLE ${role}`);
        const result = await fn();
        await client.query(commit ? 'COMMIT' : 'ROLLBACK');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    async dispose() {
      await client.end();
      await database.dispose();
    },
  };
}
