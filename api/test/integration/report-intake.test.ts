import { decodeClusters, type ClustersResponse } from '@healthwatch/contracts';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp, validReport } from '../helpers/test-app';

/**
 * The report intake seen through the API (docs/DESIGN.md §7 "Ingest against a bare route"): every report goes to the
 * intake (minBatch 1) and only reads fold it (no background fold), so each read below finds the reports only
 * because the read barrier folded them first.
 */
describe.each(DRIVERS)('the report intake through the API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { reportIntake: { minBatch: 1, foldDelayMs: 3_600_000, sweepMs: 0 } });
  });
  afterAll(async () => t.close());

  const stored = async () =>
    (
      await t.db.query<{ rows: number; intake: number }>(
        `SELECT (SELECT count(*) FROM symptom_reports)::int AS rows, (SELECT count(*) FROM report_intake)::int AS intake`,
      )
    ).rows[0]!;

  it('answers 201 from the intake, and a visitor reads their own report right after (read-your-writes)', async () => {
    const posted = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: validReport({ nickname: `intake${i}`, illnessType: 'dengue' }),
        }),
      ),
    );
    expect(posted.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const ids = posted.map((r) => r.json().data.id as string);
    // Acknowledged from the intake: on disk there, not yet in the table.
    expect(await stored()).toMatchObject({ rows: 0 });
    expect((await stored()).intake).toBeGreaterThan(0);

    const list = await t.app.inject({ method: 'GET', url: '/api/reports?limit=100' });
    expect(list.statusCode).toBe(200);
    const listed = new Set((list.json().data as { id: string }[]).map((r) => r.id));
    for (const id of ids) expect(listed.has(id)).toBe(true);
    expect(await stored()).toEqual({ rows: 12, intake: 0 });
  });

  it('puts an acknowledged report on the map for the next read, counted once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: validReport({ illnessType: 'malaria' }),
    });
    expect(res.statusCode).toBe(201);
    expect((await stored()).intake).toBe(1);
    const map = await t.app.inject({
      method: 'GET',
      url: '/api/reports/clusters?bbox=72,18,73,19.5&precision=1&illness=malaria',
    });
    expect(map.statusCode).toBe(200);
    const cells = decodeClusters(map.json() as ClustersResponse);
    expect(cells.reduce((n, c) => n + c.count, 0)).toBe(1);
    expect((await stored()).intake).toBe(0);
  });

  it('stores the report with the id and time it was answered with', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport({ nickname: 'Ravi' }) });
    const { data } = res.json() as { data: { id: string; created_at: string } };
    await t.app.inject({ method: 'GET', url: '/api/reports?limit=1' });
    const row = await t.db.query<{ created_at: Date | string; nickname: string }>(
      'SELECT created_at, nickname FROM symptom_reports WHERE id = $1::bigint',
      [data.id],
    );
    expect(row.rows[0]!.nickname).toBe('Ravi');
    expect(new Date(row.rows[0]!.created_at).toISOString()).toBe(data.created_at);
  });

  it('still writes a report with an Idempotency-Key directly, and replays it', async () => {
    const headers = { 'idempotency-key': 'intake-direct-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport(), headers });
    expect(first.statusCode).toBe(201);
    expect((await stored()).intake).toBe(0);
    const again = await t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport(), headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });
});
