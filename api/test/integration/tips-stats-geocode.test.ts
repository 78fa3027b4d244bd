import { ILLNESS_TYPES, SYMPTOMS } from '@healthwatch/contracts';
import { buildApp } from '../../src/app';
import { createServer } from 'node:net';
import { createGeocoder } from '../../src/geocode/geocoder';
import { createNominatimClient } from '../../src/geocode/nominatim';
import { allowBackdatedSeeds, DRIVERS } from '../helpers/databases';
import { createTestApp, validReport, type TestApp } from '../helpers/test-app';

/** A loopback port nothing listens on: bound once by the OS, then released. */
function closedLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe.each(DRIVERS)('tips, stats, aggregates, geocode, health and docs on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await allowBackdatedSeeds(t.db);
  });
  afterAll(async () => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('health tips', () => {
    it('lists at least 30 sourced tips covering every symptom and illness type', async () => {
      const res = await get('/api/health-tips');
      expect(res.statusCode).toBe(200);
      const tips: { content: string; source: string; symptoms: string[]; illnessType: string | null }[] =
        res.json().data;
      expect(tips.length).toBeGreaterThanOrEqual(30);
      for (const tip of tips) {
        expect(tip.source.length).toBeGreaterThan(3);
        expect(tip.content.length).toBeGreaterThan(20);
      }
      const symptoms = new Set(tips.flatMap((tip) => tip.symptoms));
      for (const s of SYMPTOMS) expect(symptoms).toContain(s);
      const illnesses = new Set(tips.map((tip) => tip.illnessType));
      for (const i of ILLNESS_TYPES) expect(illnesses).toContain(i);
    });

    it('matches the tip with the largest symptom overlap', async () => {
      const res = await get('/api/health-tips/match?symptoms=Fever,Chills,Sweating&pinCode=10001');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ illnessType: 'malaria', symptoms: ['Fever', 'Chills', 'Sweating'] });
      const chest = (await get('/api/health-tips/match?symptoms=Chest%20pain')).json().data;
      expect(chest.symptoms).toContain('Chest pain');
    });

    it('prefers the tip for the illness most reported at that postal code', async () => {
      // Fever alone overlaps several tips equally; local dengue reports tip the balance.
      for (let i = 0; i < 3; i++)
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: validReport({ country: 'BR', pinCode: '01000-000', illnessType: 'dengue' }),
        });
      const local = (await get('/api/health-tips/match?symptoms=Fever&pinCode=01000-000')).json().data;
      expect(local.illnessType).toBe('dengue');
      expect(local.symptoms).toEqual(['Fever']);
    });

    it.each([
      ['symptoms=Sneezing', 'symptoms must be among'],
      ['symptoms=', 'symptoms must not be empty'],
      ['symptoms=,', 'symptoms must name at least one symptom'],
      ['pinCode=1', 'symptoms is required'],
    ])('rejects ?%s', async (qs, message) => {
      const res = await get(`/api/health-tips/match?${qs}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });

    it('answers in English by default and says so', async () => {
      const res = (await get('/api/health-tips')).json();
      expect(res.locale).toBe('en');
      expect(res.data.every((tip: { locale: string }) => tip.locale === 'en')).toBe(true);
      const { rows } = await t.db.query<{ content: string }>('SELECT content FROM health_tips ORDER BY id');
      expect(res.data.map((tip: { content: string }) => tip.content)).toEqual(rows.map((r) => r.content));
    });

    it.each([
      ['hi', /[\u0900-\u097F]/],
      ['es', /[áéíóúñ¿¡]/i],
    ])('serves every seeded tip in %s, other fields unchanged', async (locale, script) => {
      const english = (await get('/api/health-tips')).json().data as { id: number; content: string }[];
      const res = (await get(`/api/health-tips?locale=${locale}`)).json();
      expect(res.locale).toBe(locale);
      expect(res.data).toHaveLength(english.length);
      res.data.forEach((tip: { id: number; content: string; locale: string }, i: number) => {
        expect([tip.id, tip.locale]).toEqual([english[i]!.id, locale]);
        expect(tip.content).not.toBe(english[i]!.content);
        expect(tip.content).toMatch(script);
      });
      // Region subtags and case are accepted.
      expect((await get(`/api/health-tips?locale=${locale.toUpperCase()}-XX`)).json().data).toEqual(res.data);
    });

    it('falls back to English for a language the tips are not written in, and says so', async () => {
      const english = (await get('/api/health-tips')).json();
      for (const locale of ['fr', 'pt-BR', 'ja', 'xx-unknown']) {
        expect((await get(`/api/health-tips?locale=${locale}`)).json()).toEqual(english);
      }
    });

    it('matches the same tip in each language', async () => {
      const q = '/api/health-tips/match?symptoms=Fever,Chills,Sweating&pinCode=10001';
      const en = (await get(q)).json();
      const es = (await get(`${q}&locale=es`)).json();
      const hi = (await get(`${q}&locale=hi-IN`)).json();
      expect([en.locale, es.locale, hi.locale]).toEqual(['en', 'es', 'hi']);
      expect(es.data.id).toBe(en.data.id);
      expect(hi.data.id).toBe(en.data.id);
      expect(es.data.content).toContain('malaria');
      expect(hi.data.content).toContain('मलेरिया');
      expect((await get(`${q}&locale=de`)).json()).toEqual(en);
    });

    it('keeps a tip added later in English until it is translated', async () => {
      await t.db.query(
        `INSERT INTO health_tips (symptoms, illness_type, content, source)
         VALUES (ARRAY['Fever','Chills','Sweating','Nausea']::text[], 'malaria', 'A tip not translated yet, for this test.', 'Test')`,
      );
      try {
        const res = (await get('/api/health-tips/match?symptoms=Fever,Chills,Sweating,Nausea&locale=hi')).json();
        expect(res).toMatchObject({
          locale: 'hi',
          data: { content: 'A tip not translated yet, for this test.', locale: 'en' },
        });
      } finally {
        await t.db.query(`DELETE FROM health_tips WHERE source = 'Test'`);
      }
    });

    it('serves the SQL function directly too', async () => {
      const res = await t.db.query<{ content: string }>(
        'SELECT content FROM get_health_tip_by_symptoms_and_location($1::text[], $2)',
        [['Diarrhea', 'Nausea'], null],
      );
      expect(res.rows).toHaveLength(1);
    });
  });

  describe('stats and aggregates', () => {
    beforeAll(async () => {
      // Reports of the past, written straight into the table so the insert trigger files them under their days.
      await t.db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
         SELECT 'US', '10001', ARRAY['Fever'], 'flu', s, now() - make_interval(days => d), 40.75, -73.997
         FROM (VALUES (3, 'severe'), (10, 'mild'), (20, 'mild'), (40, 'severe'), (59, 'mild'), (90, 'mild')) AS v(d, s)`,
      );
    });

    it('answers the three home figures with their definitions, from the daily aggregate', async () => {
      const res = await get('/api/stats');
      expect(res.statusCode).toBe(200);
      const s = res.json();
      const all = await t.db.query<{ active: string; severe: string; old: string; total: string }>(
        `SELECT count(*) FILTER (WHERE day >= today - 14)::text AS active,
                count(*) FILTER (WHERE day >= today - 14 AND severity = 'severe')::text AS severe,
                count(*) FILTER (WHERE day BETWEEN today - 60 AND today - 15)::text AS old,
                count(*)::text AS total
           FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, (now() AT TIME ZONE 'UTC')::date AS today, severity
                   FROM symptom_reports) AS r`,
      );
      const r = all.rows[0]!;
      expect(s.activeCases).toMatchObject({ label: 'Active Cases', value: Number(r.active) });
      expect(s.underMonitoring).toMatchObject({ label: 'Under Monitoring', value: Number(r.severe) });
      expect(s.recovered).toMatchObject({ label: 'Recovered', value: Number(r.old) });
      expect(s.recovered.value).toBe(3);
      expect(s.totalReports.value).toBe(Number(r.total));
      for (const k of ['activeCases', 'recovered', 'underMonitoring'])
        expect(s[k].definition.length).toBeGreaterThan(10);
    });

    it('lists counts per day, country and illness', async () => {
      const res = await get('/api/health-aggregates?days=30&country=US');
      expect(res.statusCode).toBe(200);
      const rows: { day: string; country: string; illnessType: string; count: number; severeCount: number }[] =
        res.json().data;
      expect(rows.length).toBe(3);
      expect(rows.every((r) => r.country === 'US' && /^\d{4}-\d{2}-\d{2}$/.test(r.day))).toBe(true);
      expect(rows.reduce((a, r) => a + r.severeCount, 0)).toBe(1);
      expect((await get('/api/health-aggregates?days=0')).statusCode).toBe(400);
    });
  });

  describe('geocode', () => {
    it('answers a known code with place, coordinates and attribution', async () => {
      const res = await get('/api/geocode?country=IN&postalCode=400001');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', country: 'India', countryCode: 'IN' });
      expect(res.json().attribution).toContain('GeoNames');
    });

    it('answers an unknown code with 404 and a bad country with 400', async () => {
      const nf = await get('/api/geocode?country=IN&postalCode=999999');
      expect(nf.statusCode).toBe(404);
      expect(nf.json()).toEqual({
        error: 'Postal code 999999 not found in IN',
        code: 'postal-code-not-found',
        params: { postalCode: '999999', country: 'IN' },
      });
      expect((await get('/api/geocode?country=IN&postalCode=12')).statusCode).toBe(404);
      expect((await get('/api/geocode?country=XX&postalCode=123')).statusCode).toBe(400);
      expect((await get('/api/geocode?country=IN')).json()).toEqual({
        error: 'postalCode is required',
        code: 'validation-required',
        params: { field: 'postalCode' },
      });
    });

    it('answers 503 when no source can answer, and still accepts reports without coordinates', async () => {
      const app = await buildApp({ db: t.db, geocoder: createGeocoder({}) });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/geocode?country=US&postalCode=10001' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: 'Geocoding service unavailable', code: 'geocoder-unavailable' });
        const post = await app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
        expect(post.statusCode).toBe(201);
        expect(post.json().data).toMatchObject({ latitude: null, longitude: null, city: null });
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ database: 'ok', gazetteer: 'not loaded' });
      } finally {
        await app.close();
      }
    });
    it('answers 503 { error } on both routes when the online geocoder is unreachable, and stores nothing', async () => {
      // A closed loopback port stands in for the internet (the online geocoder is unreachable here).
      const NOMINATIM_URL = `http://127.0.0.1:${await closedLoopbackPort()}`;
      const geocoder = createGeocoder({ nominatim: createNominatimClient(NOMINATIM_URL) });
      const app = await buildApp({ db: t.db, geocoder });
      try {
        const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM symptom_reports');
        const post = await app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
        expect(post.statusCode).toBe(503);
        expect(post.json()).toEqual({ error: 'Geocoding service unavailable', code: 'geocoder-unavailable' });
        const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM symptom_reports');
        expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
        const res = await app.inject({ method: 'GET', url: '/api/geocode?country=US&postalCode=10001' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: 'Geocoding service unavailable', code: 'geocoder-unavailable' });
      } finally {
        await app.close();
      }
    });
  });

  describe('health checks, headers and docs', () => {
    it('answers /healthz and /readyz', async () => {
      expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
      let ready = await get('/readyz');
      // Ready once the start-up loads are in (they began when the app did).
      for (let i = 0; i < 100 && ready.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        ready = await get('/readyz');
      }
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: 'ok',
        gazetteer: 'ok',
        mapAggregates: 'ok',
        analyticsBaselines: 'ok',
      });
    });

    it('sends helmet headers and CORS only to allowed origins', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'http://localhost:3000' } });
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(ok.headers['x-content-type-options']).toBe('nosniff');
      const other = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves the OpenAPI document generated from the route schemas, and the UI at /docs', async () => {
      const json = await get('/docs/json');
      expect(json.statusCode).toBe(200);
      const doc = json.json();
      expect(doc.openapi).toMatch(/^3\./);
      for (const p of [
        '/api/reports',
        '/api/reports/clusters',
        '/api/reports/stream',
        '/api/health-tips',
        '/api/health-tips/match',
        '/api/stats',
        '/api/health-aggregates',
        '/api/geocode',
      ]) {
        expect(Object.keys(doc.paths)).toContain(p);
      }
      expect(doc.paths['/api/reports'].post.requestBody).toBeDefined();
      const ui = await get('/docs/');
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
    });
  });
});
