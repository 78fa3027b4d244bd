import type { Queryable } from '../../db/database';
import { DRIVERS, freshDatabase, type TestDatabase } from '../../../test/helpers/databases';
import { cachedLocalCounts } from './local-reports';

describe.each(DRIVERS)('local report counts on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('are remembered per place for the time limit, then read again', async () => {
    let queries = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        queries++;
        return database.db.query(sql, params);
      },
      exec: (sql) => database.db.exec(sql),
    };
    let now = 1_000_000; // lru-cache takes a start time of 0 for "no time limit"
    const counts = cachedLocalCounts(counting, { ttlMs: 60_000, now: () => now });
    const mumbai = { country: 'IN', pinCode: '400001' };
    const insert = () =>
      database.db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude)
         VALUES ('IN', '400001', ARRAY['Fever'], 'dengue', 'mild', 18.94, 72.83)`,
      );
    await insert();
    const [a, b] = await Promise.all([counts(mumbai), counts(mumbai)]);
    expect(a).toEqual({ dengue: 1 });
    expect(b).toBe(a);
    const afterFirst = queries;
    await insert();
    expect(await counts(mumbai)).toEqual({ dengue: 1 });
    expect(queries).toBe(afterFirst);
    expect(await counts({ country: 'IN', pinCode: '110001' })).toEqual({});
    now += 61_000;
    expect(await counts(mumbai)).toEqual({ dengue: 2 });
  });
});
