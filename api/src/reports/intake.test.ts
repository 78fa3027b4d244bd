import type { Database } from '../db/database';
import { DRIVERS, freshDatabase, type TestDatabase } from '../../test/helpers/databases';
import { appendIntake, foldIntake, IntakeFolder, type IntakeReport } from './intake';
import { fitsTable, type NewReport, ReportWriter, type WriteOutcome } from './writer';

const ILLNESSES = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya', 'other', 'unknown'];

const report = (i: number): NewReport => ({
  nickname: `n${i}`,
  country: 'IN',
  pinCode: String(400001 + (i % 20)),
  symptoms: ['Fever'],
  illnessType: ILLNESSES[i % 8]!,
  severity: 'mild',
  latitude: 18.94,
  longitude: 72.83,
  city: 'Mumbai',
  state: 'Maharashtra',
});

const intakeReport = (i: number): IntakeReport => ({
  nickname: `n${i}`,
  country: 'IN',
  pin_code: '400001',
  symptoms: ['Fever'],
  illness_type: 'flu',
  severity: 'mild',
  latitude: 18.94,
  longitude: 72.83,
  city: 'Mumbai',
  state: 'Maharashtra',
  channel: 'web',
  address_bucket: null,
  participant_bucket: null,
});

/** Background folds off: only what a test calls folds. */
const still = { foldDelayMs: 3_600_000, sweepMs: 0 };

async function counts(db: Database) {
  return (
    await db.query<{ rows: number; distinct_ids: number; counted: number; intake: number }>(
      `SELECT (SELECT count(*) FROM symptom_reports)::int AS rows,
         (SELECT count(DISTINCT id) FROM symptom_reports)::int AS distinct_ids,
         (SELECT coalesce(sum(count), 0) FROM report_daily_counts)::int AS counted,
         (SELECT count(*) FROM report_intake WHERE refused_at IS NULL)::int AS intake`,
    )
  ).rows[0]!;
}

describe.each(DRIVERS)('the report intake on %s', (driver) => {
  let t: TestDatabase;
  // One database for the suite (migrating is slow under load): each test starts from an emptied table and intake.
  beforeAll(async () => {
    t = await freshDatabase(driver);
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM symptom_reports');
    await t.db.query('DELETE FROM report_intake');
  });

  it('acknowledges a burst from the intake, then stores each report once with the id and time it was answered with', async () => {
    const intake = new IntakeFolder(t.db, { ...still, minBatch: 4 });
    const writer = new ReportWriter(t.db, { concurrency: 1, intake });
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => writer.write(report(i))));
    expect(intake.pending).toBeGreaterThan(0);
    const before = await counts(t.db);
    expect(before.rows).toBeLessThan(200);
    await writer.drain();
    expect(intake.pending).toBe(0);
    expect(await counts(t.db)).toEqual({ rows: 200, distinct_ids: 200, counted: 200, intake: 0 });
    const { rows } = await t.db.query<{ id: string; created_at: Date | string; nickname: string; pin_code: string }>(
      'SELECT id::text AS id, created_at, nickname, pin_code FROM symptom_reports',
    );
    const stored = new Map(rows.map((r) => [r.id, r]));
    for (const o of outcomes) {
      const s = stored.get(o.row.id)!;
      expect(new Date(s.created_at).toISOString()).toBe(o.row.created_at);
      expect([s.nickname, s.pin_code]).toEqual([o.row.nickname, o.row.pin_code]);
    }
  });

  it('loses nothing and stores nothing twice when the process dies between intake and fold, or inside a fold', async () => {
    const dying = new IntakeFolder(t.db, { ...still, minBatch: 2 });
    const writer = new ReportWriter(t.db, { concurrency: 1, intake: dying });
    const acked = await Promise.all(Array.from({ length: 120 }, (_, i) => writer.write(report(i))));
    expect((await counts(t.db)).intake).toBeGreaterThan(0);
    // A fold that dies before its commit: the claimed rows come back.
    const died = new Error('killed mid-fold');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('healthwatch.intake_fold', 'on', true)`);
        await tx.query(
          `WITH c AS (DELETE FROM report_intake RETURNING ids, received_at, reports)
           INSERT INTO symptom_reports (id, created_at, country, pin_code, symptoms, illness_type, severity) OVERRIDING SYSTEM VALUE
           SELECT c.ids[1], c.received_at, 'IN', '400001', ARRAY['Fever'], 'flu', 'mild' FROM c`,
        );
        throw died;
      }),
    ).rejects.toBe(died);
    // The dying process is abandoned; a new one starts and folds what it left.
    const next = new IntakeFolder(t.db, still);
    await next.foldAll();
    expect(await counts(t.db)).toEqual({ rows: 120, distinct_ids: 120, counted: 120, intake: 0 });
    const ids = acked.map((o) => o.row.id);
    const found = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM symptom_reports WHERE id = ANY($1::bigint[])',
      [ids],
    );
    expect(found.rows[0]!.n).toBe(120);
    // The dying process's own barrier sees its rows folded by another and returns.
    await dying.barrier();
    expect(dying.pending).toBe(0);
  });

  it('stores each report once when two processes fold the same intake at the same time', async () => {
    for (let b = 0; b < 40; b++)
      await appendIntake(
        t.db,
        Array.from({ length: 10 }, (_, i) => intakeReport(b * 10 + i)),
      );
    const a = new IntakeFolder(t.db, { ...still, foldRows: 3 });
    const b = new IntakeFolder(t.db, { ...still, foldRows: 3 });
    // Calls to one folder while its fold runs join that fold: the distinct results are the folds run.
    const results = new Set(await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).fold())));
    await Promise.all([a.foldAll(), b.foldAll()]);
    expect(await counts(t.db)).toEqual({ rows: 400, distinct_ids: 400, counted: 400, intake: 0 });
    // No intake row was folded by two folds.
    const folded = [...results].flatMap((r) => r.intakeIds);
    expect(folded.length).toBeGreaterThan(0);
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('keeps the intake within its bound: past maxPending, acknowledgements wait for a fold', async () => {
    const intake = new IntakeFolder(t.db, { ...still, minBatch: 2, maxPending: 50 });
    const writer = new ReportWriter(t.db, { concurrency: 1, maxBatch: 20, intake });
    let most = 0;
    const outcomes: Promise<WriteOutcome>[] = [];
    for (let wave = 0; wave < 10; wave++) {
      outcomes.push(
        ...Array.from({ length: 30 }, (_, i) =>
          writer.write(report(wave * 30 + i)).then(async (o) => {
            most = Math.max(most, intake.pending, (await counts(t.db)).intake * 20);
            return o;
          }),
        ),
      );
      await new Promise((r) => setTimeout(r, 1));
    }
    expect((await Promise.all(outcomes)).every((o) => o.created)).toBe(true);
    expect(intake.folds).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(50 + 20);
    expect(intake.pending).toBeLessThanOrEqual(50);
    await writer.drain();
    expect(await counts(t.db)).toEqual({ rows: 300, distinct_ids: 300, counted: 300, intake: 0 });
  });

  it('keeps an intake row the table refuses, marked, and folds the others', async () => {
    await appendIntake(t.db, [intakeReport(1)]);
    await appendIntake(t.db, [{ ...intakeReport(2), illness_type: 'plague' }]);
    await appendIntake(t.db, [intakeReport(3)]);
    const refused: unknown[] = [];
    const result = await foldIntake(t.db, 10, (err) => refused.push(err));
    expect(result).toMatchObject({ folded: 2, refused: 1 });
    expect(refused).toHaveLength(1);
    const kept = await t.db.query<{ refusal: string }>(
      'SELECT refusal FROM report_intake WHERE refused_at IS NOT NULL',
    );
    expect(kept.rows).toHaveLength(1);
    expect(kept.rows[0]!.refusal).toMatch(/illness_type/);
  });

  it('keeps the stamp: outside a fold by the owner a supplied created_at is replaced by now()', async () => {
    await t.db.query(`SELECT set_config('healthwatch.intake_fold', 'off', false)`);
    // Three days from now within this month: a time of another month is refused, not re-dated (1420's partitions).
    const { rows } = await t.db.query<{ created_at: Date | string }>(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, created_at)
       VALUES ('IN', '400001', ARRAY['Fever'],
               CASE WHEN now() - interval '3 days' >= date_trunc('month', now(), 'UTC') THEN now() - interval '3 days'
                    ELSE now() + interval '3 days' END)
       RETURNING created_at`,
    );
    expect(Math.abs(Date.now() - new Date(rows[0]!.created_at).getTime())).toBeLessThan(60_000);
  });
});

describe('fitsTable', () => {
  it('sends to the intake only what symptom_reports checks would take', () => {
    expect(fitsTable(report(1))).toBe(true);
    expect(fitsTable({ ...report(1), nickname: 'x'.repeat(41) })).toBe(false);
    expect(fitsTable({ ...report(1), nickname: '😀'.repeat(40) })).toBe(true);
    expect(fitsTable({ ...report(1), illnessType: 'plague' })).toBe(false);
    expect(fitsTable({ ...report(1), symptoms: [] })).toBe(false);
    expect(fitsTable({ ...report(1), symptoms: ['Hiccups'] })).toBe(false);
    expect(fitsTable({ ...report(1), latitude: null })).toBe(false);
    expect(fitsTable({ ...report(1), latitude: 91 })).toBe(false);
    expect(fitsTable({ ...report(1), country: 'ZZ' })).toBe(false);
    expect(fitsTable({ ...report(1), pinCode: '' })).toBe(false);
    expect(fitsTable({ ...report(1), sources: { address: 256, participant: null } })).toBe(false);
    expect(fitsTable({ ...report(1), city: 'a\u0000' })).toBe(false);
  });
});
