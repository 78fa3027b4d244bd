import { randomBytes } from 'node:crypto';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp, validReport } from '../helpers/test-app';

const SECRET = Buffer.from('the same server secret in every run of this test');
/** Wednesdays of ISO weeks 2026-W47 and 2026-W48. */
const WEEK_A = new Date('2026-11-18T09:00:00Z');
const WEEK_B = new Date('2026-11-25T09:00:00Z');

const SOURCE_BUCKET_COLUMNS = ['address_bucket', 'participant_bucket'];

/** Every value of every column of every table of the database, as text (but a report's source buckets). */
async function everyStoredValue(t: TestApp): Promise<Set<string>> {
  const columns = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       -- A partition's rows are read through its parent (symptom_reports by month, migration 1420).
       AND NOT EXISTS (SELECT 1 FROM pg_class p WHERE p.relname = c.table_name
                       AND p.relnamespace = current_schema()::regnamespace AND p.relispartition)`,
  );
  expect(columns.rows.length).toBeGreaterThan(50);
  const values = new Set<string>();
  for (const { table_name, column_name } of columns.rows) {
    // A report's source buckets (migration 1200) are one of 256 values under a key drawn per day and never stored:
    // two of one person's reports share one by chance as often as two strangers' do. Checked apart, below.
    if (SOURCE_BUCKET_COLUMNS.includes(column_name)) continue;
    const rows = await t.db.query<{ v: string | null }>(
      `SELECT "${column_name}"::text AS v FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`,
    );
    for (const r of rows.rows) if (r.v !== null) values.add(r.v);
  }
  return values;
}

/** What one participant leaves in a fresh database: a check-in and a report in one week, beyond what migrations store. */
async function traceOf(driver: (typeof DRIVERS)[number], participant: string, now: Date) {
  const t = await createTestApp(driver, {
    areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
    participantSecret: SECRET,
    clock: () => now,
  });
  try {
    await t.app.areas?.ready();
    const baseline = await everyStoredValue(t);
    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/api/check-ins',
      payload: { country: 'IN', pinCode: '400001', participant, feelingFine: true },
      remoteAddress: '203.0.113.77',
    });
    expect(checkIn.statusCode).toBe(201);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: validReport({ participant, nickname: undefined }),
      remoteAddress: '203.0.113.77',
    });
    expect(report.statusCode).toBe(201);
    const buckets = await t.db.query<{ a: number | null; p: number | null }>(
      'SELECT address_bucket AS a, participant_bucket AS p FROM symptom_reports',
    );
    expect(buckets.rows).toHaveLength(1);
    for (const v of [buckets.rows[0]!.a, buckets.rows[0]!.p])
      expect([Number(v) >= 0, Number(v) < 256, v !== null]).toEqual([true, true, true]);
    const after = await everyStoredValue(t);
    return { added: new Set([...after].filter((v) => !baseline.has(v))), all: after };
  } finally {
    await t.close();
  }
}

describe.each(DRIVERS)('what a participant leaves in the database on %s', (driver) => {
  it('shares no stored value between two weeks of one participant that another participant there does not share', async () => {
    const me = randomBytes(16).toString('base64url');
    const weekA = await traceOf(driver, me, WEEK_A);
    const weekB = await traceOf(driver, me, WEEK_B);
    const someoneElse = await traceOf(driver, randomBytes(16).toString('base64url'), WEEK_B);
    // Both weeks store something of this participant (the pseudonyms), so the comparison means something.
    const pseudonyms = (s: Set<string>) => [...s].filter((v) => /^\\x[0-9a-f]{32}$/.test(v));
    expect(pseudonyms(weekA.added)).toHaveLength(1);
    expect(pseudonyms(weekB.added)).toHaveLength(1);
    const shared = [...weekA.added].filter((v) => weekB.added.has(v));
    // What both weeks share (country, area ids, postal code, counts) is what anyone checking in there stores.
    expect(shared.filter((v) => !someoneElse.added.has(v))).toEqual([]);
    expect(shared).not.toContain(pseudonyms(weekA.added)[0]);

    for (const trace of [weekA, weekB]) {
      const everything = [...trace.all].join('\n');
      expect(everything).not.toContain(me);
      expect(everything).not.toContain(Buffer.from(me, 'base64url').toString('hex'));
      expect(everything).not.toContain('203.0.113.77');
    }
  });
});
