import { todayNumber } from '@healthwatch/contracts';
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
    const rows = JSON.parse(await store.clustersJson(WORLD, 3, from ? { from } : {})) as number[][];
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
});
