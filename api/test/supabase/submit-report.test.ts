import { createHash } from 'node:crypto';
import type pg from 'pg';
import { COUNTRIES, ILLNESS_TYPES, SEVERITIES, SYMPTOMS } from '@healthwatch/contracts';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { fixtureGeocoderOnce } from '../helpers/test-app';
import { BROWSER_READABLE_TABLES, type MigratedSupabaseProject, migratedSupabaseProject } from './supabase-database';

const PUBLIC_ROLES = ['anon', 'authenticated'] as const;
const KEY = 'browser-key-0123456789';

/**
 * Supabase mode's write path on a real PostgreSQL shaped like an older
 * Supabase project (default privileges grant the public roles everything):
 * the public roles cannot insert a report themselves; submit_report checks,
 * geocodes from postal_places (the fixture gazetteer here), stamps and
 * rate-limits every report.
 */
describe('submit_report on a Supabase-like PostgreSQL', () => {
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

  /** One PostgREST request: a transaction as role, committed when fn succeeds. */
  const as = <T>(role: string, fn: () => Promise<T>) => project.asRole(role, fn, { commit: true });

  /** The SQLSTATE and message a call was refused with, or null. */
  async function refusal(fn: () => Promise<unknown>): Promise<{ code: string; message: string } | null> {
    try {
      await fn();
      return null;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      return { code: e.code ?? 'error', message: e.message ?? '' };
    }
  }

  interface Stored {
    id: string;
    country: string;
    pin_code: string;
    symptoms: string[];
    illness_type: string;
    severity: string;
    created_at: Date;
    latitude: number | null;
    longitude: number | null;
    city: string | null;
    state: string | null;
    nickname: string | null;
  }

  const submit = (
    args: {
      country?: unknown;
      pinCode?: unknown;
      symptoms?: unknown;
      illness?: unknown;
      severity?: unknown;
      key?: unknown;
    } = {},
  ) =>
    client.query<Stored>(
      'SELECT id::text AS id, * FROM submit_report(country => $1, pin_code => $2, symptoms => $3, illness_type => $4, severity => $5, client_key => $6)',
      [
        'country' in args ? args.country : 'IN',
        'pinCode' in args ? args.pinCode : '400001',
        'symptoms' in args ? args.symptoms : ['Fever', 'Cough'],
        'illness' in args ? args.illness : 'flu',
        'severity' in args ? args.severity : 'mild',
        'key' in args ? args.key : KEY,
      ],
    );

  const reportCount = async () =>
    Number((await client.query<{ n: string }>('SELECT count(*)::text AS n FROM symptom_reports')).rows[0]!.n);

  /** Fixed one-minute windows: start a timing-sensitive check well inside one. */
  async function awayFromMinuteEdge(): Promise<void> {
    const s = new Date().getUTCSeconds();
    if (s > 45) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
  }

  for (const role of PUBLIC_ROLES) {
    describe(`as ${role}`, () => {
      it('cannot insert, update or delete a report directly, whatever the columns', async () => {
        const direct = [
          `INSERT INTO symptom_reports (country, pin_code, symptoms, created_at, latitude, longitude, city)
           VALUES ('IN', '400001', ARRAY['Fever'], '2099-01-01', 0, 0, '<img src=x onerror=alert(1)>')`,
          `INSERT INTO symptom_reports (country, pin_code, symptoms)
           SELECT 'IN', '400001', ARRAY['Fever'] FROM generate_series(1, 20000)`,
          `UPDATE symptom_reports SET created_at = '2030-01-01'`,
          'DELETE FROM symptom_reports',
        ];
        const before = await reportCount();
        for (const sql of direct)
          expect(await refusal(() => as(role, () => client.query(sql)))).toMatchObject({ code: '42501' });
        expect(await reportCount()).toBe(before);
      });

      it('submits a report placed by the postal table, stamped with the database time', async () => {
        const geocoder = await fixtureGeocoderOnce();
        const place = geocoder.lookupOffline('IN', '400001')!;
        const t0 = (await client.query<{ t: Date }>('SELECT clock_timestamp() AS t')).rows[0]!.t;
        const { rows } = await as(role, () =>
          submit({ pinCode: ' 400001 ', symptoms: ['Fever', 'Chills'], illness: 'malaria', severity: 'moderate' }),
        );
        const t1 = (await client.query<{ t: Date }>('SELECT clock_timestamp() AS t')).rows[0]!.t;
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row).toMatchObject({
          country: 'IN',
          pin_code: '400001',
          symptoms: ['Fever', 'Chills'],
          illness_type: 'malaria',
          severity: 'moderate',
          latitude: place.latitude,
          longitude: place.longitude,
          city: place.city,
          state: place.state,
          nickname: null,
        });
        expect(row.created_at.getTime()).toBeGreaterThanOrEqual(t0.getTime() - 1);
        expect(row.created_at.getTime()).toBeLessThanOrEqual(t1.getTime() + 1);
        // Stored, visible to the roles' own reads, and counted by the map aggregates.
        // The roles read it back only as its cell (migration 1122).
        const read = await as(role, () =>
          client.query('SELECT cell_latitude FROM symptom_reports WHERE id = $1', [row.id]),
        );
        expect(read.rows).toEqual([{ cell_latitude: Math.round(place.latitude * 1000) / 1000 }]);
        const counts = await as(role, () =>
          client.query<{ n: string }>(
            `SELECT sum(count)::text AS n FROM report_daily_counts WHERE illness_type = 'malaria'`,
          ),
        );
        expect(Number(counts.rows[0]!.n)).toBeGreaterThanOrEqual(1);
      });

      it('places codes the way the API does: spelling, outward codes and nearest-code fallbacks', async () => {
        const geocoder = await fixtureGeocoderOnce();
        for (const [country, code, stored] of [
          ['GB', ' sw1a  1aa ', 'SW1A 1AA'],
          ['CA', 'm5v3a8', 'M5V3A8'],
          ['BR', '20040-007', '20040-007'],
          ['IT', '00100', '00100'],
          ['NL', '1000 aa', '1000 AA'],
          ['JP', '100-0001', '100-0001'],
          ['SE', '111 20', '111 20'],
        ] as const) {
          const place = geocoder.lookupOffline(country, code);
          const { rows } = await as(role, () => submit({ country, pinCode: code }));
          expect({ country, pin_code: rows[0]!.pin_code, city: rows[0]!.city, latitude: rows[0]!.latitude }).toEqual({
            country,
            pin_code: stored,
            city: place?.city,
            latitude: place?.latitude,
          });
        }
      });

      it('refuses an unknown postal code with a clear message, storing nothing', async () => {
        const before = await reportCount();
        expect(await refusal(() => as(role, () => submit({ pinCode: '999999' })))).toEqual({
          code: 'PT422',
          message: 'Postal code 999999 was not found in IN',
        });
        expect(await reportCount()).toBe(before);
      });

      it('takes no coordinates, time, city or nickname from the caller', async () => {
        for (const extra of ['latitude => 0', 'created_at => now()', "city => '<b>x</b>'", "nickname => 'Sam'"]) {
          const r = await refusal(() =>
            as(role, () =>
              client.query(
                `SELECT * FROM submit_report(country => 'IN', pin_code => '400001', symptoms => ARRAY['Fever'],
                   illness_type => 'flu', severity => 'mild', client_key => '${KEY}', ${extra})`,
              ),
            ),
          );
          expect(r?.code).toBe('42883'); // no such function
        }
      });

      it.each([
        [{ country: 'ZZ' }, 'country must be one of'],
        [{ country: null }, 'country must be one of'],
        [{ pinCode: '<script>alert(1)</script>' }, 'pin_code must be 1 to 16 characters'],
        [{ pinCode: '<b>40001</b>' }, 'is not a valid postal code for IN'],
        [{ pinCode: '' }, 'pin_code must be 1 to 16 characters'],
        [{ symptoms: [] }, 'symptoms must be 1 to 15 different symptoms'],
        [{ symptoms: ['Fever', 'Fever'] }, 'symptoms must be 1 to 15 different symptoms'],
        [{ symptoms: ['Sneezing'] }, 'symptoms must be 1 to 15 different symptoms'],
        [{ symptoms: ['Fever', null] }, 'symptoms must be 1 to 15 different symptoms'],
        [{ illness: 'plague' }, 'illness_type must be one of'],
        [{ severity: 'fatal' }, 'severity must be one of'],
        [{ key: 'short' }, 'client_key must be 16 to 200 characters'],
      ])('refuses %j with a 400-class error', async (args, message) => {
        const r = await refusal(() => as(role, () => submit(args)));
        expect(r).toMatchObject({ code: 'PT400', message: expect.stringContaining(message) });
      });
    });
  }

  it('accepts every country, symptom, illness and severity of the report form', async () => {
    await client.query('UPDATE submit_report_limits SET per_key_per_minute = 1000, per_area_per_minute = 1000');
    for (const c of COUNTRIES) await as('anon', () => submit({ country: c.code, pinCode: c.example }));
    await as('anon', () => submit({ symptoms: [...SYMPTOMS] }));
    for (const illness of ILLNESS_TYPES) await as('anon', () => submit({ illness }));
    for (const severity of SEVERITIES) await as('anon', () => submit({ severity }));
  });

  it('stores 60 reports a minute per browser key, then refuses; another key is still served', async () => {
    await awayFromMinuteEdge();
    for (let i = 0; i < 60; i++) await as('anon', () => submit());
    const before = await reportCount();
    expect(await refusal(() => as('anon', () => submit()))).toEqual({
      code: 'PT429',
      message: 'Too many reports from this browser, please try again in a minute',
    });
    expect(await reportCount()).toBe(before);
    await expect(as('anon', () => submit({ key: 'another-browser-key-42' }))).resolves.toBeDefined();
    // Only hashes of the keys are kept, and no address.
    const buckets = await client.query<{ bucket: string }>('SELECT bucket FROM submit_report_counters ORDER BY 1');
    expect(buckets.rows.map((r) => r.bucket).sort()).toEqual(
      [
        'area:IN:Maharashtra',
        ...['another-browser-key-42', KEY].map((k) => createHash('sha256').update(k).digest('hex')),
      ].sort(),
    );
  });

  it('bounds one client with fresh keys per area: 600 calls at one area store 120, and reporters elsewhere get through (issue 34, finding 2)', async () => {
    await awayFromMinuteEdge();
    let stored = 0;
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      const r = await refusal(() => as('anon', () => submit({ key: `fresh-key-number-${i}-xxxxxxxx` })));
      if (r === null) stored++;
      else {
        expect(r).toEqual({
          code: 'PT429',
          message: 'Too many reports from this area right now, please try again in a minute',
        });
        refused++;
      }
    }
    expect({ stored, refused }).toEqual({ stored: 120, refused: 480 });
    // Honest reporters in another division of the same country, and in another country, are served.
    await expect(
      as('anon', () => submit({ pinCode: '110001', key: 'honest-delhi-key-xxxxxx' })),
    ).resolves.toBeDefined();
    await expect(
      as('anon', () => submit({ country: 'DE', pinCode: '10115', key: 'honest-berlin-key-xxxxx' })),
    ).resolves.toBeDefined();
  });

  it("keeps the owner's optional cap on all browsers together", async () => {
    await awayFromMinuteEdge();
    await client.query('UPDATE submit_report_limits SET global_per_minute = 25');
    for (let i = 0; i < 25; i++) await as('anon', () => submit({ key: `fresh-key-number-${i}-xxxxxxxx` }));
    expect(await refusal(() => as('anon', () => submit({ key: 'yet-another-fresh-key-xxxx' })))).toEqual({
      code: 'PT429',
      message: 'Too many reports right now, please try again in a minute',
    });
  });

  it('cannot store 20,000 reports in one statement: the statement fails whole at the limit', async () => {
    await awayFromMinuteEdge();
    const before = await reportCount();
    for (const key of [`'${KEY}'`, `'many-keys-' || g || '-xxxxxxxxxx'`]) {
      const r = await refusal(() =>
        as('anon', () =>
          client.query(
            `SELECT count(*) FROM (SELECT submit_report('IN', '400001', ARRAY['Fever'], 'flu', 'mild', ${key})
             FROM generate_series(1, 20000) AS g) AS s`,
          ),
        ),
      );
      expect(r?.code).toBe('PT429');
    }
    expect(await reportCount()).toBe(before);
  });

  it('keeps finished minutes of browser keys from piling up', async () => {
    await client.query(
      `INSERT INTO submit_report_counters (bucket, window_start, count)
       SELECT 'old-' || g, date_trunc('minute', now()) - interval '5 minutes', 1 FROM generate_series(1, 30) g`,
    );
    await as('anon', () => submit());
    await as('anon', () => submit());
    const left = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM submit_report_counters WHERE bucket LIKE 'old-%'`,
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  for (const role of PUBLIC_ROLES) {
    it(`${role} may read exactly the browser's tables (SELECT only), and call exactly three functions`, async () => {
      const tables = await client.query<{ name: string; privileges: string[] }>(
        `SELECT c.relname AS name,
                array(SELECT p FROM unnest(ARRAY['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
                      WHERE has_table_privilege($1, c.oid, p)) AS privileges
         FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'p', 'f')
         ORDER BY 1`,
        [role],
      );
      expect(tables.rows.filter((t) => t.privileges.length > 0)).toEqual(
        BROWSER_READABLE_TABLES.map((name) => ({
          name,
          privileges: ['SELECT'],
        })),
      );
      const sequences = await client.query(
        `SELECT c.relname FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'
           AND (has_sequence_privilege($1, c.oid, 'USAGE') OR has_sequence_privilege($1, c.oid, 'UPDATE'))`,
        [role],
      );
      expect(sequences.rows).toEqual([]);
      const functions = await client.query<{ name: string }>(
        `SELECT DISTINCT p.proname AS name FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
           AND has_function_privilege($1, p.oid, 'EXECUTE') ORDER BY 1`,
        [role],
      );
      expect(functions.rows.map((f) => f.name)).toEqual([
        'get_health_tip_by_symptoms_and_location',
        'submit_check_in',
        'submit_report',
      ]);
      // No insert policy is left behind that a later grant could bring back to life.
      const policies = await client.query(
        `SELECT policyname FROM pg_policies WHERE schemaname = 'public' AND cmd IN ('INSERT', 'UPDATE', 'DELETE', 'ALL')`,
      );
      expect(policies.rows).toEqual([]);
    });

    it(`${role} is refused the postal table, the limits, schema_migrations and the other aggregates`, async () => {
      for (const table of [
        'postal_places',
        'submit_report_counters',
        'submit_report_limits',
        'schema_migrations',
        'analytics_place_daily',
        'analytics_place_monthly',
        'report_map_daily',
      ]) {
        const r = await refusal(() => as(role, () => client.query(`SELECT * FROM ${table} LIMIT 1`)));
        expect({ table, code: r?.code }).toEqual({ table, code: '42501' });
      }
      const r = await refusal(() => as(role, () => client.query(`SELECT postal_key('IN', '400001')`)));
      expect(r?.code).toBe('42501');
    });
  }

  it('keeps all of it when the migrations are applied again', async () => {
    const db = await openPostgres({ connectionString: project.database.url, max: 1 });
    try {
      await db.query('DELETE FROM schema_migrations');
      await migrate(db);
    } finally {
      await db.close();
    }
    const r = await refusal(() =>
      as('anon', () => client.query(`INSERT INTO symptom_reports (country, symptoms) VALUES ('IN', ARRAY['Fever'])`)),
    );
    expect(r?.code).toBe('42501');
    await expect(as('anon', () => submit())).resolves.toBeDefined();
  });
});
