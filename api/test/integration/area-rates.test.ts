import type { AreaAlarm, AreasResponse } from '@healthwatch/contracts';
import { allowBackdatedSeeds, DRIVERS, seededDaysAgo } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';
import type { Queryable } from '../../src/db/database';

/** Steady flu reports, so each place has the reports an area needs for a verdict. */
async function seedReports(db: Queryable, country: string, pin: string, days: number) {
  await db.query(
    `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
     SELECT $1, $2, ARRAY['Fever'], 'flu', 'mild', ${seededDaysAgo('d')}
       FROM generate_series(0, $3::int) AS d, LATERAL generate_series(1, 3) AS k`,
    [country, pin, days],
  );
}

/**
 * Participants and ILI cases a day at a postal code (SQL expressions in d, days ago). The aggregate is written
 * directly: how check-ins and reports fill it is the check-ins tests' business; this is the area pass's.
 */
async function seedParticipation(
  db: Queryable,
  o: { country: string; pin: string; from: number; to: number; participants: string; ili: string },
) {
  await db.query(
    `INSERT INTO analytics_postal_daily_participants AS p (country, postal_key, day, participants, ili_who)
     SELECT $1, postal_key($1, $2), (now() AT TIME ZONE 'UTC')::date - d, ${o.participants}, ${o.ili}
       FROM generate_series($3::int, $4::int) AS d
     ON CONFLICT (country, postal_key, day) DO UPDATE SET
       participants = excluded.participants, ili_who = excluded.ili_who`,
    [o.country, o.pin, o.to, o.from],
  );
}

describe.each(DRIVERS)('the area pass judges case definitions per participant on %s', (driver) => {
  let t: TestApp;
  const raised: AreaAlarm[] = [];

  beforeAll(async () => {
    t = await createTestApp(driver, { areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false } });
    await allowBackdatedSeeds(t.db);
    for (const [country, pin] of [
      ['IN', '400001'],
      ['IN', '110001'],
      ['BR', '01000-000'],
    ] as const)
      await seedReports(t.db, country, pin, 150);
    // Mumbai: 4 % of 200 participants have ILI; over the last two weeks three times as many take part, same 4 %.
    await seedParticipation(t.db, {
      country: 'IN',
      pin: '400001',
      from: 150,
      to: 14,
      participants: '200',
      ili: '7 + (d % 3)',
    });
    await seedParticipation(t.db, {
      country: 'IN',
      pin: '400001',
      from: 13,
      to: 0,
      participants: '600',
      ili: '23 + (d % 3)',
    });
    // Delhi: 200 participants throughout; ILI goes from 4 % to 15 % over the last three days.
    await seedParticipation(t.db, {
      country: 'IN',
      pin: '110001',
      from: 150,
      to: 3,
      participants: '200',
      ili: '7 + (d % 3)',
    });
    await seedParticipation(t.db, { country: 'IN', pin: '110001', from: 2, to: 0, participants: '200', ili: '30' });
    // São Paulo: two participants a day, too few for a rate.
    await seedParticipation(t.db, {
      country: 'BR',
      pin: '01000-000',
      from: 150,
      to: 0,
      participants: '2',
      ili: '(d % 2)',
    });
    t.app.areas!.onAlarm((a) => raised.push(a));
    await t.app.areas!.runPass(new Date());
  });
  afterAll(async () => {
    await t.close();
  });

  const area = async (q: string, country: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics/areas?q=${q}&country=${country}` });
    return (res.json() as AreasResponse).data;
  };

  it('does not alarm when only the number of participants rises', async () => {
    expect(raised.filter((a) => a.areaId === 'in.d.maharashtra.mumbai' && a.illness === 'ili-who')).toEqual([]);
    const [mumbai] = (await area('mumbai', 'IN')).filter((a) => a.level === 'district');
    expect(mumbai).toMatchObject({ rated: true });
    expect(mumbai!.alarmIllnesses).not.toContain('ili-who');
  });

  it('alarms when the share of participants with ILI rises, and names the definition', async () => {
    const delhi = raised.filter((a) => a.illness === 'ili-who' && a.areaId.includes('delhi'));
    expect(delhi.length).toBeGreaterThan(0);
    expect(delhi[0]!.observed).toBeGreaterThan(delhi[0]!.threshold);
    expect(delhi[0]!.expected).toBeLessThan(delhi[0]!.observed / 2);
  });

  it('says where too few take part for a rate', async () => {
    const saoPaulo = await area('sao', 'BR');
    expect(saoPaulo.length).toBeGreaterThan(0);
    expect(saoPaulo.every((a) => a.rated === false)).toBe(true);
    expect(raised.some((a) => a.areaId.startsWith('br.') && a.illness === 'ili-who')).toBe(false);
  });
});
