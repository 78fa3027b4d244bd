import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { openReadReplica, type ReadReplica } from '../../src/db/read-replica';
import { withClient } from '../helpers/databases';

const SERVER = process.env.TEST_DATABASE_URL;
/** UTC+14: the zone furthest ahead, where the local date is not the UTC date for 14 hours of every day. */
const FAR_ZONE = 'Pacific/Kiritimati';

/**
 * A PostgreSQL whose default zone is local time: the API's connections still run in UTC, so a day in any of its
 * queries (current_date, a date cast, a day's truncation) is the UTC day its rollups, map and open data use.
 */
(SERVER ? describe : describe.skip)('the API’s connections on a server in local time', () => {
  const name = `hw_tz_${randomBytes(5).toString('hex')}`;
  let url = '';
  let db: Database;
  let replica: ReadReplica;

  const admin = <T>(fn: (c: pg.Client) => Promise<T>) => withClient(SERVER!, fn);

  beforeAll(async () => {
    await admin(async (c) => {
      await c.query(`CREATE DATABASE ${name}`);
      await c.query(`ALTER DATABASE ${name} SET TimeZone = '${FAR_ZONE}'`);
    });
    const u = new URL(SERVER!);
    u.pathname = `/${name}`;
    url = u.toString();
    db = await openPostgres({ connectionString: url, max: 2 });
    replica = await openReadReplica(db, { connectionString: url, maxLagMs: 1000, max: 1 });
  });

  afterAll(async () => {
    await replica?.close();
    await db?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('a plain connection gets the server’s zone', async () => {
    const { rows } = await withClient(url, (c) => c.query<{ TimeZone: string }>('SHOW TimeZone'));
    expect(rows[0]!.TimeZone).toBe(FAR_ZONE);
  });

  it('the primary’s pool and the read replica’s run in UTC, so their date is the UTC date', async () => {
    for (const q of [db, replica.reads]) {
      const { rows } = await q.query<{ zone: string; utcToday: boolean }>(
        `SELECT current_setting('TimeZone') AS zone, current_date = (now() AT TIME ZONE 'UTC')::date AS "utcToday"`,
      );
      expect(rows[0]).toEqual({ zone: 'UTC', utcToday: true });
    }
  });
});
