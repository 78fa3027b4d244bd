import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { decodeClusters } from '@healthwatch/contracts';
import type { RealtimeClientOptions } from '@supabase/realtime-js';
import { createSupabaseDataClient } from '@healthwatch/client/supabase';
// Test support of the client package, by path: the package does not export it.
import { HostedSupabaseDouble } from '@healthwatch/client/test-support/hosted-supabase-double';
import { buildApp, type App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { loadGazetteer } from '../../src/geocode/gazetteer';
import { loadPostalPlaces } from '../../src/geocode/postal-places';
import { withClient } from '../helpers/databases';
import { FIXTURE_GEODATA_DIR, fixtureGeocoderOnce } from '../helpers/test-app';
import { createSupabaseLikeDatabase, type SupabaseLikeDatabase } from './supabase-database';

/**
 * Supabase mode end to end, as far as this machine allows: the real API on a
 * real PostgreSQL shaped like a Supabase project (DATABASE_URL), and the
 * browser's Supabase client. Only the hosted REST/Realtime service is a
 * double (client/test-support/hosted-supabase-double.ts).
 */
describe('the API and the Supabase client on one Supabase-like database', () => {
  let database: SupabaseLikeDatabase;
  let db: Database;
  let app: App;
  let apiUrl: string;

  beforeAll(async () => {
    database = await createSupabaseLikeDatabase();
    db = await openPostgres({ connectionString: database.url, max: 4 });
    await migrate(db);
    await loadPostalPlaces(db, (await loadGazetteer(FIXTURE_GEODATA_DIR)).indexes);
    app = await buildApp({ db, geocoder: await fixtureGeocoderOnce(), writeRateLimit: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.dispose();
  }, 60000);

  /** One PostgREST request: SET ROLE anon in a transaction, SELECT the function, PTxyz → HTTP xyz. */
  async function callAsAnon(sql: string, params: unknown[]): Promise<{ status: number; body: unknown }> {
    return withClient(database.url, async (client) => {
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL ROLE anon');
        const { rows } = await client.query(sql, params);
        await client.query('COMMIT');
        return { status: 200, body: rows[0] };
      } catch (err) {
        await client.query('ROLLBACK');
        const e = err as { code?: string; message?: string };
        const status = /^PT\d{3}$/.test(e.code ?? '') ? Number(e.code!.slice(2)) : e.code === '42501' ? 401 : 400;
        return { status, body: { code: e.code, message: e.message, details: null, hint: null } };
      }
    });
  }

  const submitAsAnon = (args: Record<string, unknown>) =>
    callAsAnon(
      `SELECT id::text AS id, country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state
       FROM submit_report(country => $1, pin_code => $2, symptoms => $3, illness_type => $4, severity => $5, client_key => $6)`,
      [args.country, args.pin_code, args.symptoms, args.illness_type, args.severity, args.client_key],
    );

  it('reports submitted as anon (what PostgREST does for the browser) are served by the API', async () => {
    const answer = await submitAsAnon({
      country: 'IN',
      pin_code: '400001',
      symptoms: ['Fever', 'Chills'],
      illness_type: 'malaria',
      severity: 'moderate',
      client_key: 'api-on-supabase-test-key',
    });
    expect(answer.status).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/reports?country=IN' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: (answer.body as { id: string }).id, illness_type: 'malaria', country: 'IN' }),
    ]);
    const clusters = await app.inject({ method: 'GET', url: '/api/reports/clusters?bbox=72,18,73,19&precision=3' });
    expect(clusters.statusCode).toBe(200);
    expect(decodeClusters(clusters.json())).toEqual([expect.objectContaining({ topIllness: 'malaria', count: 1 })]);
  });

  it('a report submitted in Supabase mode is placed as the API geocoder places it, not by the browser', async () => {
    const hosted = await HostedSupabaseDouble.start();
    hosted.submitReport = submitAsAnon;
    const client = createSupabaseDataClient({
      apiBaseUrl: apiUrl,
      supabase: { url: hosted.url, anonKey: 'anon' },
      transport: WebSocket as unknown as RealtimeClientOptions['transport'],
      log: () => undefined,
    });
    try {
      const geocoded = await client.geocode('IN', '400001');
      expect(geocoded.kind).toBe('found');
      if (geocoded.kind !== 'found') return;

      const report = await client.submitReport({
        nickname: 'Asha',
        country: 'IN',
        pinCode: '400001',
        symptoms: ['Fever'],
        illnessType: 'dengue',
        severity: 'mild',
        latitude: 51.5,
        longitude: -0.12,
      });
      expect(report).toMatchObject({
        latitude: geocoded.result.latitude,
        longitude: geocoded.result.longitude,
        city: geocoded.result.city,
        state: geocoded.result.state,
        nickname: null,
      });
      const stored = await db.query('SELECT nickname, latitude FROM symptom_reports WHERE id = $1', [report.id]);
      expect(stored.rows).toEqual([{ nickname: null, latitude: geocoded.result.latitude }]);

      await expect(
        client.submitReport({
          country: 'IN',
          pinCode: '999999',
          symptoms: ['Fever'],
          illnessType: 'flu',
          severity: 'mild',
        }),
      ).rejects.toThrow('Postal code 999999 was not found in India');
      expect(hosted.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/rest/v1/rpc/submit_report',
        '/rest/v1/rpc/submit_report',
      ]);
    } finally {
      await hosted.stop();
    }
  });
});
