import { isoWeekOf, knownIsoWeekStart } from '@healthwatch/contracts';
import type pg from 'pg';
import { weeklyPseudonym } from '../../src/rates/pseudonym';
import { type MigratedSupabaseProject, migratedSupabaseProject } from './supabase-database';

const PUBLIC_ROLES = ['anon', 'authenticated'] as const;
const CLIENT_KEY = 'browser-key-0123456789';
const SECRET = 'the deployment secret, at least thirty-two characters';

/**
 * Supabase mode's check-in: submit_check_in applies the API's rules (country, postal code, participant
 * key, budgets shared with submit_report), stores only the week's pseudonym, the same one the API
 * computes with the same secret, and nothing when it refuses.
 */
describe('submit_check_in on a Supabase-like PostgreSQL', () => {
  let project: MigratedSupabaseProject;
  let client: pg.Client;

  beforeAll(async () => {
    project = await migratedSupabaseProject({ olderProject: true, postalPlaces: true });
    client = project.client;
  }, 120000);
  afterAll(async () => {
    await project?.dispose();
  }, 60000);
  beforeEach(async () => {
    await client.query('DELETE FROM submit_report_counters');
    await client.query(
      'UPDATE submit_report_limits SET per_key_per_minute = 60, per_area_per_minute = 120, global_per_minute = NULL',
    );
  });

  const as = <T>(role: string, fn: () => Promise<T>) => project.asRole(role, fn, { commit: true });
  const checkIn = (args: { country?: unknown; pinCode?: unknown; participant?: unknown; key?: unknown } = {}) =>
    client.query<{ submit_check_in: Record<string, unknown> }>(
      'SELECT submit_check_in(country => $1, pin_code => $2, participant => $3, client_key => $4)',
      [
        'country' in args ? args.country : 'IN',
        'pinCode' in args ? args.pinCode : '400001',
        'participant' in args ? args.participant : 'p'.repeat(22),
        'key' in args ? args.key : CLIENT_KEY,
      ],
    );
  async function refusal(fn: () => Promise<unknown>): Promise<{ code: string; message: string } | null> {
    try {
      await fn();
      return null;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      return { code: e.code ?? 'error', message: e.message ?? '' };
    }
  }
  const stored = async () =>
    (
      await client.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM rate_week_participants) + (SELECT count(*) FROM rate_day_participants))::int AS n`,
      )
    ).rows[0]!.n;

  it('refuses every call until the owner has set the secret, storing nothing', async () => {
    expect(await refusal(() => as('anon', () => checkIn()))).toMatchObject({ code: 'PT503' });
    expect(await stored()).toBe(0);
    await client.query(`INSERT INTO participant_secret (secret) VALUES (convert_to($1, 'UTF8'))`, [SECRET]);
  });

  for (const role of PUBLIC_ROLES) {
    it(`${role} checks in once a week per participant, stored under the pseudonym the API computes`, async () => {
      const participant = `${role}-participant-key-000000`;
      const first = await as(role, () => checkIn({ participant, pinCode: ' 400001 ' }));
      expect(first.rows[0]!.submit_check_in).toMatchObject({
        week: isoWeekOf(new Date()),
        country: 'IN',
        pinCode: '400001',
        city: 'Mumbai',
        state: 'Maharashtra',
      });
      await as(role, () => checkIn({ participant }));
      const week = isoWeekOf(new Date());
      const pseudonym = weeklyPseudonym(Buffer.from(SECRET), participant, week);
      const rows = await client.query<{ area_id: string; week_start: string }>(
        `SELECT area_id, to_char(week_start, 'YYYY-MM-DD') AS week_start FROM rate_week_participants WHERE pseudonym = $1`,
        [pseudonym],
      );
      expect(rows.rows).toEqual([{ area_id: 'IN', week_start: knownIsoWeekStart(week).toISOString().slice(0, 10) }]);
    });

    it(`${role} cannot read the secret, the pseudonyms or the rate tables, nor write them directly`, async () => {
      for (const sql of [
        'SELECT * FROM participant_secret',
        'SELECT * FROM rate_week_participants',
        'SELECT * FROM rate_week_areas',
        'SELECT * FROM analytics_postal_daily_participants',
        `INSERT INTO rate_week_areas (area_id, week_start, participants) VALUES ('IN', '2026-11-23', 1000)`,
        `SELECT record_participation(ARRAY['IN'], '2026-11-23', '2026-11-23', '\\x00000000000000000000000000000000', 'IN', '400001', 1)`,
      ])
        expect(await refusal(() => as(role, () => client.query(sql)))).toMatchObject({ code: '42501' });
    });
  }

  it.each([
    [{ pinCode: '  ' }, 'PT400', 'needs the postal code'],
    [{ pinCode: null }, 'PT400', 'needs the postal code'],
    [{ pinCode: '12' }, 'PT400', 'not a valid postal code'],
    [{ participant: 'short' }, 'PT400', 'participant'],
    [{ participant: null }, 'PT400', 'participant'],
    [{ country: 'ZZ' }, 'PT400', 'country'],
    [{ key: 'short' }, 'PT400', 'client_key'],
    [{ pinCode: '999999' }, 'PT422', 'not found'],
  ])('refuses %j (%s) and stores nothing', async (args, code, words) => {
    const before = await stored();
    const r = await refusal(() => as('anon', () => checkIn(args)));
    expect(r).toMatchObject({ code });
    expect(r!.message).toContain(words);
    expect(await stored()).toBe(before);
  });

  it("shares submit_report's per-browser budget", async () => {
    await client.query('UPDATE submit_report_limits SET per_key_per_minute = 2');
    const s = new Date().getUTCSeconds();
    if (s > 50) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
    await as('anon', () => checkIn({ participant: 'budget-participant-00001' }));
    await as('anon', () => checkIn({ participant: 'budget-participant-00002' }));
    expect(await refusal(() => as('anon', () => checkIn({ participant: 'budget-participant-00003' })))).toMatchObject({
      code: 'PT429',
    });
  });

  it('bounds a flood of fresh keys by its area, and a check-in elsewhere still gets through', async () => {
    const s = new Date().getUTCSeconds();
    if (s > 40) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
    let refused = 0;
    for (let i = 0; i < 150; i++) {
      const r = await refusal(() =>
        as('anon', () =>
          checkIn({ participant: `flood-participant-${String(i).padStart(6, '0')}`, key: `flood-key-${i}-0123456789` }),
        ),
      );
      if (r) {
        expect(r).toMatchObject({ code: 'PT429' });
        refused++;
      }
    }
    expect(refused).toBe(30);
    await as('anon', () => checkIn({ pinCode: '110001', participant: 'delhi-participant-000001' }));
  });
});
