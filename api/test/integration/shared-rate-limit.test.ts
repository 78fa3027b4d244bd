import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '../../src/app';
import { freshDatabase, type TestDatabase } from '../helpers/databases';
import { fixtureGeocoderOnce, validReport } from '../helpers/test-app';

// Two API processes behind a load balancer must not each grant the full
// budget. Needs a Redis server (TEST_REDIS_URL; CI starts one).
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.warn('TEST_REDIS_URL unset: the shared rate-limit store is not tested');

describeRedis('rate limits shared through Redis (REDIS_URL)', () => {
  let database: TestDatabase;
  let apps: App[] = [];
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const geocoder = await fixtureGeocoderOnce();
    const keyPrefix = `hw-test-${randomBytes(6).toString('hex')}:`;
    apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp({
          db: database.db,
          geocoder,
          writeRateLimit: 4,
          clustersTtlMs: 0,
          redis: { url: redisUrl!, keyPrefix },
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it('counts one address over both instances: the fifth POST in a minute is 429 on either', async () => {
    const post = (app: App) => app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(apps[i % 2]!)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const over = await post(apps[0]!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: expect.any(String), code: 'rate-limited' });
    expect((await post(apps[1]!)).statusCode).toBe(429);
    const { rows } = await database.db.query<{ n: string }>('SELECT count(*) AS n FROM symptom_reports');
    expect(Number(rows[0]!.n)).toBe(4);
  });

  it('serves without limits, rather than failing, when Redis cannot be reached', async () => {
    const app = await buildApp({
      db: database.db,
      geocoder: await fixtureGeocoderOnce(),
      writeRateLimit: 1,
      clustersTtlMs: 0,
      redis: { url: 'redis://127.0.0.1:1' },
    });
    try {
      await app.ready();
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await app.close();
    }
  });
});
