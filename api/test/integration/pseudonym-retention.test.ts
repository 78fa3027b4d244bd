import { randomBytes } from 'node:crypto';
import { purgePastPseudonyms } from '../../src/rates/retention';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const key = () => randomBytes(16).toString('base64url');

describe.each(DRIVERS)('pseudonyms of past weeks on %s', (driver) => {
  let t: TestApp;
  let now = new Date('2026-11-18T10:00:00Z'); // 2026-W47
  beforeAll(async () => {
    t = await createTestApp(driver, {
      participantSecret: Buffer.from('a test secret of at least thirty-two characters'),
      clock: () => now,
    });
  });
  afterAll(async () => t.close());

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const checkIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/check-ins',
      payload: { country: 'IN', pinCode: '400001', participant: key(), feelingFine: true },
    });

  it('are deleted once their week is over, while the weekly and daily figures stay', async () => {
    expect((await checkIn()).statusCode).toBe(201);
    now = new Date('2026-11-25T10:00:00Z'); // 2026-W48
    expect((await checkIn()).statusCode).toBe(201);
    expect(await count('rate_week_participants')).toBe(2);
    expect(await count('rate_day_participants')).toBe(2);

    expect(await purgePastPseudonyms(t.db, now)).toBe(2);
    const left = await t.db.query<{ w: string }>(
      `SELECT DISTINCT to_char(week_start, 'YYYY-MM-DD') AS w FROM rate_week_participants`,
    );
    expect(left.rows).toEqual([{ w: '2026-11-23' }]);
    expect(await count('rate_day_participants')).toBe(1);
    const weeks = await t.db.query<{ w: string; participants: number }>(
      `SELECT to_char(week_start, 'YYYY-MM-DD') AS w, participants FROM rate_week_areas WHERE area_id = 'IN' ORDER BY 1`,
    );
    expect(weeks.rows).toEqual([
      { w: '2026-11-16', participants: 1 },
      { w: '2026-11-23', participants: 1 },
    ]);
    expect(await count('analytics_postal_daily_participants')).toBe(2);
    expect(await purgePastPseudonyms(t.db, now)).toBe(0);
  });
});
