import {
  type ClustersResponse,
  decodeClusters,
  hasPostalShape,
  ILLNESS_TYPES,
  SubmitReportBodySchema,
  SYMPTOMS,
  type CountryCode,
} from '@healthwatch/contracts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { buildApp } from '../../src/app';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, validReport, type TestApp } from '../helpers/test-app';

describe.each(DRIVERS)('reports on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/reports', payload: payload as object, headers });
  const count = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM symptom_reports')).rows[0]!.n);

  describe('POST /api/reports', () => {
    it('stores a report geocoded on the server, ignoring browser coordinates', async () => {
      const res = await post(validReport({ latitude: 1, longitude: 2 }));
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({
        nickname: 'Asha',
        country: 'IN',
        pin_code: '400001',
        symptoms: ['Fever', 'Cough'],
        illness_type: 'flu',
        severity: 'mild',
        city: 'Mumbai',
        state: 'Maharashtra',
      });
      expect(data.id).toMatch(/^\d+$/);
      expect(new Date(data.created_at).toString()).not.toBe('Invalid Date');
      expect(data.latitude).toBeCloseTo(18.935, 2);
      expect(data.longitude).toBeCloseTo(72.835, 2);
    });

    it('normalises the postal code and treats a blank nickname as none', async () => {
      const res = await post(validReport({ country: 'GB', pinCode: ' sw1a  1aa ', nickname: '   ' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ pin_code: 'SW1A 1AA', nickname: null, city: 'London' });
    });

    it.each([
      [{ country: undefined }, 'country is required'],
      [{ country: 'ZZ' }, 'country must be one of: IN, US'],
      [{ pinCode: undefined }, 'pinCode is required'],
      [{ pinCode: '' }, 'pinCode must not be empty'],
      [{ pinCode: '12' }, 'pinCode is not a valid postal code for India (PIN, 6 digits, e.g. 400001)'],
      [{ symptoms: [] }, 'symptoms must have at least 1 item(s)'],
      [{ symptoms: ['Fever', 'Fever'] }, 'symptoms must not repeat an item'],
      [{ symptoms: ['Sneezing'] }, `symptoms.0 must be one of: ${SYMPTOMS.join(', ')}`],
      [{ symptoms: 'Fever' }, 'symptoms must be array'],
      [{ illnessType: 'plague' }, 'illnessType must be one of: flu, dengue'],
      [{ severity: 'critical' }, 'severity must be one of: mild, moderate, severe'],
      [{ nickname: 'x'.repeat(41) }, 'nickname must be at most 40 characters'],
      [{ nickname: 'a\u0007b' }, 'nickname must not contain control characters'],
      [{ nickname: 42 }, 'nickname must be string'],
      [{ extra: true }, 'extra is not an accepted field'],
      [{ latitude: 'north' }, 'latitude must be number'],
    ])('rejects %j with a clear 400', async (patch, message) => {
      const body: Record<string, unknown> = { ...validReport(), ...patch };
      for (const k of Object.keys(patch)) if ((patch as Record<string, unknown>)[k] === undefined) delete body[k];
      const before = await count();
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
      expect(await count()).toBe(before);
    });

    it('answers 422 for a well-formed code the gazetteer does not know', async () => {
      const res = await post(validReport({ pinCode: '999999' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'Postal code 999999 was not found in India',
        code: 'postal-code-not-found',
        params: { postalCode: '999999', country: 'IN' },
      });
    });

    it('rejects malformed JSON, wrong content types and oversized bodies with 4xx JSON', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: '{"country":',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Request body is not valid JSON');
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().error).toBe('Unsupported content type: send application/json');
      expect(typeof text.json().error).toBe('string');
      const big = await post({ ...validReport(), nickname: 'x'.repeat(20_000) });
      expect(big.statusCode).toBe(413);
      expect(big.json().error).toBe('Request body is too large (limit 16 KB)');
    });

    it('returns the same report for a retried Idempotency-Key', async () => {
      const key = `key-${driver}-1`;
      const first = await post(validReport(), { 'idempotency-key': key });
      const second = await post(validReport(), { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
    });

    it('stores one report for concurrent retries with one key, and all of a concurrent burst', async () => {
      const before = await count();
      const key = `key-${driver}-burst`;
      const same = await Promise.all(Array.from({ length: 10 }, () => post(validReport(), { 'idempotency-key': key })));
      expect(new Set(same.map((r) => r.json().data.id)).size).toBe(1);
      expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const burst = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(validReport({ severity: i % 2 ? 'severe' : 'mild' }))),
      );
      expect(burst.every((r) => r.statusCode === 201)).toBe(true);
      expect(new Set(burst.map((r) => r.json().data.id)).size).toBe(200);
      // A burst is acknowledged from the intake (docs/DESIGN.md §7): every acknowledged report is in the table once folded.
      await t.app.reportWriter.drain();
      expect(await count()).toBe(before + 201);
    });

    it('rate-limits writes per client when configured', async () => {
      const limited = await buildApp({ db: t.db, geocoder: t.geocoder, writeRateLimit: 2 });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 3; i++)
          codes.push(
            (await limited.inject({ method: 'POST', url: '/api/reports', payload: validReport() })).statusCode,
          );
        expect(codes).toEqual([201, 201, 429]);
        const res = await limited.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
        expect(res.json()).toEqual({
          error: 'Too many requests: please wait a moment and try again',
          code: 'rate-limited',
        });
        expect((await limited.inject({ method: 'GET', url: '/api/reports' })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('stores nothing and answers only 4xx for 1,000 random malformed bodies', async () => {
      const before = await count();
      let seed = 42;
      const rnd = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const junk = (): unknown => {
        const pick = [
          null,
          true,
          0,
          -1.5,
          '',
          'x'.repeat(50),
          [],
          {},
          ['Fever'],
          'Fever',
          Number.POSITIVE_INFINITY,
          '400001',
          '<script>',
          'IN',
          'flu',
        ];
        return pick[Math.floor(rnd() * pick.length)];
      };
      // A body is malformed when the contract schema or the postal shape rejects it.
      const ajv = new Ajv({ strict: false });
      addFormats(ajv);
      const check = ajv.compile(SubmitReportBodySchema);
      const malformed = (b: unknown) => {
        if (!check(b)) return true;
        const r = b as { country: CountryCode; pinCode: string };
        return !hasPostalShape(r.country, r.pinCode.trim());
      };
      let sent = 0;
      while (sent < 1000) {
        const body: Record<string, unknown> = { ...validReport() };
        const keys = Object.keys(body);
        const mode = Math.floor(rnd() * 6);
        let raw: string;
        if (mode === 0) raw = JSON.stringify(junk() ?? null);
        else if (mode === 1) raw = `{"country": "IN", ${'x'.repeat(Math.floor(rnd() * 40))}`;
        else {
          for (let j = 0; j <= Math.floor(rnd() * 3); j++) {
            const k = keys[Math.floor(rnd() * keys.length)]!;
            if (rnd() < 0.2) delete body[k];
            else body[k] = junk();
          }
          if (rnd() < 0.3) body[`extra${sent}`] = junk();
          if (!malformed(body)) continue;
          raw = JSON.stringify(body);
        }
        sent++;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        });
        if (res.statusCode < 400 || res.statusCode >= 500) throw new Error(`${res.statusCode} for ${raw}`);
        expect(typeof res.json().error).toBe('string');
      }
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/reports', () => {
    it('lists newest first with keyset pagination and filters', async () => {
      expect((await post(validReport({ country: 'US', pinCode: '10001', illnessType: 'covid' }))).statusCode).toBe(201);
      const last = await post(validReport({ country: 'US', pinCode: '90001' }));
      expect(last.json().data.pin_code).toBe('90001');
      const page1 = (await t.app.inject({ method: 'GET', url: '/api/reports?limit=2' })).json();
      expect(page1.data).toHaveLength(2);
      expect(page1.data[0].id).toBe(last.json().data.id);
      expect(BigInt(page1.data[0].id)).toBeGreaterThan(BigInt(page1.data[1].id));
      const page2 = (
        await t.app.inject({ method: 'GET', url: `/api/reports?limit=2&before=${page1.nextBefore}` })
      ).json();
      expect(BigInt(page2.data[0].id)).toBeLessThan(BigInt(page1.data[1].id));
      const us = (await t.app.inject({ method: 'GET', url: '/api/reports?country=US&limit=500' })).json();
      expect(us.data.every((r: { country: string }) => r.country === 'US')).toBe(true);
      expect(us.nextBefore).toBeNull();
    });

    it('serves each report only as its UTC day and 3-decimal cell: no postal code, city, region, nickname or time (issue 34, finding 3)', async () => {
      const stored = (await post(validReport({ nickname: 'Kiran', country: 'US', pinCode: '10001' }))).json().data;
      expect(stored.pin_code).toBe('10001');
      const { data } = (await t.app.inject({ method: 'GET', url: '/api/reports?country=US&limit=500' })).json();
      const row = data.find((r: { id: string }) => r.id === stored.id);
      expect(Object.keys(row).sort()).toEqual([
        'country',
        'created_at',
        'id',
        'illness_type',
        'latitude',
        'longitude',
        'severity',
        'symptoms',
      ]);
      expect(row.created_at).toBe(`${stored.created_at.slice(0, 10)}T00:00:00.000Z`);
      expect(row.latitude).toBe(Math.round(stored.latitude * 1000) / 1000);
      expect(row.longitude).toBe(Math.round(stored.longitude * 1000) / 1000);
      // A time cursor reads as its UTC day, so bisecting it cannot find a report's time.
      const sameDay = `${stored.created_at.slice(0, 10)}T23:59:59.999Z`;
      const before = (await t.app.inject({ method: 'GET', url: `/api/reports?limit=500&before=${sameDay}` })).json();
      expect(before.data.some((r: { id: string }) => r.id === stored.id)).toBe(false);
      // Nor may a page be narrowed to one postal code.
      expect((await t.app.inject({ method: 'GET', url: '/api/reports?pinCode=10001' })).statusCode).toBe(400);
    });

    it.each([
      ['limit=0', 'limit must be >= 1'],
      ['limit=501', 'limit must be <= 500'],
      ['limit=abc', 'limit must be integer'],
      ['country=XX', 'country must be one of'],
      ['before=yesterday', 'before must be a report id or an ISO date-time'],
    ])('rejects ?%s', async (qs, message) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reports?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });
  });

  describe('GET /api/reports/clusters', () => {
    const cellsOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as ClustersResponse;
      return { precision: body.precision, clusters: decodeClusters(body) };
    };

    it('groups by 3-decimal cells with the most common illness as rows of numbers, and coarser on request', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/reports/clusters?bbox=72,18,73.5,19.5' });
      expect(res.statusCode).toBe(200);
      const raw = res.json();
      expect(Object.keys(raw).sort()).toEqual(['cells', 'illnesses', 'precision']);
      expect(raw.illnesses).toEqual([...ILLNESS_TYPES]);
      expect(raw.cells.every((row: unknown[]) => row.length === 4 && row.every((n) => typeof n === 'number'))).toBe(
        true,
      );
      const body = { precision: raw.precision, clusters: decodeClusters(raw) };
      expect(body.precision).toBe(3);
      const mumbai = body.clusters.find((c) => c.latitude === 18.935);
      expect(mumbai).toMatchObject({ longitude: 72.835, topIllness: 'flu' });
      const stored = await t.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM symptom_reports WHERE pin_code = '400001'`,
      );
      expect(mumbai?.count).toBe(Number(stored.rows[0]!.n));
      const coarse = await cellsOf('/api/reports/clusters?bbox=72,18,73.5,19.5&precision=0');
      expect(coarse.clusters).toContainEqual(expect.objectContaining({ latitude: 19, longitude: 73 }));
      const total = (xs: { count: number }[]) => xs.reduce((a, c) => a + c.count, 0);
      expect(total(coarse.clusters)).toBe(total(body.clusters));
    });

    it('never answers finer than the box can show: the whole world comes on whole degrees', async () => {
      const world = await cellsOf('/api/reports/clusters?precision=3');
      expect(world.precision).toBe(0);
      expect(world.clusters.every((c) => Number.isInteger(c.latitude) && Number.isInteger(c.longitude))).toBe(true);
      expect(world.clusters).toContainEqual(expect.objectContaining({ latitude: 19, longitude: 73 }));
      // 20 degrees wide: 2 decimals are 2,000 cells across, 3 would be 20,000.
      expect((await cellsOf('/api/reports/clusters?bbox=60,5,80,25&precision=3')).precision).toBe(2);
      const timeline = (await t.app.inject({ method: 'GET', url: '/api/reports/timeline?precision=3' })).json();
      expect(timeline.precision).toBe(0);
    });

    it('filters by bbox (also across the antimeridian) and since', async () => {
      const usOnly = await cellsOf('/api/reports/clusters?bbox=-130,20,-60,50');
      expect(usOnly.clusters.length).toBeGreaterThan(0);
      expect(usOnly.clusters.every((c) => c.longitude < -60)).toBe(true);
      const wrap = await cellsOf('/api/reports/clusters?bbox=170,-90,-100,90');
      expect(wrap.clusters.every((c) => c.longitude >= 170 || c.longitude <= -100)).toBe(true);
      expect(wrap.clusters.length).toBeGreaterThan(0);
      const today = new Date().toISOString();
      const since = await cellsOf(`/api/reports/clusters?since=${today}&precision=2`);
      expect(since.clusters.length).toBeGreaterThan(0);
      const future = await cellsOf('/api/reports/clusters?since=2999-01-01T00:00:00Z');
      expect(future.clusters).toEqual([]);
    });

    it.each([
      ['bbox=1,2,3', 'bbox must be four numbers'],
      ['bbox=0,80,10,10', 'bbox latitudes'],
      ['bbox=-200,0,10,10', 'bbox longitudes'],
      ['precision=4', 'precision must be <= 3'],
      ['since=last-week', 'since must be a valid date-time'],
    ])('rejects ?%s', async (qs, message) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reports/clusters?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Route GET /api/nope not found',
      code: 'route-not-found',
      params: { method: 'GET', path: '/api/nope' },
    });
  });
});
