import { DRIVERS } from '../helpers/databases';
import {
  HISTORY_WEEKS,
  historyWeeks,
  OFFICIAL_LAG_WEEKS,
  officialCsvWithLead,
  seedRateHistory,
} from '../helpers/lead-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { parseOfficialCsv } from '../../src/official/official-csv';
import { storeOfficialRows } from '../../src/official/store';

const NOW = new Date('2026-11-25T10:00:00Z');

describe.each(DRIVERS)('HealthWatch beside official surveillance on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { clock: () => NOW });
    await seedRateHistory(t.db, 'IN', '400001', NOW);
  }, 180_000);
  afterAll(async () => t.close());

  const agreement = (query: string) => t.app.inject({ method: 'GET', url: `/api/analytics/agreement?${query}` });

  it('says no official data is loaded, with no figure, before an import', async () => {
    const res = await agreement('area=IN&definition=ili-who');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      indicator: null,
      indicators: [],
      weeks: [],
      r: null,
      lag: null,
      weeksCompared: 0,
    });
  });

  it('finds the 2-week lead of a seeded history over an imported official series', async () => {
    const parsed = parseOfficialCsv(officialCsvWithLead('IN', NOW));
    expect(parsed.skipped).toEqual([]);
    expect(await storeOfficialRows(t.db, parsed.rows, 'fixture.csv')).toBe(HISTORY_WEEKS);
    const data = (await agreement('area=IN&definition=ili-who')).json().data;
    expect(data.indicator).toBe('ili-per-100k');
    expect(data.source).toBe('fixture.csv');
    expect(data.lag).toBe(OFFICIAL_LAG_WEEKS);
    expect(data.rAtLag).toBeGreaterThan(0.95);
    expect(data.weeksAtLag).toBe(HISTORY_WEEKS - OFFICIAL_LAG_WEEKS);
    expect(data.weeksCompared).toBe(HISTORY_WEEKS);
    expect(data.r).toBeLessThan(data.rAtLag);
    // ISO weeks, oldest first: the history's weeks (the current week has neither series).
    expect(data.weeks.map((w: { week: string }) => w.week)).toEqual(historyWeeks(NOW));
    expect(data.weeks[0]).toMatchObject({ healthwatch: expect.any(Number), official: expect.any(Number) });
  });

  it('replaces a week on a second import instead of adding one, and keeps areas apart', async () => {
    const again = parseOfficialCsv(officialCsvWithLead('IN', NOW));
    await storeOfficialRows(t.db, again.rows, 'fixture-2.csv');
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM official_weekly WHERE area_id = 'IN'`,
    );
    expect(rows[0]!.n).toBe(HISTORY_WEEKS);
    expect((await agreement('area=DE&definition=ili-who')).json().data.indicator).toBeNull();
    expect((await agreement('area=IN&definition=ili-who&indicator=other')).json().data.indicator).toBeNull();
  });

  it.each([
    ['area=ZZ&definition=ili-who', 'unknown-rate-area'],
    ['area=IN&definition=flu', 'unknown-case-definition'],
    ['area=IN&definition=ili-who&indicator=Bad%20Name', 'validation-pattern'],
    ['area=IN', 'validation-required'],
  ])('refuses ?%s as 400 %s', async (query, code) => {
    const res = await agreement(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/analytics/agreement');
  });
});
