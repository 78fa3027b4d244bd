import fc from 'fast-check';
import {
  type ClustersDeltaResponse,
  type ClustersResponse,
  decodeClusters,
  decodeClustersDelta,
  decodeTimelineDelta,
  type TimelineDeltaResponse,
  type TimelineResponse,
  ILLNESS_TYPES,
  parseMapFilters,
  SEVERITIES,
  SYMPTOMS,
} from '@healthwatch/contracts';
import { allowBackdatedSeeds, DRIVERS } from '../helpers/databases';
import { createTestApp, validReport, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

interface Cell {
  latitude: number;
  longitude: number;
  count: number;
  topIllness: string | null;
}
const total = (cells: Cell[]) => cells.reduce((n, c) => n + c.count, 0);

describe.each(DRIVERS)('map filters on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await allowBackdatedSeeds(t.db);
    const post = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/reports', payload: validReport(body) });
    // Today: 2 dengue/severe with Fever in Mumbai, 1 flu/mild with Cough in Mumbai.
    for (const r of [
      { illnessType: 'dengue', severity: 'severe', symptoms: ['Fever', 'Chills'] },
      { illnessType: 'dengue', severity: 'severe', symptoms: ['Fever'] },
      { illnessType: 'flu', severity: 'mild', symptoms: ['Cough'] },
    ])
      expect((await post(r)).statusCode).toBe(201);
    // Twenty days ago: one dengue/mild report elsewhere, written straight to the table.
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       VALUES ('IN', '110001', ARRAY['Fever'], 'dengue', 'mild', now() - interval '20 days', 28.6, 77.2)`,
    );
  });
  afterAll(async () => t.close());

  const clusters = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/clusters?${qs}` });
    expect(res.statusCode).toBe(200);
    return decodeClusters(res.json() as ClustersResponse);
  };

  it('narrows clusters by illness, symptom, severity and day range from the aggregates', async () => {
    expect(total(await clusters(''))).toBe(4);
    expect(total(await clusters('illness=dengue'))).toBe(3);
    expect(total(await clusters('illness=flu'))).toBe(1);
    expect((await clusters('illness=flu'))[0]!.topIllness).toBe('flu');
    expect(total(await clusters('symptom=Fever'))).toBe(3);
    expect(total(await clusters('symptom=Chills'))).toBe(1);
    expect(total(await clusters('severity=severe'))).toBe(2);
    expect(total(await clusters(`illness=dengue&from=${day(-6)}&to=${day(0)}`))).toBe(2);
    expect(total(await clusters(`from=${day(-25)}&to=${day(-15)}`))).toBe(1);
    expect(total(await clusters(`illness=covid`))).toBe(0);
    expect(total(await clusters(`illness=dengue&precision=0&bbox=70,15,75,20`))).toBe(2);
    // symptom_reports itself is never read: emptied, the aggregates still answer.
    await t.db.exec('ALTER TABLE symptom_reports DISABLE TRIGGER USER');
    await t.db.exec('DELETE FROM symptom_reports');
    await t.db.exec('ALTER TABLE symptom_reports ENABLE TRIGGER USER');
    expect(total(await clusters('illness=dengue&symptom=Fever'))).toBe(3);
  });

  it('narrows the home statistics by the same filters', async () => {
    const stats = async (qs: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/stats?${qs}` });
      expect(res.statusCode).toBe(200);
      const s = res.json();
      return [s.activeCases.value, s.underMonitoring.value, s.recovered.value, s.totalReports.value];
    };
    // [active, under monitoring, recovered, total]
    expect(await stats('')).toEqual([3, 2, 1, 4]);
    expect(await stats('illness=dengue')).toEqual([2, 2, 1, 3]);
    expect(await stats('symptom=Chills')).toEqual([1, 1, 0, 1]);
    expect(await stats('severity=mild')).toEqual([1, 0, 1, 2]);
    expect(await stats(`illness=dengue&from=${day(-6)}&to=${day(0)}`)).toEqual([2, 2, 0, 2]);
    expect(await stats('illness=covid')).toEqual([0, 0, 0, 0]);
    for (const qs of ['illness=plague', `from=${day(-1)}&to=${day(-2)}`, 'to=9999-12-31']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/stats?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('answers per-day counts for the slider in one compact timeline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/timeline?bbox=-180,-90,180,90&illness=dengue' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { first: string; days: number; illnesses: string[]; cells: number[][] };
    expect(body.days).toBe(90);
    expect(body.first).toBe(day(-89));
    expect(body.illnesses).toEqual([...ILLNESS_TYPES]);
    const dengue = ILLNESS_TYPES.indexOf('dengue');
    const byDay = new Map<number, number>();
    for (const [, , d, i, n] of body.cells) {
      expect(i).toBe(dengue);
      byDay.set(d!, (byDay.get(d!) ?? 0) + n!);
    }
    expect(byDay.get(89)).toBe(2);
    expect(byDay.get(69)).toBe(1);
  });

  it('answers the same cells and days in the delta encoding', async () => {
    for (const qs of [
      '',
      'illness=dengue',
      `symptom=Fever&from=${day(-30)}&to=${day(0)}`,
      'bbox=70,15,80,25&precision=3',
    ]) {
      const rows = (
        await t.app.inject({ method: 'GET', url: `/api/reports/clusters?${qs}` })
      ).json() as ClustersResponse;
      const delta = (
        await t.app.inject({ method: 'GET', url: `/api/reports/clusters?${qs}&encoding=delta` })
      ).json() as ClustersDeltaResponse;
      expect(delta.encoding).toBe('delta');
      const byPosition = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]!;
      expect(decodeClustersDelta(delta).cells).toEqual([...rows.cells].sort(byPosition));
      const tRows = (
        await t.app.inject({ method: 'GET', url: `/api/reports/timeline?${qs}` })
      ).json() as TimelineResponse;
      const tDelta = (
        await t.app.inject({ method: 'GET', url: `/api/reports/timeline?${qs}&encoding=delta` })
      ).json() as TimelineDeltaResponse;
      const key = (r: number[]) => r.join(',');
      expect(decodeTimelineDelta(tDelta).cells.map(key).sort()).toEqual(tRows.cells.map(key).sort());
      expect(tRows.cells.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['clusters', 'illness=plague'],
    ['clusters', 'symptom=fever'],
    ['clusters', 'severity=deadly'],
    ['clusters', 'from=2026-02-30'],
    ['clusters', 'from=1900-01-01'],
    ['clusters', 'to=9999-12-31'],
    ['clusters', `from=${day(-1)}&to=${day(-2)}`],
    ['timeline', `from=${day(-1)}&to=${day(-2)}`],
    ['timeline', `from=2020-01-01&to=${day(0)}`],
    ['stream', 'illness=plague'],
  ])('%s?%s is a 400 { error }', async (route, qs) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/${route}?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('answers any value of the new parameters with 200 or 400 { error }, never more (fuzz)', async () => {
    const known = (list: readonly string[]) => fc.oneof(fc.constantFrom(...list), fc.string({ maxLength: 12 }));
    const date = fc.oneof(
      fc.integer({ min: -4000, max: 400 }).map((d) => day(d)),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('2026-02-29', '2024-02-29', '0000-00-00', '2026-1-1', ' 2026-01-01'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('clusters', 'timeline', 'stats'),
        fc.record(
          {
            illness: known(ILLNESS_TYPES),
            symptom: known(SYMPTOMS),
            severity: known(SEVERITIES),
            from: date,
            to: date,
          },
          { requiredKeys: [] },
        ),
        async (route, params) => {
          const qs = new URLSearchParams(params as Record<string, string>).toString();
          const path = route === 'stats' ? '/api/stats' : `/api/reports/${route}`;
          const res = await t.app.inject({ method: 'GET', url: `${path}?${qs}` });
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(typeof res.json().error).toBe('string');
          if (params.from && params.to && params.from > params.to && /^\d{4}-\d\d-\d\d$/.test(params.from))
            expect(res.statusCode).toBe(400);
          // The API refuses exactly what the shared rule refuses (a timeline also refuses a range over its limit).
          const valid = parseMapFilters(params).ok;
          if (route !== 'timeline') expect(res.statusCode).toBe(valid ? 200 : 400);
          else if (!valid) expect(res.statusCode).toBe(400);
        },
      ),
      { numRuns: 150 },
    );
  });
});
