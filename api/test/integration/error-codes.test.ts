import { ERROR_CODES, ErrorResponseSchema, isErrorCode } from '@healthwatch/contracts';
import Ajv from 'ajv';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every route of the API document, sent requests it must refuse: each refusal is an
 * ErrorResponse `{ error, code, params? }` whose code is one of contracts' ERROR_CODES.
 */

type Method = 'GET' | 'POST';

/** Bad requests for a route: an unknown query field, junk values, and for POST the wrong bodies. */
function badRequests(method: Method, url: string) {
  const junk = `${url}?country=ZZ&postalCode=&location=%00&bbox=x&from=2026-13-40&to=yesterday&since=nope&limit=-1`;
  const requests: { method: Method; url: string; payload?: string; headers?: Record<string, string> }[] = [
    { method, url: junk },
  ];
  if (method === 'POST') {
    const json = { 'content-type': 'application/json' };
    requests.push(
      { method, url, payload: '{"symptoms":', headers: json },
      { method, url, payload: '', headers: json },
      { method, url, payload: 'symptoms=Fever', headers: { 'content-type': 'text/plain' } },
      { method, url, payload: '[1,2,3]', headers: json },
      { method, url, payload: '{"unexpected":true}', headers: json },
      { method, url, payload: JSON.stringify({ text: 'x'.repeat(17 * 1024) }), headers: json },
    );
  }
  return requests;
}

/** The `{ error, code }` an OperationOutcome carries, or the body as it is when it is not one. */
function fromOperationOutcome(body: unknown): unknown {
  const issue = (
    body as { resourceType?: string; issue?: { details?: { coding?: { code?: string }[]; text?: string } }[] }
  )?.issue?.[0];
  if ((body as { resourceType?: string })?.resourceType !== 'OperationOutcome' || !issue?.details) return body;
  return { error: issue.details.text, code: issue.details.coding?.[0]?.code };
}

const isErrorResponse = new Ajv({ strict: false }).compile(ErrorResponseSchema);

describe('error codes on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every refusal of every documented route with a known code', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((m) => m.toUpperCase())
        .filter((m): m is Method => m === 'GET' || m === 'POST')
        .map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, 'x') })),
    );
    expect(routes.length).toBeGreaterThan(25);
    const seen = new Set<string>();
    const failures: string[] = [];
    for (const route of routes) {
      // The live feed streams when it accepts; only its refusals are probed here.
      if (route.url === '/api/reports/stream') continue;
      for (const probe of badRequests(route.method, route.url)) {
        const res = await t.app.inject(probe);
        if (res.statusCode < 400) continue;
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
        // FHIR routes answer the same { error, code } as an OperationOutcome (src/fhir/operation-outcome.ts).
        if (route.url.startsWith('/api/fhir/')) body = fromOperationOutcome(body);
        if (!isErrorResponse(body) || !isErrorCode((body as { code: unknown }).code)) {
          failures.push(`${res.statusCode} ${probe.method} ${probe.url}: ${JSON.stringify(body).slice(0, 160)}`);
        } else {
          seen.add((body as { code: string }).code);
        }
      }
    }
    expect(failures).toEqual([]);
    // The probes reach the request-level and schema codes, not only the status defaults.
    for (const code of ['invalid-json', 'empty-body', 'not-json', 'body-too-large', 'validation-not-accepted'])
      expect([code, seen.has(code)]).toEqual([code, true]);
  });

  it('answers an unknown route with route-not-found and its method and path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Route POST /api/nowhere not found',
      code: 'route-not-found',
      params: { method: 'POST', path: '/api/nowhere' },
    });
  });

  it('names the field and limit of a schema refusal in params', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports?limit=100000' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      error: expect.stringMatching(/^limit must be <= \d+$/),
      code: 'validation-range',
      params: { field: 'limit', comparison: '<=', limit: expect.any(Number) },
    });
    expect(body.error).toBe(`limit must be <= ${body.params.limit}`);
  });

  it('documents ErrorResponse with the code list in the API document', async () => {
    const spec = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const geocode404 = spec.paths['/api/geocode']?.get?.responses?.['404']?.content?.['application/json'] as {
      schema: { properties: { code: { enum: string[] }; params: unknown }; required: string[] };
    };
    expect(geocode404.schema.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(geocode404.schema.required).toEqual(['error', 'code']);
    expect(geocode404.schema.properties.params).toBeDefined();
  });
});
