import type { Database } from '../db/database';
import { DRIVERS, freshDatabase, type TestDatabase } from '../../test/helpers/databases';
import { snapshot } from '../../test/helpers/rollup-snapshot';
import { type NewReport, ReportWriter, unstorableField } from './writer';

const report = (nickname: string | null): NewReport => ({
  nickname,
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever'],
  illnessType: 'flu',
  severity: 'mild',
  latitude: 18.94,
  longitude: 72.83,
  city: 'Mumbai',
  state: 'Maharashtra',
});

describe.each(DRIVERS)('ReportWriter on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('isolates one row the database refuses without writing the rest of its batch one by one', async () => {
    const writer = new ReportWriter(t.db, { concurrency: 1 });
    // The first write runs alone; the next 64 queue behind it and form one batch.
    const good = Array.from({ length: 65 }, (_, i) => (i === 40 ? null : writer.write(report(`g${i}`))));
    // A nickname longer than the column allows: refused by the database, not by the writer.
    const bad = writer.write(report('x'.repeat(41)));
    const results = await Promise.allSettled([...good.filter((p) => p !== null), bad]);
    expect(results.slice(0, -1).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results.at(-1)!.status).toBe('rejected');
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM symptom_reports');
    expect(rows[0]!.n).toBe(64);
    // Row by row would be 1 + 1 + 65 transactions; halving needs 1 + 1 + 2·log2(65).
    expect(writer.attempts).toBeLessThanOrEqual(2 + 2 * Math.ceil(Math.log2(65)));
  });

  it('refuses text the database cannot store before it joins a batch', async () => {
    const writer = new ReportWriter(t.db, { concurrency: 1 });
    const results = await Promise.allSettled([
      writer.write(report('first')),
      ...Array.from({ length: 20 }, (_, i) => writer.write(report(i % 5 === 0 ? 'a\ud800' : `ok${i}`))),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(17);
    expect(writer.attempts).toBe(2);
  });
});

const ILLNESSES = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya', 'other', 'unknown'];
const PLACES = [
  { pinCode: '400001', latitude: 18.94, longitude: 72.83, city: 'Mumbai', state: 'Maharashtra' },
  { pinCode: '110001', latitude: 28.63, longitude: 77.22, city: 'New Delhi', state: 'Delhi' },
  { pinCode: '560001', latitude: 12.97, longitude: 77.59, city: 'Bengaluru', state: 'Karnataka' },
];
const varied = (i: number): NewReport => ({
  ...report(null),
  ...PLACES[i % PLACES.length]!,
  illnessType: ILLNESSES[i % ILLNESSES.length]!,
  symptoms: i % 2 ? ['Fever', 'Cough'] : ['Headache'],
});

const count = async (db: Database, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

/** The live rollups equal a rebuild from the stored reports (the rebuild rolled back, so nothing changes). */
async function expectRollupsToMatchRebuild(db: Database): Promise<void> {
  const live = await snapshot(db);
  const rebuilt = await db
    .transaction(async (tx) => {
      await tx.query('SELECT rebuild_report_aggregates()');
      throw Object.assign(new Error('roll back'), { rebuilt: await snapshot(tx) });
    })
    .catch((err: { rebuilt: Record<string, unknown[]> }) => err.rebuilt);
  expect(live).toEqual(rebuilt);
}

describe.each(DRIVERS)('ReportWriter folding the rollups on %s', (driver) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('stores a concurrent burst completely, then folds every report into the rollups exactly once', async () => {
    const writer = new ReportWriter(t.db, { foldDelayMs: 60_000 });
    const outcomes = await Promise.all(Array.from({ length: 240 }, (_, i) => writer.write(varied(i))));
    expect(new Set(outcomes.map((o) => o.row.id)).size).toBe(240);
    // Acknowledged: on disk, and listed for the fold in the same commit.
    expect(await count(t.db, 'symptom_reports')).toBe(240);
    expect(await count(t.db, 'report_rollup_pending')).toBe(240);
    expect(writer.pending).toBe(true);
    await writer.settle();
    expect(writer.pending).toBe(false);
    expect(await count(t.db, 'report_rollup_pending')).toBe(0);
    const daily = await t.db.query<{ n: number }>('SELECT sum(count)::int AS n FROM report_daily_counts');
    expect(daily.rows[0]!.n).toBe(240);
    await expectRollupsToMatchRebuild(t.db);
    // Far fewer folds than batches: the fold's fixed cost is shared.
    expect(writer.folds).toBe(1);
  });

  it('folds on its own shortly after a write', async () => {
    const writer = new ReportWriter(t.db, { foldDelayMs: 10 });
    await writer.write(varied(1));
    for (let waited = 0; writer.pending || (await count(t.db, 'report_rollup_pending')) > 0; waited += 10) {
      if (waited > 10_000) throw new Error('never folded');
      await new Promise((r) => setTimeout(r, 10));
    }
    await expectRollupsToMatchRebuild(t.db);
  });

  it('keeps a failing row from failing its neighbours, and folds only what was stored', async () => {
    const writer = new ReportWriter(t.db, { concurrency: 1, foldDelayMs: 60_000 });
    const results = await Promise.allSettled([
      ...Array.from({ length: 30 }, (_, i) => writer.write(varied(i))),
      writer.write({ ...report('x'.repeat(41)) }),
      ...Array.from({ length: 30 }, (_, i) => writer.write(varied(i + 30))),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[30]!.status).toBe('rejected');
    await writer.settle();
    expect(await count(t.db, 'symptom_reports')).toBe(60);
    await expectRollupsToMatchRebuild(t.db);
  });

  it('folds on stop (drain), and a crash before the fold loses nothing: the next writer folds it once', async () => {
    const stopping = new ReportWriter(t.db, { foldDelayMs: 60_000 });
    await Promise.all(Array.from({ length: 25 }, (_, i) => stopping.write(varied(i))));
    await stopping.drain();
    expect(await count(t.db, 'report_rollup_pending')).toBe(0);

    // A process that acknowledged reports and died before its fold: its writer is never asked again.
    const crashed = new ReportWriter(t.db, { foldDelayMs: 60_000 });
    await Promise.all(Array.from({ length: 25 }, (_, i) => crashed.write(varied(i + 25))));
    expect(await count(t.db, 'report_rollup_pending')).toBe(25);
    // The next process's start (reports feature: onReady settles) folds them.
    const next = new ReportWriter(t.db);
    await next.settle();
    expect(await count(t.db, 'report_rollup_pending')).toBe(0);
    const daily = await t.db.query<{ n: number }>('SELECT sum(count)::int AS n FROM report_daily_counts');
    expect(daily.rows[0]!.n).toBe(50);
    await expectRollupsToMatchRebuild(t.db);
  });

  it('subtracts a deleted report only if it was folded', async () => {
    const writer = new ReportWriter(t.db, { foldDelayMs: 60_000 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.write(varied(i))));
    await writer.settle();
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.write(varied(i + 10))));
    // Half of the deleted reports were folded, half are still pending.
    await t.db.query('DELETE FROM symptom_reports WHERE id % 2 = 0');
    await writer.settle();
    expect(await count(t.db, 'report_rollup_pending')).toBe(0);
    await expectRollupsToMatchRebuild(t.db);
  });
});

describe('unstorableField', () => {
  it('names a field holding NUL or half a surrogate pair, and passes whole pairs', () => {
    expect(unstorableField(report('a\ud800'))).toBe('nickname');
    expect(unstorableField(report('\udc00b'))).toBe('nickname');
    expect(unstorableField({ ...report(null), city: 'x\u0000' })).toBe('city');
    expect(unstorableField(report('Asha 😀'))).toBeNull();
  });
});

const onPostgres = DRIVERS.includes('postgres') ? describe : describe.skip;

onPostgres('a fold that loses a deadlock on PostgreSQL', () => {
  let fresh: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    db = fresh.db;
  });
  afterAll(async () => fresh.dispose());

  it('is run again, and the report is stored once under its key and counted once', async () => {
    // The fold waits 5 s before looking for a deadlock and X 30 s: however late X closes the cycle (within
    // 5 s), the fold's own check finds it, so PostgreSQL aborts the fold's transaction, not X's.
    let foldRuns = 0;
    const patient: Database = {
      driver: db.driver,
      query: <Row>(sql: string, params?: readonly unknown[]) => {
        if (!sql.includes('fold_report_rollups')) return db.query<Row>(sql, params);
        foldRuns++;
        return db.transaction(async (tx) => {
          await tx.query(`SET LOCAL deadlock_timeout = '5s'`);
          return tx.query<Row>(sql, params);
        });
      },
      exec: (sql) => db.exec(sql),
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      close: () => db.close(),
      transaction: (fn) => db.transaction(fn),
    };
    const writer = new ReportWriter(patient, { foldDelayMs: 60_000 });
    await writer.write(report(null));
    await writer.settle();
    const key = 'deadlock-retry';
    const outcome = await writer.write(report(null), key);
    expect(outcome).toMatchObject({ created: true });
    let folded: Promise<unknown> | undefined;
    // Another transaction (X) holds the aggregate row the fold must update after report_daily_counts,
    // then updates report_daily_counts' row the fold holds: a real cycle.
    const rolledBack = new Error('X rolls back');
    await expect(
      db.transaction(async (x) => {
        const { rows } = await x.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await x.query(`SET LOCAL deadlock_timeout = '30s'`);
        await x.query(`SELECT 1 FROM analytics_place_daily WHERE place = 'ALL' FOR UPDATE`);
        folded = writer.settle().catch((err: Error) => err);
        for (let waited = 0; ; waited += 20) {
          const blocked = await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
            [rows[0]!.pid],
          );
          if (blocked.rows[0]!.n > 0) break;
          if (waited > 10_000) throw new Error('the fold never waited for X');
          await new Promise((r) => setTimeout(r, 20));
        }
        await x.query(`UPDATE report_daily_counts SET count = count WHERE country = 'IN' AND illness_type = 'flu'`);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    expect(await folded!).toBeUndefined();
    expect(foldRuns).toBeGreaterThanOrEqual(3);
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
