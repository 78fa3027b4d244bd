import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { allowBackdatedSeeds, DRIVERS } from '../../test/helpers/databases';
import { DISCLAIMER } from '@healthwatch/triage-engine';
import { sentencesIn } from '../../test/helpers/no-sentences';

const CONSULT = '/api/phone-ai/health-consultation';
const ALERT = '/api/phone-ai/emergency-alert';

describe.each(DRIVERS)('phone-ai endpoints on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await allowBackdatedSeeds(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /health-consultation', () => {
    it('asks follow-up questions, then takes their answers and the danger signs', async () => {
      const base = { phoneNumber: '+91 98200 00000', symptoms: ['fever', 'headache'], country: 'IN' };
      const first = await t.app.inject({ method: 'POST', url: CONSULT, payload: base });
      expect(first.statusCode).toBe(200);
      const questions: string[] = first.json().followUpQuestions;
      expect(questions.length).toBeGreaterThan(0);
      const second = await t.app.inject({
        method: 'POST',
        url: CONSULT,
        payload: {
          ...base,
          answers: questions.map((symptom) => ({ symptom, present: false })),
          dangerSigns: ['Rash that does not fade when pressed'],
        },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ triage: 'emergency', followUpQuestions: [] });
      expect(second.json().explanation.deniedSymptoms).toEqual(expect.arrayContaining(questions));
    });

    it('answers in the locale asked for, in English for any other, and without a locale field when none is asked', async () => {
      const base = { phoneNumber: '+52 55 1234 5678', symptoms: ['fever', 'headache', 'body aches'], country: 'MX' };
      const post = (payload: object) => t.app.inject({ method: 'POST', url: CONSULT, payload });
      const plain = await post(base);
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).not.toHaveProperty('locale');
      expect(plain.json().advice.at(-1)).toBe(DISCLAIMER);
      // Advice goes out as ids in every language (the page and the phone line word them from catalogs).
      expect(sentencesIn(plain.json().advice)).toEqual([]);
      const es = (await post({ ...base, locale: 'es-MX' })).json();
      expect(es.locale).toBe('es');
      expect(es.triage).toBe(plain.json().triage);
      expect(es.advice).toEqual(plain.json().advice);
      const hi = (await post({ ...base, locale: 'hi' })).json();
      expect(hi.locale).toBe('hi');
      expect(hi.advice).toEqual(plain.json().advice);
      expect(hi).not.toHaveProperty('recommendations');
      const fr = (await post({ ...base, locale: 'fr' })).json();
      const { locale, ...english } = fr;
      expect(locale).toBe('en');
      expect(english).toEqual(plain.json());
      const tooLong = await post({ ...base, locale: 'x'.repeat(36) });
      expect(tooLong.json()).toMatchObject({ code: 'validation-max-length', params: { field: 'locale', max: 35 } });
    });

    it('refuses an unknown danger sign or a malformed answer with a 400', async () => {
      for (const extra of [
        { dangerSigns: ['Purple elbows'] },
        { dangerSigns: ['Stiff neck', 'Stiff neck'] },
        { answers: [{ symptom: 'Cough' }] },
        { answers: 'yes' },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: CONSULT,
          payload: { phoneNumber: '+1-555-0100', symptoms: ['cough', 'fever'], ...extra },
        });
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().error).toBe('string');
      }
    });

    it('answers SPEC fields plus differential and explanation', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: CONSULT,
        payload: {
          phoneNumber: '+1-555-0100',
          symptoms: ['runny nose', 'sore throat', 'cough'],
          urgency: 'normal',
          country: 'GB',
        },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        diagnosis: 'Common cold',
        severity: 'mild',
        followUpRequired: false,
        triage: 'self-care',
      });
      expect(body.confidence).toBeGreaterThan(0.5);
      expect(body.confidence).toBeLessThanOrEqual(0.95);
      expect(body.differential).toHaveLength(3);
      // The evidence for each cause survives the response schema.
      expect(body.differential[0].evidence.map((e: { symptom: string }) => e.symptom)).toContain('Runny nose');
      expect(body.explanation.matchedSymptoms).toEqual(['Cough', 'Sore throat', 'Runny nose']);
      expect(body.advice).toEqual([
        'triage.self-care',
        'condition.common-cold.0',
        'condition.common-cold.1',
        'condition.common-cold.2',
        DISCLAIMER,
      ]);
      expect(sentencesIn(body.advice)).toEqual([]);
    });

    it.each([
      [{ symptoms: ['Fever'] }],
      [{ phoneNumber: '  ', symptoms: ['Fever'] }],
      [{ phoneNumber: '+15550100' }],
      [{ phoneNumber: '+15550100', symptoms: [] }],
      [{ phoneNumber: '+15550100', symptoms: [' '] }],
    ])('refuses a missing phone number or symptoms: %j', async (payload) => {
      const res = await t.app.inject({ method: 'POST', url: CONSULT, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Please provide phone number and symptoms',
        code: 'phone-or-symptoms-missing',
      });
    });

    it('refuses an implausible phone number and unknown fields with clear messages', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: CONSULT,
        payload: { phoneNumber: 'abc', symptoms: ['Fever'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'Please enter a valid phone number', code: 'invalid-phone' });
      const extra = await t.app.inject({
        method: 'POST',
        url: CONSULT,
        payload: { phoneNumber: '+15550100', symptoms: ['Fever'], ssn: '1' },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error).toMatch(/ssn/);
      const wrongType = await t.app.inject({
        method: 'POST',
        url: CONSULT,
        payload: { phoneNumber: '+15550100', symptoms: ['Fever'], urgency: 'whenever' },
      });
      expect(wrongType.statusCode).toBe(400);
    });

    it('stores nothing about the caller', async () => {
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM emergency_alerts')).rows[0]!.n;
      const before = await count();
      await t.app.inject({
        method: 'POST',
        url: CONSULT,
        payload: { phoneNumber: '+15550123', symptoms: ['Fever', 'Cough'] },
      });
      expect(await count()).toBe(before);
    });

    it.each<[string, string]>([
      ['"just text"', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['null', 'application/json'],
      ['{"phoneNumber": 12345, "symptoms": ["Fever"]}', 'application/json'],
      ['{"phoneNumber": "+15550100", "symptoms": "Fever"}', 'application/json'],
      ['{"phoneNumber": "+15550100", "symptoms": [1, 2]}', 'application/json'],
      ['{"phoneNumber": "+15550100", "symptoms": ["Fever"], "location": {"latitude": 200}}', 'application/json'],
      ['{broken', 'application/json'],
      ['phoneNumber=1&symptoms=Fever', 'application/x-www-form-urlencoded'],
    ])('answers a malformed body %s with 400 { error }, never 500', async (payload, type) => {
      for (const url of [CONSULT, ALERT]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().error).toBe('string');
      }
    });

    it('uses recent local reports of the same postal code (outbreak awareness)', async () => {
      for (let i = 0; i < 12; i++) {
        await t.db.query(
          `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude)
           VALUES ('IN', '400001', ARRAY['Fever','Headache'], 'dengue', 'moderate', 18.94, 72.83)`,
        );
      }
      // Old reports (outside 14 days) and other places do not count.
      await t.db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
         VALUES ('IN', '400001', ARRAY['Fever'], 'malaria', 'mild', now() - interval '30 days'),
                ('IN', '110001', ARRAY['Fever'], 'malaria', 'mild', now())`,
      );
      const payload = {
        phoneNumber: '+919820012345',
        symptoms: ['Fever', 'Headache', 'Body aches'],
        country: 'IN',
        pinCode: '400001',
      };
      const local = (await t.app.inject({ method: 'POST', url: CONSULT, payload })).json();
      expect(local.explanation.localReports).toBe(12);
      expect(local.diagnosis).toBe('Dengue');
      expect(local.followUpRequired).toBe(true);
      const nearby = (
        await t.app.inject({
          method: 'POST',
          url: CONSULT,
          payload: { ...payload, pinCode: undefined, location: { latitude: 18.95, longitude: 72.84 } },
        })
      ).json();
      expect(nearby.explanation.localReports).toBe(12);
      const elsewhere = (
        await t.app.inject({ method: 'POST', url: CONSULT, payload: { ...payload, pinCode: '560001' } })
      ).json();
      expect(elsewhere.explanation.localReports).toBe(0);
    });
  });

  describe('POST /emergency-alert', () => {
    it.each([[{ symptoms: ['Chest pain'] }], [{ phoneNumber: '+15550100', symptoms: [] }], [{}]])(
      'refuses %j with the SPEC message',
      async (payload) => {
        const res = await t.app.inject({ method: 'POST', url: ALERT, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'Please provide phone number and symptoms for emergency alert',
          code: 'phone-or-symptoms-missing',
        });
      },
    );

    it('stores the alert with the phone number only as a salted hash and answers with the result', async () => {
      const phone = '+44 7700 900123';
      const res = await t.app.inject({
        method: 'POST',
        url: ALERT,
        payload: {
          phoneNumber: phone,
          symptoms: ['Chest pain', 'Shortness of breath'],
          severity: 'high',
          location: 'Near Victoria station',
          description: 'Test alert',
        },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.alertId).toMatch(/^\d+$/);
      expect(body.triage).toBe('emergency');
      expect(body.severity).toBe('severe');
      expect(body.followUpRequired).toBe(true);
      const { rows } = await t.db.query<Record<string, unknown>>(
        'SELECT * FROM emergency_alerts WHERE id = $1::bigint',
        [body.alertId],
      );
      const row = rows[0]!;
      expect(row.phone_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toMatch(/7700|900123/);
      expect(row).toMatchObject({
        channel: 'web',
        severity: 'severe',
        triage: 'emergency',
        location_text: 'Near Victoria station',
        description: 'Test alert',
      });

      // The same number (formatted differently) hashes the same way under this process's salt.
      const again = await t.app.inject({
        method: 'POST',
        url: ALERT,
        payload: { phoneNumber: '+447700900123', symptoms: ['Dizziness'], severity: 'high' },
      });
      const second = await t.db.query<{ phone_hash: string }>(
        'SELECT phone_hash FROM emergency_alerts WHERE id = $1::bigint',
        [again.json().alertId],
      );
      expect(second.rows[0]!.phone_hash).toBe(row.phone_hash);
      // The salt is never kept beside the hashes.
      const settings = await t.db.query('SELECT key FROM phone_ai_settings');
      expect(settings.rows).toEqual([]);
    });

    it('keeps a low-severity alert at the engine triage and coarsens coordinates', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: ALERT,
        payload: {
          phoneNumber: '+15550100',
          symptoms: ['runny nose', 'sore throat'],
          severity: 'low',
          location: { country: 'US', latitude: 40.712776, longitude: -74.005974 },
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().triage).toBe('self-care');
      const { rows } = await t.db.query<{ latitude: number; longitude: number }>(
        'SELECT latitude, longitude FROM emergency_alerts WHERE id = $1::bigint',
        [res.json().alertId],
      );
      expect(rows[0]).toEqual({ latitude: 40.71, longitude: -74.01 });
    });
  });
});

describe('phone-hash salt in production', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('the API refuses to start under NODE_ENV=production without PHONE_HASH_SALT', async () => {
    process.env.NODE_ENV = 'production';
    process.env.PARTICIPANT_SECRET = 'a participant secret of at least thirty-two characters';
    delete process.env.PHONE_HASH_SALT;
    await expect(createTestApp('pglite')).rejects.toThrow('PHONE_HASH_SALT is required in production');
  });
});
