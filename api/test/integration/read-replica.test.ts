import pg from 'pg';
import { buildApp, type App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { openReadReplica, type ReadReplica } from '../../src/db/read-replica';
import { freshDatabase } from '../helpers/databases';
import { postgresBin, type Replica, startReplica } from '../helpers/replica';
import { fixtureGeocoderOnce, validReport } from '../helpers/test-app';

const PRIMARY = process.env.TEST_DATABASE_URL;
const MAX_LAG_MS = 8000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * DATABASE_READ_URL against a real streaming replica of the test server (pg_basebackup, Debian's PostgreSQL):
 * reads go to the replica while it keeps up, to the primary once it lags past the bound or goes away, and
 * /healthz says which. Needs TEST_DATABASE_URL and the server binaries (.ci/run has both).
 */
(PRIMARY && postgresBin() ? describe : describe.skip)('read replica (DATABASE_READ_URL)', () => {
  let replica: Replica;
  let primary: { db: Database; dispose: () => Promise<void> };
  let reads: ReadReplica;
  let app: App;
  let standby: pg.Client;
  let schema = '';

  const totalReports = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    return res.json().totalReports.value as number;
  };
  const post = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/reports', payload: validReport() });
    expect(res.statusCode).toBe(201);
  };
  const health = async () => (await app.inject({ method: 'GET', url: '/healthz' })).json();
  /** Waits until the standby has replayed what the primary committed so far. */
  const caughtUp = async () => {
    const { rows } = await primary.db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    for (let i = 0; i < 200; i++) {
      const r = await standby.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [rows[0]!.lsn]);
      if (r.rows[0].ok) return;
      await sleep(50);
    }
    throw new Error('the replica did not catch up');
  };

  beforeAll(async () => {
    primary = await freshDatabase('postgres');
    schema = (await primary.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
    replica = await startReplica(PRIMARY!);
    standby = new pg.Client({ connectionString: replica.url });
    await standby.connect();
    await caughtUp();
    reads = await openReadReplica(primary.db, {
      connectionString: replica.url,
      schema,
      maxLagMs: MAX_LAG_MS,
      probeMs: 100,
    });
    app = await buildApp({
      db: primary.db,
      geocoder: await fixtureGeocoderOnce(),
      writeRateLimit: 0,
      clustersTtlMs: 0,
      readReplica: reads,
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await reads?.close();
    await standby?.end().catch(() => undefined);
    replica?.stop();
    replica?.remove();
    await primary?.dispose();
  });

  it('reads from the replica while it keeps up, and /healthz shows its lag', async () => {
    await post();
    await caughtUp();
    await sleep(200);
    expect((await health()).replica).toEqual({ status: 'ok', lagMs: expect.any(Number) });
    // Replay paused: the next report is on the primary only, and the route still answers from the replica.
    await standby.query('SELECT pg_wal_replay_pause()');
    await post();
    expect(await totalReports()).toBe(1);
  });

  it('sends reads to the primary once the replica lags past the bound', async () => {
    let status = '';
    for (let i = 0; i < 200 && status !== 'lagging'; i++) {
      await sleep(100);
      status = (await health()).replica.status;
    }
    expect(status).toBe('lagging');
    expect((await health()).replica.lagMs).toBeGreaterThan(MAX_LAG_MS);
    expect(await totalReports()).toBe(2);
    await standby.query('SELECT pg_wal_replay_resume()');
    await caughtUp();
    await sleep(300);
    expect((await health()).replica.status).toBe('ok');
    expect(await totalReports()).toBe(2);
  }, 60_000);

  it('answers every read from the primary when the replica is killed, and loses no write', async () => {
    await standby.end();
    replica.stop('immediate');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/stats' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await post();
    expect(await totalReports()).toBe(3);
    expect((await health()).replica).toEqual({ status: 'down', lagMs: null });
    const { rows } = await primary.db.query<{ n: number }>('SELECT count(*)::int AS n FROM symptom_reports');
    expect(rows[0]!.n).toBe(3);
  }, 60_000);
});
