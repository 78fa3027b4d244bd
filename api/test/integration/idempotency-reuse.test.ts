import { createTestApp, validReport, type TestApp } from '../helpers/test-app';

describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 422 when reused with a different report, and keeps the first', async () => {
    const headers = { 'idempotency-key': 'same-key-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/reports', headers, payload: validReport() });
    expect(first.statusCode).toBe(201);
    const retry = await t.app.inject({ method: 'POST', url: '/api/reports', headers, payload: validReport() });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers,
      payload: validReport({ symptoms: ['Headache'] }),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'Idempotency-Key was already used for a different report',
      code: 'idempotency-key-reused',
    });
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM symptom_reports');
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
