import { randomBytes } from 'node:crypto';
import { CASE_DEFINITION_IDS, ERROR_CODES, SYMPTOMS } from '@healthwatch/contracts';
import { DRIVERS } from '../helpers/databases';
import { r4SchemaErrors } from '../helpers/fhir-schema';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

const key = () => randomBytes(16).toString('base64url');
/** A Wednesday of ISO week 2026-W48. */
const NOW = new Date('2026-11-25T10:00:00Z');
const PUBLIC = 'https://api.example.org';
const BASE = `${PUBLIC}/api/fhir`;
const SNOMED = 'http://snomed.info/sct';

/** A QuestionnaireResponse as a partner's app would send it. */
function response(overrides: { items?: unknown[]; participant?: string } & Record<string, unknown> = {}) {
  const { items, participant, ...rest } = overrides;
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: `${BASE}/Questionnaire/symptom-report`,
    status: 'completed',
    authored: '2026-11-25T09:00:00Z',
    item: items ?? [
      {
        linkId: 'symptoms',
        answer: [
          { valueCoding: { system: SNOMED, code: '386661006', display: 'Fever' } },
          { valueCoding: { system: SNOMED, code: '49727002', display: 'Cough' } },
        ],
      },
      { linkId: 'illness-type', answer: [{ valueCoding: { system: SNOMED, code: '6142004' } }] },
      { linkId: 'severity', answer: [{ valueCoding: { system: SNOMED, code: '6736007' } }] },
      { linkId: 'country', answer: [{ valueCoding: { system: 'urn:iso:std:iso:3166', code: 'GB' } }] },
      { linkId: 'postal-code', answer: [{ valueString: 'SW1A 1AA' }] },
      ...(participant ? [{ linkId: 'participant', answer: [{ valueString: participant }] }] : []),
    ],
    ...rest,
  };
}

describe.each(DRIVERS)('FHIR R4 on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
      participantSecret: Buffer.from('a test secret of at least thirty-two characters'),
      clock: () => NOW,
      publicApiUrl: PUBLIC,
    });
    await t.app.areas?.ready();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/fhir/QuestionnaireResponse',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/fhir+json', ...headers },
    });
  const stored = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM symptom_reports) + (SELECT count(*) FROM rate_week_participants)
          + (SELECT count(*) FROM report_idempotency_keys))::int AS n`,
      )
    ).rows[0]!.n;
  const checkIns = async (n: number, country: string, pinCode: string) => {
    for (let i = 0; i < n; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/check-ins',
        payload: { country, pinCode, participant: key(), feelingFine: true },
      });
  };

  it.each([
    '/api/fhir/metadata',
    '/api/fhir/Questionnaire/symptom-report',
    '/api/fhir/CodeSystem/healthwatch',
    '/api/fhir/CodeSystem/healthwatch-errors',
    '/api/fhir/Measure',
    ...CASE_DEFINITION_IDS.map((id) => `/api/fhir/Measure/${id}`),
    '/api/fhir/MeasureReport?area=IN',
    '/api/fhir/MeasureReport?area=in.d.maharashtra.mumbai&definition=cli&week=2026-W40',
  ])('serves %s as application/fhir+json that the R4 JSON schema accepts', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const resource = res.json();
    expect(r4SchemaErrors(resource)).toEqual([]);
    for (const entry of resource.entry ?? []) expect(r4SchemaErrors(entry.resource)).toEqual([]);
    // Canonical URLs come from the configured public URL, never from the Host header.
    expect(res.body).not.toContain('evil.example');
  });

  it('asks the 15 symptoms with SNOMED CT codes where one exists, and publishes every local code it uses', async () => {
    const q = (await get('/api/fhir/Questionnaire/symptom-report')).json();
    expect(q.url).toBe(`${BASE}/Questionnaire/symptom-report`);
    const symptoms = q.item.find((i: { linkId: string }) => i.linkId === 'symptoms');
    expect(symptoms.code[0]).toMatchObject({ system: 'http://loinc.org', code: '75325-1' });
    expect(symptoms.answerOption).toHaveLength(SYMPTOMS.length);
    const codings = q.item.flatMap(
      (i: {
        answerOption?: { valueCoding: { system: string; code: string } }[];
        code: { system: string; code: string }[];
      }) => [...i.code, ...(i.answerOption ?? []).map((o) => o.valueCoding)],
    );
    expect(codings.filter((c: { system: string }) => c.system === SNOMED).length).toBeGreaterThanOrEqual(14 + 6 + 3);
    const local = (await get('/api/fhir/CodeSystem/healthwatch')).json();
    const published = new Set(local.concept.map((c: { code: string }) => c.code));
    for (const c of codings.filter((c: { system: string }) => c.system === local.url))
      expect(published).toContain(c.code);
    const errors = (await get('/api/fhir/CodeSystem/healthwatch-errors')).json();
    expect(errors.concept.map((c: { code: string }) => c.code)).toEqual([...ERROR_CODES]);
  });

  it('stores a QuestionnaireResponse as a report, answers it back, and counts it in the weekly MeasureReport', async () => {
    await checkIns(24, 'GB', 'SW1A 1AA');
    const res = await post(response({ participant: key() }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const back = res.json();
    expect(r4SchemaErrors(back)).toEqual([]);
    const row = await t.db.query<{
      symptoms: string[];
      illness_type: string;
      severity: string;
      pin_code: string;
      case_definitions: string[];
    }>('SELECT symptoms, illness_type, severity, pin_code, case_definitions FROM symptom_reports WHERE id = $1', [
      back.id,
    ]);
    expect(row.rows[0]).toEqual({
      symptoms: ['Fever', 'Cough'],
      illness_type: 'flu',
      severity: 'moderate',
      pin_code: 'SW1A 1AA',
      case_definitions: ['ili-who', 'ili-ecdc', 'cli'],
    });
    // The answer is the stored report in the same codes the partner sent.
    const sent = response().item as {
      linkId: string;
      answer: { valueCoding?: { code: string }; valueString?: string }[];
    }[];
    for (const item of sent)
      expect(
        back.item
          .find((i: { linkId: string }) => i.linkId === item.linkId)
          .answer.map(
            (a: { valueCoding?: { code: string }; valueString?: string }) => a.valueCoding?.code ?? a.valueString,
          ),
      ).toEqual(item.answer.map((a) => a.valueCoding?.code ?? a.valueString));

    const mr = (await get('/api/fhir/MeasureReport?area=GB&definition=ili-who&week=2026-W48')).json();
    expect(r4SchemaErrors(mr)).toEqual([]);
    expect(mr).toMatchObject({
      resourceType: 'MeasureReport',
      status: 'pending',
      type: 'summary',
      measure: `${BASE}/Measure/ili-who`,
      period: { start: '2026-11-23T00:00:00.000Z', end: '2026-11-29T23:59:59.999Z' },
    });
    const [denominator, numerator] = mr.group[0].population;
    expect(denominator.count).toBe(25);
    expect(numerator.count).toBe(1);
    expect(mr.group[0].measureScore.value).toBe(40);
    // The same figures as the rates service.
    const rates = (await get('/api/rates/weekly?area=GB&definition=ili-who&weeks=1')).json().data.weeks[0];
    expect([rates.participants, rates.cases, rates.ratePer1000]).toEqual([25, 1, 40]);
  });

  it('masks the cases of an area-week below 20 participants and gives no rate', async () => {
    const mr = (await get('/api/fhir/MeasureReport?area=in.d.maharashtra.mumbai&definition=ili-who')).json();
    expect(mr.group[0].population[1].count).toBeUndefined();
    expect(mr.group[0].population[1].extension[0].valueCode).toBe('masked');
    expect(mr.group[0].measureScore).toBeUndefined();
  });

  it('answers a retried QuestionnaireResponse with the same Idempotency-Key once, storing one report', async () => {
    const before = await stored();
    const first = await post(response(), { 'idempotency-key': 'fhir-1' });
    const again = await post(response(), { 'idempotency-key': 'fhir-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await stored()).toBe(before + 2); // one report, one key
    // A report under the same key through POST /api/reports is the same key space.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { 'idempotency-key': 'fhir-1' },
      payload: { country: 'IN', pinCode: '400001', symptoms: ['Fever'], illnessType: 'flu', severity: 'mild' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency-key-reused');
  });

  const items = response().item as { linkId: string }[];
  const without = (linkId: string) => items.filter((i) => i.linkId !== linkId);
  it.each([
    ['not a QuestionnaireResponse', { resourceType: 'Patient' }, 400, 'fhir-invalid-resource'],
    ['in progress', response({ status: 'in-progress' }), 400, 'fhir-invalid-resource'],
    [
      'another questionnaire',
      response({ questionnaire: 'http://x.example/Questionnaire/q' }),
      400,
      'fhir-invalid-resource',
    ],
    [
      'an unknown question',
      response({ items: [...items, { linkId: 'name', answer: [{ valueString: 'A' }] }] }),
      400,
      'fhir-invalid-resource',
    ],
    ['no symptom', response({ items: without('symptoms') }), 400, 'validation-required'],
    ['no postal code', response({ items: without('postal-code') }), 400, 'validation-required'],
    [
      'a symptom outside the list',
      response({
        items: [
          { linkId: 'symptoms', answer: [{ valueCoding: { system: SNOMED, code: '271807003' } }] },
          ...without('symptoms'),
        ],
      }),
      422,
      'fhir-unknown-code',
    ],
    ['a malformed participant key', response({ participant: 'short' }), 400, 'invalid-participant-key'],
    [
      'a postal code of the wrong shape',
      response({ items: [...without('postal-code'), { linkId: 'postal-code', answer: [{ valueString: '12' }] }] }),
      400,
      'invalid-postal-code',
    ],
    [
      'an unknown postal code',
      response({ items: [...without('postal-code'), { linkId: 'postal-code', answer: [{ valueString: 'ZZ9 9ZZ' }] }] }),
      422,
      'postal-code-not-found',
    ],
  ])('refuses %s with an OperationOutcome and stores nothing', async (_name, body, status, code) => {
    const before = await stored();
    const res = await post(body);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const outcome = res.json();
    expect(r4SchemaErrors(outcome)).toEqual([]);
    expect(outcome.issue[0].details.coding[0]).toEqual({ system: `${BASE}/CodeSystem/healthwatch-errors`, code });
    expect(outcome.issue[0].details.text).toEqual(expect.any(String));
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not JSON and an unknown definition as OperationOutcomes', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/fhir/QuestionnaireResponse',
      payload: '{"resourceType":',
      headers: { 'content-type': 'application/fhir+json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issue[0].details.coding[0].code).toBe('invalid-json');
    const def = await get('/api/fhir/MeasureReport?area=IN&definition=flu');
    expect(def.statusCode).toBe(400);
    expect(def.json().issue[0].details.coding[0].code).toBe('unknown-case-definition');
    const missing = await get('/api/fhir/Patient/1');
    expect(missing.statusCode).toBe(404);
    expect(r4SchemaErrors(missing.json())).toEqual([]);
  });

  it('shares POST /api/reports’s rate limit', async () => {
    const limited = await createTestApp(driver, { writeRateLimit: 2, publicApiUrl: PUBLIC });
    try {
      const report = { country: 'IN', pinCode: '400001', symptoms: ['Fever'], illnessType: 'flu', severity: 'mild' };
      expect((await limited.app.inject({ method: 'POST', url: '/api/reports', payload: report })).statusCode).toBe(201);
      const fhir = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/fhir/QuestionnaireResponse',
          payload: JSON.stringify(response()),
          headers: { 'content-type': 'application/fhir+json' },
        });
      expect((await fhir()).statusCode).toBe(201);
      const third = await fhir();
      expect(third.statusCode).toBe(429);
      expect(third.json().issue[0]).toMatchObject({
        code: 'throttled',
        details: { coding: [{ code: 'rate-limited' }] },
      });
    } finally {
      await limited.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/fhir/metadata',
        '/api/fhir/Questionnaire/symptom-report',
        '/api/fhir/MeasureReport',
        '/api/fhir/QuestionnaireResponse',
        '/api/fhir/CodeSystem/{id}',
      ]),
    );
  });
});
