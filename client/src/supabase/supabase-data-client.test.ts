import WebSocket from 'ws';
import type { RealtimeClientOptions } from '@supabase/realtime-js';
import { createSupabaseDataClient, type SupabaseDataClient } from './supabase-data-client';
import { HostedSupabaseDouble } from '../../test-support/hosted-supabase-double';
import { REPORT_COLUMNS } from '@healthwatch/contracts/supabase/constants';

// The hosted Supabase service is the one boundary that cannot exist here: a
// local double of it answers (see test-support/hosted-supabase-double.ts).
const ANON_KEY = 'anon-key-for-tests';
// Nothing listens on port 9 (discard): the API is unreachable in these tests.
const NO_API = 'http://127.0.0.1:9';

// Real sockets on a shared, busy machine: room to breathe, though each test takes well under a second.
jest.setTimeout(20000);

describe('Supabase data client against a double of the hosted service', () => {
  let double: HostedSupabaseDouble;
  let client: SupabaseDataClient;
  const logs: string[] = [];

  beforeEach(async () => {
    double = await HostedSupabaseDouble.start();
    logs.length = 0;
    client = createSupabaseDataClient({
      apiBaseUrl: NO_API,
      supabase: { url: double.url, anonKey: ANON_KEY },
      transport: WebSocket as unknown as RealtimeClientOptions['transport'],
      log: (m) => logs.push(m),
    });
  });

  afterEach(async () => {
    await client.supabase.removeAllChannels();
    await double.stop();
  });

  const restCalls = (path: string) => double.requests.filter((r) => r.path === path);

  describe('reports', () => {
    it('lists newest first with the anon key, only the public columns (issue 34: day and 3-decimal cell), mapped as docs/SPEC.md §3 says', async () => {
      double.addReport({
        country: 'IN',
        pin_code: '400001',
        symptoms: ['Fever'],
        illness_type: 'dengue',
        severity: 'severe',
        latitude: 18.94123,
        longitude: 72.83456,
        city: 'Mumbai',
        state: 'Maharashtra',
      });
      double.addReport({ country: 'US', pin_code: null, symptoms: ['Cough'] });
      const reports = await client.listReports();
      const [call] = restCalls('/rest/v1/symptom_reports');
      expect(call!.method).toBe('GET');
      expect(call!.headers.apikey).toBe(ANON_KEY);
      expect(Object.fromEntries(call!.query)).toEqual({
        select: REPORT_COLUMNS,
        order: 'id.desc',
        limit: '100',
      });
      expect(reports.map((r) => r.country)).toEqual(['US', 'IN']);
      expect(reports[0]).toMatchObject({
        pinCode: '00000',
        illnessType: 'unknown',
        severity: 'mild',
        nickname: null,
        latitude: null,
      });
      // No postal code, city, region or time of day reaches the browser: SPEC's defaults stand in.
      expect(reports[1]).toEqual({
        id: '1000',
        nickname: null,
        country: 'IN',
        pinCode: '00000',
        symptoms: ['Fever'],
        illnessType: 'dengue',
        severity: 'severe',
        createdAt: '2026-01-01T00:00:00.000Z',
        latitude: 18.941,
        longitude: 72.835,
        city: null,
        state: null,
      });
    });

    it('filters by country, newest id first, and pages with before (a time as its UTC day)', async () => {
      double.addReport({ country: 'IN', pin_code: '400001', symptoms: ['Fever'] });
      double.addReport({ country: 'US', pin_code: '10001', symptoms: ['Fever'] });
      double.addReport({ country: 'IN', pin_code: '400001', symptoms: ['Cough'] });
      const found = await client.listReports({ country: 'IN', limit: 2000 });
      expect(Object.fromEntries(restCalls('/rest/v1/symptom_reports')[0]!.query)).toEqual({
        select: REPORT_COLUMNS,
        country: 'eq.IN',
        order: 'id.desc',
        limit: '500',
      });
      expect(found.map((r) => r.symptoms[0])).toEqual(['Cough', 'Fever']);

      await client.listReports({ before: '1002' });
      expect(restCalls('/rest/v1/symptom_reports')[1]!.query.get('id')).toBe('lt.1002');
      await client.listReports({ before: '2026-01-02T00:20:00Z' });
      expect(restCalls('/rest/v1/symptom_reports')[2]!.query.get('report_day')).toBe('lt.2026-01-02');
    });

    it('reports docs/SPEC.md §8 "Failed to get reports" when the service fails', async () => {
      double.restFailure = 500;
      await expect(client.listReports()).rejects.toThrow('Failed to get reports');
    });
  });

  describe('submit', () => {
    const body = {
      nickname: 'Sam',
      country: 'GB' as const,
      pinCode: ' sw1a  1aa ',
      symptoms: ['Fever' as const, 'Chills' as const],
      illnessType: 'flu' as const,
      severity: 'moderate' as const,
      latitude: 1,
      longitude: 2,
    };

    it('calls submit_report without the nickname or browser coordinates, and returns the stored row', async () => {
      const report = await client.submitReport(body);
      expect(restCalls('/rest/v1/symptom_reports')).toEqual([]);
      const [call] = restCalls('/rest/v1/rpc/submit_report');
      expect(call!.method).toBe('POST');
      expect(call!.headers.apikey).toBe(ANON_KEY);
      expect(call!.body).toEqual({
        country: 'GB',
        pin_code: 'SW1A 1AA',
        symptoms: ['Fever', 'Chills'],
        illness_type: 'flu',
        severity: 'moderate',
        client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(report).toMatchObject({
        id: '1000',
        country: 'GB',
        pinCode: 'SW1A 1AA',
        illnessType: 'flu',
        latitude: null,
        nickname: null,
      });
      // One key per page: the function's per-browser limit sees one browser.
      await client.submitReport(body);
      const keys = restCalls('/rest/v1/rpc/submit_report').map((r) => (r.body as { client_key: string }).client_key);
      expect(new Set(keys).size).toBe(1);
    });

    it("says 'HTTP error! status: {code}' when the database refuses the report", async () => {
      await expect(client.submitReport({ ...body, illnessType: 'plague' as never })).rejects.toThrow(
        'HTTP error! status: 400',
      );
      double.submitReport = async () => ({
        status: 429,
        body: { code: 'PT429', message: 'Too many reports from this browser, please try again in a minute' },
      });
      await expect(client.submitReport(body)).rejects.toThrow('HTTP error! status: 429');
    });

    it('names an unknown postal code as the API does', async () => {
      double.submitReport = async () => ({
        status: 422,
        body: { code: 'PT422', message: 'Postal code 99999 was not found in US', details: null, hint: null },
      });
      await expect(client.submitReport({ ...body, country: 'US', pinCode: '99999' })).rejects.toThrow(
        'Postal code 99999 was not found in United States',
      );
    });
  });

  describe('tips', () => {
    const tip = {
      id: 7,
      content: 'Rest and drink fluids.',
      source: 'WHO',
      symptoms: ['Fever', 'Sore throat'],
      illness_type: null,
    };

    it('asks get_health_tip_by_symptoms_and_location and uses the first result', async () => {
      double.tipFunctionAnswer = [tip, { ...tip, id: 8, content: 'second' }];
      await expect(client.matchTip(['Fever', 'Sore throat'], '400001')).resolves.toEqual({
        content: 'Rest and drink fluids.',
        source: 'WHO',
        locale: 'en',
      });
      const [call] = restCalls('/rest/v1/rpc/get_health_tip_by_symptoms_and_location');
      expect(call!.method).toBe('POST');
      expect(call!.body).toEqual({ symptom_list: ['Fever', 'Sore throat'], location_pin_code: '400001' });
    });

    it('falls back to health_tips whose symptoms overlap the list, limit 1', async () => {
      double.tipFunctionAnswer = null;
      double.tips = [{ ...tip, symptoms: ['Cough'] }, tip];
      await expect(client.matchTip(['Sore throat', 'Loss of taste/smell'], '')).resolves.toEqual({
        content: 'Rest and drink fluids.',
        source: 'WHO',
        locale: 'en',
      });
      const [call] = restCalls('/rest/v1/health_tips');
      expect(call!.query.get('symptoms')).toBe('ov.{"Sore throat","Loss of taste/smell"}');
      expect(call!.query.get('limit')).toBe('1');
      expect(restCalls('/rest/v1/rpc/get_health_tip_by_symptoms_and_location')[0]!.body).toEqual({
        symptom_list: ['Sore throat', 'Loss of taste/smell'],
        location_pin_code: null,
      });
    });

    it("gives the tip in the visitor's language when it is translated, else in English", async () => {
      double.tipFunctionAnswer = [tip];
      double.tipTranslations = [
        { tip_id: 7, locale: 'hi', content: 'आराम करें और तरल पदार्थ पिएँ।' },
        { tip_id: 8, locale: 'es', content: 'otro consejo' },
      ];
      await expect(client.matchTip(['Fever'], '400001', 'hi-IN')).resolves.toEqual({
        content: 'आराम करें और तरल पदार्थ पिएँ।',
        source: 'WHO',
        locale: 'hi',
      });
      const [lookup] = restCalls('/rest/v1/health_tip_translations');
      expect(lookup!.query.get('tip_id')).toBe('eq.7');
      expect(lookup!.query.get('locale')).toBe('eq.hi');
      // Spanish is not written for this tip; Japanese is written for none: English, and said so.
      await expect(client.matchTip(['Fever'], '400001', 'es')).resolves.toMatchObject({ locale: 'en' });
      await expect(client.matchTip(['Fever'], '400001', 'ja')).resolves.toMatchObject({ locale: 'en' });
      expect(restCalls('/rest/v1/health_tip_translations')).toHaveLength(2);
      // A project that cannot read the translations yet (before migration 1020): the English tip, not none.
      double.tipTranslations = null;
      await expect(client.matchTip(['Fever'], '400001', 'hi')).resolves.toEqual({
        content: 'Rest and drink fluids.',
        source: 'WHO',
        locale: 'en',
      });
    });

    it('answers null when no tip matches, and docs/SPEC.md §8 "Failed to get health tip" when both lookups fail', async () => {
      double.tipFunctionAnswer = [];
      await expect(client.matchTip(['Chest pain'], '10001')).resolves.toBeNull();
      double.restFailure = 503;
      await expect(client.matchTip(['Chest pain'], '10001')).rejects.toThrow('Failed to get health tip');
    });
  });

  it('checks connectivity with a count query on health_tips', async () => {
    double.tips = [{ id: 1 }, { id: 2 }, { id: 3 }];
    await expect(client.checkConnection()).resolves.toEqual({ ok: true, tipCount: 3 });
    const [call] = restCalls('/rest/v1/health_tips');
    expect(call!.method).toBe('HEAD');
    expect(String(call!.headers.prefer)).toContain('count=exact');
    double.restFailure = 500;
    await expect(client.checkConnection()).resolves.toMatchObject({ ok: false });
  });

  it('leaves statistics and clusters to the API (docs/DESIGN.md §3)', async () => {
    await expect(client.getStats()).rejects.toThrow('Failed to get health statistics');
    await expect(client.getClusters({ bbox: [-10, -10, 10, 10], precision: 1 })).rejects.toThrow(
      'Failed to get report clusters',
    );
    expect(double.requests).toEqual([]);
  });
});
