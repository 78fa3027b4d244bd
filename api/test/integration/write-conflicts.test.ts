import type { Database } from '../../src/db/database';
import { type NewReport, ReportWriter } from '../../src/reports/writer';
import { DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';

const REPORT: NewReport = {
  nickname: null,
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever'],
  illnessType: 'flu',
  severity: 'mild',
  latitude: null,
  longitude: null,
  city: 'Mumbai',
  state: 'Maharashtra',
};

describe.each(DRIVERS)('concurrent report writes on %s', (driver) => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(driver);
  });
  afterAll(async () => fresh.dispose());

  it('every aggregate upsert of an insert trigger takes its rows in one order, so two batches wait instead of deadlocking', async () => {
    const { rows } = await fresh.db.query<{ name: string; def: string }>(
      `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE t.tgrelid = 'symptom_reports'::regclass AND NOT t.tgisinternal AND (t.tgtype & 4) <> 0`,
    );
    const upserts = rows.flatMap(({ name, def }) =>
      def
        .split(';')
        .filter((statement) => /ON\s+CONFLICT[\s\S]*DO\s+UPDATE/i.test(statement))
        .map((statement) => ({ name, ordered: /ORDER\s+BY/i.test(statement) })),
    );
    expect(upserts.length).toBeGreaterThanOrEqual(8);
    expect(upserts.filter((u) => !u.ordered)).toEqual([]);
  });
});

const onPostgres = DRIVERS.includes('postgres') ? describe : describe.skip;

onPostgres('a write transaction that loses a deadlock on PostgreSQL', () => {
  let fresh: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    db = fresh.db;
  });
  afterAll(async () => fresh.dispose());

  it('is run again, and the report is stored once under its key', async () => {
    // The writer waits 5 s before looking for a deadlock and X 30 s: however late X closes the cycle (within
    // 5 s), the writer's own check finds it, so PostgreSQL aborts the writer's transaction, not X's.
    const patient: Database = {
      driver: db.driver,
      query: <Row>(sql: string, params?: readonly unknown[]) => db.query<Row>(sql, params),
      exec: (sql) => db.exec(sql),
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      close: () => db.close(),
      transaction: (fn) =>
        db.transaction(async (tx) => {
          await tx.query(`SET LOCAL deadlock_timeout = '5s'`);
          return fn(tx);
        }),
    };
    const writer = new ReportWriter(patient);
    await writer.write(REPORT);
    const key = 'deadlock-retry';
    let pending: Promise<{ created: boolean } | Error> | undefined;
    // Another transaction (X) holds the aggregate row the writer's trigger must update, then claims
    // the writer's Idempotency-Key: a real cycle.
    const rolledBack = new Error('X rolls back');
    await expect(
      db.transaction(async (x) => {
        const { rows } = await x.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await x.query(`SET LOCAL deadlock_timeout = '30s'`);
        await x.query(`SELECT 1 FROM analytics_place_daily WHERE place = 'ALL' FOR UPDATE`);
        pending = writer.write(REPORT, key).catch((err: Error) => err);
        for (let waited = 0; ; waited += 20) {
          const blocked = await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
            [rows[0]!.pid],
          );
          if (blocked.rows[0]!.n > 0) break;
          if (waited > 10_000) throw new Error('the writer never waited for X');
          await new Promise((r) => setTimeout(r, 20));
        }
        await x.query('INSERT INTO report_idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    const outcome = await pending!;
    expect(outcome).not.toBeInstanceOf(Error);
    expect(outcome).toMatchObject({ created: true });
    expect(writer.attempts - writer.commits).toBe(1);
    const stored = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM report_idempotency_keys k JOIN symptom_reports r ON r.id = k.report_id WHERE k.key = $1',
      [key],
    );
    expect(stored.rows[0]!.n).toBe(1);
    const places = await db.query<{ count: number }>(
      `SELECT count FROM analytics_place_daily WHERE place = 'ALL' AND illness_type = 'flu'`,
    );
    expect(places.rows.map((r) => r.count)).toEqual([2]);
  });
});
