import type { AddressInfo } from 'node:net';
import pg from 'pg';
import WebSocket from 'ws';
import type { RealtimeClientOptions } from '@supabase/realtime-js';
import { createSupabaseDataClient } from '@healthwatch/contracts/supabase/supabase-data-client';
import { HostedSupabaseDouble } from '@healthwatch/contracts/supabase/test-support/hosted-supabase-double';
import { buildApp, type App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { fixtureGeocoderOnce } from '../helpers/test-app';
import { createSupabaseLikeDatabase, type SupabaseLikeDatabase } from './supabase-database';

/**
 * Supabase mode end to end, as far as this machine allows: the real API on a
 * real PostgreSQL shaped like a Supabase project (DATABASE_URL), and the
 * browser's Supabase client. Only the hosted REST/Realtime service is a
 * double (contracts/src/supabase/test-support/hosted-supabase-double.ts).
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
    app = await buildApp({ db, geocoder: await fixtureGeocoderOnce(), writeRateLimit: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.dispose();
  }, 60000);

  it('reports inserted as anon (what PostgREST does for the browser) are served by the API', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL ROLE anon');
      await client.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude, city, state)
         VALUES ('IN', '400001', ARRAY['Fever','Chills'], 'malaria', 'moderate', 18.935, 72.835, 'Mumbai', 'Maharashtra')`,
      );
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    const list = await app.inject({ method: 'GET', url: '/api/reports?country=IN&pinCode=400001' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ pin_code: '400001', illness_type: 'malaria', city: 'Mumbai' }),
    ]);
    const clusters = await app.inject({ method: 'GET', url: '/api/reports/clusters?bbox=72,18,73,19&precision=3' });
    expect(clusters.statusCode).toBe(200);
    expect(JSON.stringify(clusters.json())).toContain('malaria');
  });

  it('a report submitted in Supabase mode carries the coordinates of the API geocoder, not the browser', async () => {
    const hosted = await HostedSupabaseDouble.start();
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
      const insert = hosted.requests.find((r) => r.method === 'POST' && r.path === '/rest/v1/symptom_reports');
      expect(insert?.body).toEqual({
        country: 'IN',
        pin_code: '400001',
        symptoms: ['Fever'],
        illness_type: 'dengue',
        severity: 'mild',
        latitude: geocoded.result.latitude,
        longitude: geocoded.result.longitude,
        city: geocoded.result.city,
        state: geocoded.result.state,
      });
      expect(report).toMatchObject({ latitude: geocoded.result.latitude, city: geocoded.result.city, nickname: null });

      await expect(
        client.submitReport({
          country: 'IN',
          pinCode: '999999',
          symptoms: ['Fever'],
          illnessType: 'flu',
          severity: 'mild',
        }),
      ).rejects.toThrow('Postal code 999999 was not found in India');
      expect(hosted.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    } finally {
      await hosted.stop();
    }
  });
});
