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
