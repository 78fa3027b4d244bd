import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/app';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp, validReport } from '../helpers/test-app';

const key = () => randomBytes(16).toString('base64url');
/** A Wednesday of ISO week 2026-W48. */
const NOW = new Date('2026-11-25T10:00:00Z');

describe.each(DRIVERS)('check-ins and weekly rates on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
      participantSecret: Buffer.from('a test secret of at least thirty-two characters'),
      clock: () => NOW,
    });
    await t.app.areas?.ready();
  });
  afterAll(async () => t.close());

  const checkIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/check-ins', payload, headers });
  const rates = (query: string) => t.app.inject({ method: 'GET', url: `/api/rates/weekly?${query}` });
  const storedRows = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM rate_week_participants) + (SELECT count(*) FROM rate_day_participants)
          + (SELECT count(*) FROM check_in_idempotency_keys) + (SELECT count(*) FROM symptom_reports))::int AS n`,
      )
    ).rows[0]!.n;

  it('stores a check-in in its country and gazetteer areas for the ISO week, and answers where it counted', async () => {
    const res = await checkIn({ country: 'IN', pinCode: ' 400001 ', participant: key(), feelingFine: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      week: '2026-W48',
      country: 'IN',
      pinCode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    const areas = await t.db.query<{ area_id: string; participants: number }>(
      `SELECT area_id, participants FROM rate_week_areas WHERE week_start = '2026-11-23' ORDER BY area_id`,
    );
    expect(areas.rows.map((r) => r.area_id)).toEqual(
      expect.arrayContaining(['IN', 'in.s.maharashtra', 'in.d.maharashtra.mumbai']),
    );
    const daily = await t.db.query(
      `SELECT participants, ili_who FROM analytics_postal_daily_participants WHERE country = 'IN' AND postal_key = '400001' AND day = '2026-11-25'`,
    );
    expect(daily.rows).toEqual([{ participants: 1, ili_who: 0 }]);
  });

  it('counts a participant once a week however often they check in, and a report of theirs as a case', async () => {
    const before = await rates('area=in.d.maharashtra.mumbai&definition=ili-who&weeks=1');
    const start = before.json().data.weeks[0].participants as number;
    const me = key();
    for (let i = 0; i < 3; i++)
      expect((await checkIn({ country: 'IN', pinCode: '400001', participant: me, feelingFine: true })).statusCode).toBe(
        201,
      );
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: validReport({ participant: me, symptoms: ['Fever', 'Cough'] }),
    });
    expect(report.statusCode).toBe(201);
    const after = (await rates('area=in.d.maharashtra.mumbai&definition=ili-who&weeks=1')).json().data;
    expect(after.weeks[0].participants).toBe(start + 1);
    const row = await t.db.query<{ ili_who: number; cli: number; age: number }>(
      `SELECT ili_who, cli, age FROM rate_week_areas WHERE area_id = 'in.d.maharashtra.mumbai' AND week_start = '2026-11-23'`,
    );
    expect(row.rows[0]).toEqual({ ili_who: 1, cli: 1, age: 0 });
    const classified = await t.db.query<{ case_definitions: string[] }>(
      'SELECT case_definitions FROM symptom_reports WHERE id = $1',
      [report.json().data.id],
    );
    expect(classified.rows[0]!.case_definitions).toEqual(['ili-who', 'ili-ecdc', 'cli']);
  });

  it('publishes 1 ILI case of 40 participants as 25 per 1,000 with its Wilson interval, and withholds below 20', async () => {
    for (let i = 0; i < 38; i++)
      await checkIn({ country: 'GB', pinCode: 'SW1A 1AA', participant: key(), feelingFine: true });
    await checkIn({ country: 'GB', pinCode: 'SW1A 1AA', participant: key(), feelingFine: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: validReport({ country: 'GB', pinCode: 'SW1A 1AA', participant: key(), symptoms: ['Fever', 'Cough'] }),
    });
    const gb = (await rates('area=GB&definition=ili-who&weeks=2')).json().data;
    expect(gb.area).toEqual({ id: 'GB', name: 'United Kingdom', level: 'country', country: 'GB' });
    expect(gb.minParticipants).toBe(20);
    expect(gb.weeks).toEqual([
      {
        week: '2026-W47',
        weekStart: '2026-11-16',
        participants: 0,
        withheld: true,
        cases: null,
        ratePer1000: null,
        lower: null,
        upper: null,
      },
      {
        week: '2026-W48',
        weekStart: '2026-11-23',
        participants: 40,
        withheld: false,
        cases: 1,
        ratePer1000: 25,
        lower: 4.4,
        upper: 128.8,
      },
    ]);
    const mumbai = (await rates('area=in.d.maharashtra.mumbai&definition=ili-who')).json().data;
    expect(mumbai.weeks).toHaveLength(12);
    expect(mumbai.weeks[11]).toMatchObject({ participants: 2, withheld: true, cases: null, ratePer1000: null });
  });

  it('answers a retried check-in with the same Idempotency-Key once, counting it once', async () => {
    const body = { country: 'DE', pinCode: '10115', participant: key(), feelingFine: true };
    const first = await checkIn(body, { 'idempotency-key': 'ci-1' });
    const again = await checkIn({ ...body, participant: key() }, { 'idempotency-key': 'ci-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const de = (await rates('area=DE&definition=cli&weeks=1')).json().data;
    expect(de.weeks[0].participants).toBe(1);
    const other = await checkIn({ ...body, country: 'IN', pinCode: '110001' }, { 'idempotency-key': 'ci-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency-key-reused');
  });

  it('counts concurrent check-ins and reports exactly: each participant once, each case once', async () => {
    const people = Array.from({ length: 12 }, key);
    const before = (await rates('area=FR&definition=age&weeks=1')).json().data.weeks[0].participants as number;
    await Promise.all(
      people.flatMap((participant, i) => [
        checkIn({ country: 'FR', pinCode: '75001', participant, feelingFine: true }),
        checkIn({ country: 'FR', pinCode: '75001', participant, feelingFine: true }),
        t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: validReport({
            country: 'FR',
            pinCode: '75001',
            participant,
            symptoms: i % 2 ? ['Diarrhea'] : ['Cough'],
          }),
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: validReport({ country: 'FR', pinCode: '75001', participant, symptoms: ['Diarrhea', 'Nausea'] }),
        }),
      ]),
    );
    const row = await t.db.query<{ participants: number; age: number }>(
      `SELECT participants, age FROM rate_week_areas WHERE area_id = 'FR' AND week_start = '2026-11-23'`,
    );
    expect(row.rows[0]).toEqual({ participants: before + 12, age: 12 });
  });

  it.each([
    [{ country: 'IN', participant: 'k'.repeat(22), feelingFine: true }, 'postal-code-required'],
    [{ country: 'IN', pinCode: '  ', participant: 'k'.repeat(22), feelingFine: true }, 'postal-code-required'],
    [{ country: 'IN', pinCode: '400001', participant: 'short', feelingFine: true }, 'invalid-participant-key'],
    [
      { country: 'IN', pinCode: '400001', participant: 'a key with spaces in it!', feelingFine: true },
      'invalid-participant-key',
    ],
    [{ country: 'IN', pinCode: '400001', participant: 42, feelingFine: true }, 'invalid-participant-key'],
    [{ country: 'IN', pinCode: '400001', feelingFine: true }, 'validation-required'],
    [{ country: 'IN', pinCode: '400001', participant: 'k'.repeat(22), feelingFine: false }, 'validation-invalid'],
    [{ country: 'IN', pinCode: '12', participant: 'k'.repeat(22), feelingFine: true }, 'invalid-postal-code'],
    [{ country: 'ZZ', pinCode: '400001', participant: 'k'.repeat(22), feelingFine: true }, 'validation-enum'],
  ])('refuses %j as 400 %s and stores nothing', async (body, code) => {
    const before = await storedRows();
    const res = await checkIn(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
    expect(await storedRows()).toBe(before);
  });

  it('refuses a report with a malformed participant key, storing nothing', async () => {
    const before = await storedRows();
    const res = await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport({ participant: 'x' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid-participant-key');
    expect(await storedRows()).toBe(before);
  });

  it('refuses an unknown postal code with 422 and stores nothing', async () => {
    const before = await storedRows();
    const res = await checkIn({ country: 'IN', pinCode: '999999', participant: key(), feelingFine: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('postal-code-not-found');
    expect(await storedRows()).toBe(before);
  });

  it.each([
    ['area=ZZ&definition=ili-who', 'unknown-rate-area'],
    ['area=in.d.nowhere.at-all&definition=ili-who', 'unknown-rate-area'],
    ['area=<script>&definition=ili-who', 'unknown-rate-area'],
    ['area=IN&definition=flu', 'unknown-case-definition'],
    ['area=IN&definition=ili-who&weeks=0', 'validation-range'],
    ['definition=ili-who', 'validation-required'],
  ])('refuses GET /api/rates/weekly?%s as 400 %s', async (query, code) => {
    const res = await rates(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
  });

  it('refreshes a remembered rates answer when another API process counts a participant (NOTIFY)', async () => {
    const other = await buildApp({
      db: t.db,
      geocoder: t.geocoder,
      writeRateLimit: 0,
      participantSecret: Buffer.from('a test secret of at least thirty-two characters'),
      clock: () => NOW,
    });
    try {
      await other.ready();
      const participants = async () =>
        (await rates('area=NL&definition=ili-who&weeks=1')).json().data.weeks[0].participants as number;
      const before = await participants();
      const res = await other.inject({
        method: 'POST',
        url: '/api/check-ins',
        payload: { country: 'NL', pinCode: '1012 AB', participant: key(), feelingFine: true },
      });
      expect(res.statusCode).toBe(201);
      let seen = before;
      for (let i = 0; i < 100 && seen === before; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await participants();
      }
      expect(seen).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/check-ins', '/api/rates/weekly']));
  });
});
