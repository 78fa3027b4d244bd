import type { PublicReportRow } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { freshDatabase, type TestDatabase } from '../../test/helpers/databases';
import { ReportFeed } from './report-feed';

/**
 * A real PGlite database whose reads of the first NOTIFY's rows are held back until
 * the second's have been read: the order a pool of connections may answer in.
 */
function slowFirstRead(db: Database): { db: Database; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  let reads = 0;
  const wrapped = Object.create(db) as Database;
  wrapped.query = (async (sql: string, params?: readonly unknown[]) => {
    if (sql.includes('id = ANY') && reads++ === 0) await held;
    return db.query(sql, params);
  }) as Database['query'];
  return { db: wrapped, release };
}

describe('ReportFeed', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase('pglite');
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function insert(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await t.db.query<{ id: string }>(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, latitude, longitude)
         VALUES ('IN', '400001', ARRAY['Fever'], 'flu', 'mild', 19.07, 72.87) RETURNING id::text`,
      );
      ids.push(res.rows[0]!.id);
    }
    return ids;
  }

  it('hands rows on in commit order even when an earlier read answers last', async () => {
    const { db, release } = slowFirstRead(t.db);
    const feed = new ReportFeed(db);
    await feed.start();
    const seen: string[] = [];
    feed.subscribe((row: PublicReportRow) => seen.push(row.id));
    const ids = await insert(2);
    // The second commit's row is read, but must wait for the first's.
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([]);
    release();
    for (let i = 0; i < 50 && seen.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(ids);
    expect(feed.committedAfter(ids[0]!)).toEqual([ids[1]]);
    await feed.stop();
  });

  it('a failed read does not stop the feed: later commits still arrive', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const wrapped = Object.create(t.db) as Database;
    wrapped.query = (async (sql: string, params?: readonly unknown[]) => {
      if (sql.includes('id = ANY') && fail) {
        fail = false;
        throw new Error('connection lost');
      }
      return t.db.query(sql, params);
    }) as Database['query'];
    const feed = new ReportFeed(wrapped, (err) => errors.push(err));
    await feed.start();
    const seen: string[] = [];
    feed.subscribe((row) => seen.push(row.id));
    const [, second] = await insert(2);
    for (let i = 0; i < 50 && seen.length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([second]);
    expect(errors).toHaveLength(1);
    await feed.stop();
  });
});
