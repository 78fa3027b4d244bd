import type { Database } from '../db/database';
import { DRIVERS, freshDatabase, type TestDatabase } from '../../test/helpers/databases';
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

  it('keeps a few reports arriving during a transaction for the next one instead of one transaction each', async () => {
    const writer = new ReportWriter(t.db, { concurrency: 4 });
    const first = writer.write(report('first'));
    // Queued while the first is in flight: with 4 slots free each could start its own transaction.
    const next = Array.from({ length: 10 }, (_, i) => writer.write(report(`n${i}`)));
    await Promise.all([first, ...next]);
    expect(writer.attempts).toBe(2);
    // A long queue is still worth a transaction beside the running one: 1, then 16 and 16 as the queue
    // reaches 16, then the last 8 once those are done.
    const busy = new ReportWriter(t.db, { concurrency: 4 });
    await Promise.all([busy.write(report('b')), ...Array.from({ length: 40 }, () => busy.write(report(null)))]);
    expect(busy.attempts).toBe(4);
  });

  it('stores a concurrent burst completely: every acknowledged report is one row, counted once by the rollups', async () => {
    const count = async () =>
      (
        await t.db.query<{ rows: number; counted: number }>(
          `SELECT (SELECT count(*) FROM symptom_reports)::int AS rows,
             (SELECT coalesce(sum(count), 0) FROM report_daily_counts)::int AS counted`,
        )
      ).rows[0]!;
    const before = await count();
    const writer = new ReportWriter(t.db);
    const illnesses = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya', 'other', 'unknown'];
    const outcomes = await Promise.all(
      Array.from({ length: 240 }, (_, i) =>
        writer.write({ ...report(null), pinCode: String(400001 + (i % 20)), illnessType: illnesses[i % 8]! }),
      ),
    );
    expect(new Set(outcomes.map((o) => o.row.id)).size).toBe(240);
    expect(outcomes.every((o) => o.created)).toBe(true);
    // Group commit: far fewer transactions than reports.
    expect(writer.commits).toBeLessThan(240);
    expect(await count()).toEqual({ rows: before.rows + 240, counted: before.counted + 240 });
  });

  it('answers every queued report before a stop completes (drain)', async () => {
    const writer = new ReportWriter(t.db, { concurrency: 1 });
    const answered: boolean[] = [];
    const writes = Array.from({ length: 50 }, (_, i) =>
      writer.write(report(`s${i}`)).then((o) => {
        answered[i] = true;
        return o;
      }),
    );
    await writer.drain();
    expect(answered.filter(Boolean)).toHaveLength(50);
    const ids = (await Promise.all(writes)).map((o) => o.row.id);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM symptom_reports WHERE id = ANY($1)',
      [ids],
    );
    expect(rows[0]!.n).toBe(50);
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

describe('unstorableField', () => {
  it('names a field holding NUL or half a surrogate pair, and passes whole pairs', () => {
    expect(unstorableField(report('a\ud800'))).toBe('nickname');
    expect(unstorableField(report('\udc00b'))).toBe('nickname');
    expect(unstorableField({ ...report(null), city: 'x\u0000' })).toBe('city');
    expect(unstorableField(report('Asha 😀'))).toBeNull();
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
    await writer.write(report(null));
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
        pending = writer.write(report(null), key).catch((err: Error) => err);
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
