import { DRIVERS, freshDatabase, type TestDatabase } from '../../../test/helpers/databases';
import { ReplayGuard } from './replay-guard';

describe.each(DRIVERS)('ReplayGuard on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('refuses an identical request, and any request of a call older than the longest call', async () => {
    let now = 1_000_000;
    const guard = new ReplayGuard(database.db, { maxCallMs: 60_000, callMemoryMs: 3_600_000, now: () => now });
    expect(await guard.check('CA1', '/voice', { CallSid: 'CA1', Digits: '1' })).toBe('fresh');
    expect(await guard.check('CA1', '/voice', { Digits: '1', CallSid: 'CA1' })).toBe('replayed');
    expect(await guard.check('CA1', '/voice/answer', { CallSid: 'CA1', Digits: '1' })).toBe('fresh');
    now += 61_000;
    expect(await guard.check('CA1', '/voice/answer', { CallSid: 'CA1', Digits: '2' })).toBe('call-too-old');
    expect(await guard.check('CA2', '/voice', { CallSid: 'CA2' })).toBe('fresh');
  });

  it('lets a call claim one alert', async () => {
    const guard = new ReplayGuard(database.db, { maxCallMs: 60_000, callMemoryMs: 60_000 });
    expect(await guard.claimAlert('CA-alert-1')).toBe(true);
    expect(await guard.claimAlert('CA-alert-1')).toBe(false);
    expect(await guard.claimAlert('CA-alert-2')).toBe(true);
  });

  it('is shared: of one request sent to two API processes at once, exactly one is fresh, and one alert is claimed', async () => {
    const a = new ReplayGuard(database.db, { maxCallMs: 60_000, callMemoryMs: 60_000 });
    const b = new ReplayGuard(database.db, { maxCallMs: 60_000, callMemoryMs: 60_000 });
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).check('CA-shared', '/voice/answer', { Digits: '9' })),
    );
    expect(verdicts.filter((v) => v === 'fresh')).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'replayed')).toHaveLength(19);
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimAlert('CA-shared')));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('forgets requests after the longest call and calls after their memory, so the tables stay bounded', async () => {
    let now = 50_000_000;
    const guard = new ReplayGuard(database.db, { maxCallMs: 60_000, callMemoryMs: 600_000, now: () => now });
    for (let i = 0; i < 50; i++) await guard.check(`CA-old-${i}`, '/voice', { CallSid: `CA-old-${i}` });
    now += 700_000;
    await guard.check('CA-new', '/voice', { CallSid: 'CA-new' });
    const left = await database.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM voice_calls WHERE first_seen_ms >= 50000000 AND first_seen_ms < 50700000',
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
    const requests = await database.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM voice_requests WHERE seen_ms < $1',
      [now - 60_000],
    );
    expect(Number(requests.rows[0]!.n)).toBe(0);
  });
});
