import { dayString, type MapFilters, todayNumber } from '@healthwatch/contracts';
import { WORLD } from '../../src/reports/clusters';
import { MapCubeStore } from '../../src/reports/map-cube/store';
import { allowBackdatedSeeds, DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';

/**
 * The in-memory copy of the map aggregates follows every change of the
 * database: today's inserts (live part), back-dated inserts and deletes of
 * past days (report_map_epoch), and the date moving on.
 */
describe.each(DRIVERS)('map cube store on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(driver);
    await allowBackdatedSeeds(t.db);
  });
  afterAll(async () => t.dispose());

  const insert = (daysAgo: number, illness = 'flu', lat = 18.935) =>
    t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       VALUES ('IN', '400001', ARRAY['Fever'], $1, 'mild', now() - make_interval(days => $2::int), $3, 72.835)`,
      [illness, daysAgo, lat],
    );
  const total = async (store: MapCubeStore, from?: string) => {
    const rows = JSON.parse(String(await store.clustersJson(WORLD, 3, from ? { from } : {}))) as number[][];
    return rows.reduce((n, r) => n + r[2]!, 0);
  };

  it('follows inserts of today and of past days, and deletes', async () => {
    await insert(0);
    await insert(10);
    const store = new MapCubeStore(t.db, { ttlMs: 0 });
    await store.warm();
    expect(await total(store)).toBe(2);
    await insert(0, 'dengue');
    expect(await total(store)).toBe(3);
    // A back-dated insert changes a day held in memory: the epoch moves and the history is read again.
    await insert(30, 'covid');
    expect(await total(store)).toBe(4);
    const day20 = new Date(Date.now() - 20 * 864e5).toISOString().slice(0, 10);
    expect(await total(store, day20)).toBe(3);
    await t.db.query(`DELETE FROM symptom_reports WHERE illness_type = 'covid'`);
    expect(await total(store)).toBe(3);
    await store.settle();
  });

  it('keeps every day when the date moves on', async () => {
    let today = todayNumber();
    const store = new MapCubeStore(t.db, { ttlMs: 0, today: () => today });
    const before = await total(store);
    // Two days later the live days of before are history; nothing is lost or counted twice.
    today += 2;
    expect(await total(store)).toBe(before);
    await store.settle();
    expect(await total(store)).toBe(before);
    await store.settle();
  });

  it('answers every view alike whether old days are held per day or as sums read back from the database', async () => {
    // Reports over 60 days, various illnesses, severities, symptoms and places.
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       SELECT 'IN', '400001', ARRAY[(ARRAY['Fever','Cough','Headache'])[1 + g % 3]],
              (ARRAY['flu','dengue','covid'])[1 + (g / 3) % 3], (ARRAY['mild','moderate','severe'])[1 + (g / 7) % 3],
              now() - make_interval(days => (g * 7) % 60), 18.9 + (g % 11) * 0.013, 72.8 + (g % 5) * 0.021
       FROM generate_series(1, 400) g`,
    );
    const today = todayNumber();
    const sums = new MapCubeStore(t.db, { ttlMs: 0, memoryDays: 10 });
    const days = new MapCubeStore(t.db, { ttlMs: 0, memoryDays: 100_000 });
    const day = (ago: number) => dayString(today - ago);
    const sorted = (json: Buffer) => (JSON.parse(String(json)) as number[][]).map((r) => r.join(',')).sort();
    const views: MapFilters[] = [
      {},
      { illness: 'dengue' },
      { symptom: 'Cough', severity: 'severe' },
      { from: day(5) },
      { from: day(30) },
      { from: day(45), to: day(20) },
      { to: day(20) },
      { to: day(11), symptom: 'Fever' },
      { from: day(59), to: day(0), illness: 'covid' },
    ];
    let nonEmpty = 0;
    for (const f of views) {
      for (const p of [1, 3]) {
        const a = sorted(await sums.clustersJson(WORLD, p, f));
        expect(a).toEqual(sorted(await days.clustersJson(WORLD, p, f)));
        if (a.length > 0) nonEmpty++;
      }
      const range = { ...f, from: f.from ?? day(40), to: f.to ?? day(0) };
      expect(sorted(await sums.timelineJson(WORLD, 3, range))).toEqual(
        sorted(await days.timelineJson(WORLD, 3, range)),
      );
    }
    expect(nonEmpty).toBe(views.length * 2);
    // A back-dated report on a day held only as a sum moves the epoch: the sums are read again.
    await insert(50, 'malaria');
    const malaria = (store: MapCubeStore) => store.clustersJson(WORLD, 3, { illness: 'malaria' });
    expect(sorted(await malaria(sums))).toEqual(sorted(await malaria(days)));
    expect(await total(sums)).toBe(await total(days));
    await Promise.all([sums.settle(), days.settle()]);
  });

  it('starts from a snapshot of the history and the rows since, and leaves it once the epoch moves', async () => {
    const today = todayNumber();
    const day = (ago: number) => dayString(today - ago);
    await t.db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       SELECT 'IN', '400001', CASE g % 4 WHEN 0 THEN ARRAY['Fever'] WHEN 1 THEN ARRAY['Fever', 'Cough']
                                WHEN 2 THEN ARRAY['Cough', 'Headache'] ELSE ARRAY['Chills'] END,
              (ARRAY['flu','dengue','covid'])[1 + g % 3], 'mild', now() - make_interval(days => g % 9),
              18.9 + (g % 7) * 0.013, 72.8 + (g % 3) * 0.021
       FROM generate_series(1, 300) g`,
    );
    const sorted = (json: Buffer) => (JSON.parse(String(json)) as number[][]).map((r) => r.join(',')).sort();
    const views: MapFilters[] = [{}, { symptom: 'Cough' }, { symptom: 'Headache', illness: 'covid' }, { from: day(6) }];
    const answers = async (store: MapCubeStore) => {
      const out: string[][] = [];
      for (const f of views) out.push(sorted(await store.clustersJson(WORLD, 3, f)));
      out.push(sorted(await store.timelineJson(WORLD, 3, { from: day(8), to: day(0), symptom: 'Fever' })));
      return out;
    };
    const rowsOnly = new MapCubeStore(t.db, { ttlMs: 0, snapshots: false });
    const expected = await answers(rowsOnly);
    // Three days ago by its clock, a process wrote a snapshot of every day before four days ago.
    const earlier = new MapCubeStore(t.db, { ttlMs: 0, today: () => today - 3 });
    await earlier.warm();
    await earlier.settle();
    const slots = async () =>
      (
        await t.db.query<{ before: number }>(
          `SELECT (slot % 100000)::int AS before FROM map_cube_snapshot_claims WHERE finished_at IS NOT NULL`,
        )
      ).rows.map((r) => r.before);
    expect(await slots()).toEqual([today - 4]);
    // Today a process reads it and the rows of the three days since, and writes the newer snapshot.
    const later = new MapCubeStore(t.db, { ttlMs: 0 });
    expect(await answers(later)).toEqual(expected);
    await later.settle();
    expect(await slots()).toEqual([today - 1]);
    // What a new process answers is the snapshot's: a change to old rows that moved no epoch is not seen...
    await t.db.query(`UPDATE report_map_daily SET count = count + 1000 WHERE day < $1::date`, [day(2)]);
    const fromSnapshot = new MapCubeStore(t.db, { ttlMs: 0 });
    expect(await answers(fromSnapshot)).toEqual(expected);
    expect(await answers(new MapCubeStore(t.db, { ttlMs: 0, snapshots: false }))).not.toEqual(expected);
    await t.db.query(`UPDATE report_map_daily SET count = count - 1000 WHERE day < $1::date`, [day(2)]);
    // ...and a back-dated report moves the epoch: no snapshot of the old epoch is read again.
    await insert(5, 'typhoid');
    const after = await answers(new MapCubeStore(t.db, { ttlMs: 0, snapshots: false }));
    expect(after).not.toEqual(expected);
    const fresh = new MapCubeStore(t.db, { ttlMs: 0 });
    expect(await answers(fresh)).toEqual(after);
    expect(await answers(fromSnapshot)).toEqual(after);
    await Promise.all([rowsOnly, earlier, later, fromSnapshot, fresh].map((s) => s.settle()));
    expect(await answers(new MapCubeStore(t.db, { ttlMs: 0 }))).toEqual(after);
  });
});
