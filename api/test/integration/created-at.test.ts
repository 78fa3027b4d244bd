import { DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';

/**
 * A report's created_at is the time the database stored it, whatever the
 * inserter supplies (migration 0450): a back-dated or future-dated insert
 * cannot move a baseline (refused when it names another month, 1420).
 */
describe.each(DRIVERS)('created_at stamped on insert on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver);
  });
  afterAll(() => t.dispose());

  it('overrides a supplied created_at of the current month with the time of the insert', async () => {
    const before = await t.db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
       VALUES ('IN', '400001', ARRAY['Fever'], 'flu', 'mild', date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 'Mumbai', 'Maharashtra'),
              ('IN', '400001', ARRAY['Fever'], 'flu', 'mild', DEFAULT, 'Mumbai', 'Maharashtra')`,
    );
    const after = await t.db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const rows = await t.db.query<{ created_at: Date }>('SELECT created_at FROM symptom_reports');
    expect(rows.rows).toHaveLength(2);
    for (const r of rows.rows) {
      expect(new Date(r.created_at).getTime()).toBeGreaterThanOrEqual(new Date(before.rows[0]!.now).getTime() - 1);
      expect(new Date(r.created_at).getTime()).toBeLessThanOrEqual(new Date(after.rows[0]!.now).getTime() + 1);
    }
    // The analytics aggregate files them under today.
    const days = await t.db.query<{ day: string }>(
      `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_place_daily WHERE place = 'Mumbai'`,
    );
    expect(days.rows.map((r) => r.day)).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  // Since the table is partitioned by month (migration 1420) a row is routed by the time it is given, and
  // PostgreSQL refuses a BEFORE trigger that moves it to another month: refused rather than re-dated.
  it.each(['2020-01-01T00:00:00Z', '2100-01-01T00:00:00Z'])(
    'refuses a supplied created_at of another month (%s), storing nothing',
    async (at) => {
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM symptom_reports')).rows[0]!.n;
      const n = await count();
      await expect(
        t.db.query(
          `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, city, state)
         VALUES ('IN', '400001', ARRAY['Fever'], 'flu', 'mild', $1, 'Mumbai', 'Maharashtra')`,
          [at],
        ),
      ).rejects.toThrow(/another partition/);
      expect(await count()).toBe(n);
    },
  );
});
