import type { PassSummary } from '../../src/analytics/areas/worker-protocol';
import { startAreaPasses } from '../../src/analytics/areas/area-passes';
import { type AreaService, startAreaService } from '../../src/analytics/areas/area-service';
import { claimPassHour, STALE_CLAIM_MS } from '../../src/analytics/areas/pass-claims';
import { allowBackdatedSeeds, DRIVERS, freshDatabase, seededDaysAgo, type TestDatabase } from '../helpers/databases';
import { FIXTURE_GEODATA_DIR } from '../helpers/test-app';

const at = (iso: string) => new Date(iso);
const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

describe.each(DRIVERS)('one area pass per clock hour across API processes on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('gives each clock hour to one claimant, and takes over only a stale unfinished claim', async () => {
    const first = await claimPassHour(t.db, at('2026-03-02T10:13:00Z'));
    expect(first?.hour.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(await claimPassHour(t.db, at('2026-03-02T10:20:00Z'))).toBeNull(); // under way
    const takeover = await claimPassHour(t.db, later(at('2026-03-02T10:13:00Z'), STALE_CLAIM_MS + 60_000));
    expect(takeover).not.toBeNull(); // its process died mid-pass
    const finished = async () =>
      (
        await t.db.query<{ f: boolean }>(
          `SELECT finished_at IS NOT NULL AS f FROM analytics_area_pass_hours WHERE hour = '2026-03-02T10:00:00Z'`,
        )
      ).rows[0]!.f;
    await first!.finish(at('2026-03-02T10:30:00Z')); // too late: the hour is the other's now
    expect(await finished()).toBe(false);
    expect(await claimPassHour(t.db, at('2026-03-02T10:31:00Z'))).toBeNull();
    await takeover!.finish(at('2026-03-02T10:32:00Z'));
    expect(await finished()).toBe(true);
    expect(await claimPassHour(t.db, at('2026-03-02T10:59:59Z'))).toBeNull(); // done, however old
    expect(await claimPassHour(t.db, at('2026-03-02T11:00:05Z'))).not.toBeNull(); // the next hour
  });

  it('gives each slot of a shorter interval (AREA_PASS_INTERVAL_SECONDS) to one claimant', async () => {
    const slot = 5 * 60_000;
    const first = await claimPassHour(t.db, at('2026-03-05T10:01:00Z'), slot);
    expect(first?.hour.toISOString()).toBe('2026-03-05T10:00:00.000Z');
    await first!.finish(at('2026-03-05T10:01:30Z'));
    expect(await claimPassHour(t.db, at('2026-03-05T10:04:59Z'), slot)).toBeNull(); // the same slot
    const next = await claimPassHour(t.db, at('2026-03-05T10:05:00Z'), slot);
    expect(next?.hour.toISOString()).toBe('2026-03-05T10:05:00.000Z'); // an hourly claim would have lost here
  });

  it('runs scheduled passes at the interval it is given, not hourly', async () => {
    const areas = startAreaService({ db: t.db, geodataDir: FIXTURE_GEODATA_DIR });
    const ran: PassSummary[] = [];
    const intervalMs = 400;
    const stop = startAreaPasses(areas, {
      claim: (a) => claimPassHour(t.db, a, intervalMs),
      intervalMs,
      onPass: (s) => ran.push(s),
      onError: (err) => {
        throw err;
      },
    });
    try {
      for (let i = 0; ran.length < 4 && i < 200; i++) await new Promise((r) => setTimeout(r, 25));
      expect(ran.length).toBeGreaterThanOrEqual(4); // the start-up pass and three scheduled ones, within seconds
    } finally {
      await stop();
      await areas.close();
    }
  });

  it('keeps at most AREA_FIT_MEMO_LIMIT baseline fits between passes, with the same alarms', async () => {
    await allowBackdatedSeeds(t.db);
    // Mumbai (400001): 150 days of three illnesses, so a pass fits a baseline per series of each of its areas.
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
       SELECT 'IN', '400001', ARRAY['Fever'], ill, 'mild', ${seededDaysAgo('d')}
         FROM unnest(ARRAY['flu', 'covid', 'dengue']) AS ill, generate_series(0, 150) AS d,
              LATERAL generate_series(1, 2 + d % 3) AS k`,
    );
    const summaries: PassSummary[] = [];
    for (const fitMemoLimit of [undefined, 1]) {
      const areas = startAreaService({
        db: t.db,
        geodataDir: FIXTURE_GEODATA_DIR,
        ...(fitMemoLimit === undefined ? {} : { fitMemoLimit }),
      });
      try {
        summaries.push(await areas.runPass(new Date()));
      } finally {
        await areas.close();
      }
    }
    const [byDefault, one] = summaries as [PassSummary, PassSummary];
    expect(byDefault.fitsKept).toBeGreaterThan(3);
    expect(one.fitsKept).toBe(1);
    expect([one.seriesScored, one.alarms]).toEqual([byDefault.seriesScored, byDefault.alarms]);
  });

  it('lets exactly one of many simultaneous claimants win', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimPassHour(t.db, at('2026-03-03T00:00:05Z'))));
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
  });

  it('two API processes on one database run one scheduled pass between them, and each runs its start-up pass', async () => {
    const services: AreaService[] = [0, 1].map(() => startAreaService({ db: t.db, geodataDir: FIXTURE_GEODATA_DIR }));
    const events: Array<{ proc: number; ran?: PassSummary; skipped?: string }> = [];
    const fire: Array<() => void> = [];
    const stops: Array<() => Promise<void>> = [];
    let now = at('2026-03-04T09:41:00Z');
    const settled = async (n: number) => {
      for (let i = 0; events.length < n && i < 200; i++) await new Promise((r) => setTimeout(r, 25));
      expect(events).toHaveLength(n);
    };
    try {
      for (const [proc, areas] of services.entries())
        stops.push(
          startAreaPasses(areas, {
            claim: (a) => claimPassHour(t.db, a),
            now: () => now,
            onPass: (ran) => events.push({ proc, ran }),
            onSkip: (hour) => events.push({ proc, skipped: hour.toISOString() }),
            onError: (err) => events.push({ proc, skipped: String(err) }),
            schedule: (run) => {
              fire.push(run);
              return () => undefined;
            },
          }),
        );
      await settled(2);
      expect(events.every((e) => e.ran)).toBe(true); // start-up passes claim nothing

      for (const run of fire) run(); // both processes' hourly timers
      await settled(4);
      const scheduled = events.slice(2);
      expect(scheduled.filter((e) => e.ran)).toHaveLength(1);
      expect(scheduled.filter((e) => e.skipped).map((e) => e.skipped)).toEqual(['2026-03-04T09:00:00.000Z']);
      const rows = await t.db.query<{ finished: boolean }>(
        `SELECT finished_at IS NOT NULL AS finished FROM analytics_area_pass_hours WHERE hour = '2026-03-04T09:00:00Z'`,
      );
      expect(rows.rows).toEqual([{ finished: true }]);

      now = at('2026-03-04T10:05:00Z');
      const skipper = scheduled.find((e) => e.skipped)!.proc;
      fire[skipper]!(); // the next hour goes to whoever comes first
      await settled(5);
      expect(events[4]).toMatchObject({ proc: skipper, ran: expect.any(Object) });
    } finally {
      for (const stop of stops) await stop();
      for (const s of services) await s.close();
    }
  });
});
