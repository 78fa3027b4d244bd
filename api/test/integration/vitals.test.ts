import { VITAL_BUCKETS, VITAL_ROUTES } from '@healthwatch/contracts';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe.each(DRIVERS)('real-user vitals on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { vitalsPerAddressPerDay: 7 });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM web_vitals_daily');
  });

  const beacon = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as Record<string, unknown> });
  const vitals = async () => (await t.app.inject({ method: 'GET', url: '/api/vitals' })).json();
  const stored = async () =>
    (await t.db.query<{ n: string | number }>('SELECT count(*) AS n FROM web_vitals_daily')).rows[0]?.n;

  it('keeps only per-route daily bucket counts and answers p75 per route', async () => {
    expect((await beacon({ route: '/about', lcp: 1230, inp: 80, cls: 0.02 })).statusCode).toBe(202);
    expect((await beacon({ route: '/about', lcp: 1480 })).statusCode).toBe(202);
    expect((await beacon({ route: '/about', lcp: 900, cls: 0 })).statusCode).toBe(202);
    expect((await beacon({ route: '/about', lcp: 7000 })).statusCode).toBe(202);

    const rows = await t.db.query<Record<string, unknown>>(
      "SELECT * FROM web_vitals_daily WHERE metric = 'lcp' ORDER BY bucket",
    );
    // Columns are day, route, metric, bucket and a count: nothing that tells page views apart.
    expect(Object.keys(rows.rows[0] ?? {}).sort()).toEqual(['bucket', 'day', 'metric', 'route', 'views']);
    expect(rows.rows.map((r) => [Number(r.bucket), Number(r.views)])).toEqual([
      [VITAL_BUCKETS.lcp.indexOf(1000), 1],
      [VITAL_BUCKETS.lcp.indexOf(1500), 2],
      [VITAL_BUCKETS.lcp.indexOf(8000), 1],
    ]);

    const answer = await vitals();
    expect(answer.days).toBe(28);
    expect(answer.routes.map((r: { route: string }) => r.route)).toEqual([...VITAL_ROUTES]);
    const about = answer.routes.find((r: { route: string }) => r.route === '/about');
    // Ranks 1..4 sorted: 900, 1230, 1480, 7000 -> rank 3 is in the (1000, 1500] bucket.
    expect(about).toEqual({
      route: '/about',
      lcp: { p75: 1500, count: 4 },
      inp: { p75: 100, count: 1 },
      cls: { p75: 0.025, count: 2 },
    });
    expect(answer.routes.find((r: { route: string }) => r.route === '/')).toEqual({
      route: '/',
      lcp: null,
      inp: null,
      cls: null,
    });
  });

  it.each([
    ['an unknown route', { route: '/admin', lcp: 1000 }],
    ['an identifier beside the figures', { route: '/', lcp: 1000, id: 'v4-1700000000000-123' }],
    ['a session field', { route: '/', lcp: 1000, session: 'abc' }],
    ['no figure', { route: '/' }],
    ['an unrounded LCP', { route: '/', lcp: 1234 }],
    ['an unrounded CLS', { route: '/', cls: 0.0731 }],
    ['a negative INP', { route: '/', inp: -10 }],
    ['an LCP above the maximum', { route: '/', lcp: 60010 }],
    ['a string figure', { route: '/', lcp: '1000' }],
    ['a query string in the route', { route: '/?q=1', lcp: 1000 }],
  ])('refuses %s with 400 { error, code } and stores nothing', async (_name, payload) => {
    const res = await beacon(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect(Number(await stored())).toBe(0);
  });

  it('takes JSON sent as text/plain (a beacon without preflight), and refuses text that is not JSON', async () => {
    const plain = (payload: string, type = 'text/plain;charset=UTF-8') =>
      t.app.inject({ method: 'POST', url: '/api/vitals', headers: { 'content-type': type }, payload });
    const bad = await plain('lcp=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String) });
    expect((await plain('<lcp>1000</lcp>', 'application/xml')).statusCode).toBe(415);
    expect(Number(await stored())).toBe(0);
    expect((await plain(JSON.stringify({ route: '/analytics', lcp: 1000 }))).statusCode).toBe(202);
    expect(Number(await stored())).toBe(1);
  });

  it('counts at most perAddressPerDay beacons from one address, answering later ones alike', async () => {
    // The day budget is shared by this suite's tests; earlier ones used 5 of the 7.
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await beacon({ route: '/report', lcp: 2000 })).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    const rows = await t.db.query<{ views: string | number }>(
      "SELECT views FROM web_vitals_daily WHERE route = '/report' AND metric = 'lcp'",
    );
    expect(Number(rows.rows[0]?.views)).toBe(2);
  });
});
