import { illnessIndex } from '../../src/analytics/areas/assess-areas';
import {
  type ParticipantRows,
  RATED_DEFINITIONS,
  readParticipantRows,
} from '../../src/analytics/areas/participant-rows';
import { PostalRows, readPostalPages, readPostalRows } from '../../src/analytics/areas/postal-rows';
import type { Database } from '../../src/db/database';
import { DRIVERS, freshDatabase, type TestDatabase } from '../helpers/databases';

/**
 * The area pass's two reads of analytics_postal_daily: by key a page at a time (PGlite), and in one snapshot in
 * the table's physical order (PostgreSQL). Both must give the pass the same rows, grouped by key in the table's
 * key order, and the snapshot must not see a change made while it reads.
 */
describe.each(DRIVERS)('postal rows on %s', (driver) => {
  let t: TestDatabase;
  const TODAY = 20_400;
  const DAYS = 40;
  // Keys whose C order differs from a linguistic one (case, space, hyphen): the table's postal_key is COLLATE "C".
  const KEYS = ['110001', '400001', 'A 1', 'A-1', 'A1', 'B10', 'a1', 'b 2', 'SW1A 1AA', 'SW1A1AA'];
  const COUNTRIES = ['IN', 'GB', 'BR'];
  const ILLNESSES = ['flu', 'dengue', 'covid'];

  beforeAll(async () => {
    t = await freshDatabase(driver);
    // Written day by day, as reports arrive: the heap is in day order, not key order.
    for (let d = TODAY - DAYS + 1; d <= TODAY; d++)
      await t.db.query(
        `INSERT INTO analytics_postal_daily (country, postal_key, day, illness_type, count)
         SELECT c, k, DATE '1970-01-01' + $1::int, i, 1 + (abs(hashtext(c || k || i)) + $1::int) % 7
           FROM unnest($2::text[]) c, unnest($3::text[]) k, unnest($4::text[]) i
          WHERE (abs(hashtext(c || k || i)) + $1::int) % 3 <> 0`,
        [d, COUNTRIES, KEYS, ILLNESSES],
      );
    await t.db.query(
      `INSERT INTO analytics_postal_daily_participants (country, postal_key, day, participants, cli)
       SELECT 'IN', k, DATE '1970-01-01' + d, 20 + d % 5, d % 3
         FROM unnest($1::text[]) k, generate_series($2::int, $3::int) d`,
      [KEYS.slice(0, 3), TODAY - DAYS + 1, TODAY],
    );
  });
  afterAll(async () => t.dispose());

  /** Each key's rows as sorted "day illness count" strings: the same rows in any order within a key. */
  const byKey = (rows: PostalRows) => {
    const out = new Map<string, string[]>();
    for (let r = 0; r < rows.length; r++) {
      const key = `${rows.countries[rows.pin[r]!]} ${rows.keys[rows.pin[r]!]}`;
      const list = out.get(key) ?? [];
      list.push(`${rows.day[r]} ${rows.illness[r]} ${rows.count[r]}`);
      out.set(key, list);
    }
    for (const list of out.values()) list.sort();
    return out;
  };
  const snapshot = async (db: Database, since: number, onPage?: (pages: number) => Promise<void>) => {
    const rows = new PostalRows();
    let pages = 0;
    let participants: ParticipantRows | undefined;
    await readPostalPages(
      db,
      since,
      TODAY,
      async (read) => {
        rows.take(read);
        if (!('page' in read)) return;
        pages++;
        await onPage?.(pages);
      },
      {
        blocksPerPage: 1,
        alsoRead: async (tx) => {
          participants = await readParticipantRows(tx, since, TODAY);
        },
      },
    );
    rows.groupByKey();
    return { rows, pages, participants: participants! };
  };
  /** The participants' rows as "country key day participants cli" strings. */
  const CLI = RATED_DEFINITIONS.findIndex((d) => d.column === 'cli');
  const participantList = (p: ParticipantRows) =>
    p.day.map((d, r) => `${p.countries[p.pin[r]!]} ${p.keys[p.pin[r]!]} ${d} ${p.participants[r]} ${p.cases[CLI]![r]}`);
  const grouped = (rows: PostalRows) => {
    for (let r = 1; r < rows.length; r++) if (rows.pin[r]! < rows.pin[r - 1]!) return false;
    return true;
  };

  it('reads the same rows by key and in one snapshot, grouped by key in the table order', async () => {
    const since = TODAY - 29;
    const byPages = await readPostalRows(t.db, since, TODAY, undefined, 97);
    const { rows, pages } = await snapshot(t.db, since);
    expect(pages).toBeGreaterThan(5);
    const order = await t.db.query<{ country: string; postal_key: string }>(
      `SELECT DISTINCT country, postal_key FROM analytics_postal_daily ORDER BY country, postal_key`,
    );
    const inTableOrder = order.rows.map((r) => `${r.country} ${r.postal_key}`);
    for (const read of [byPages, rows]) {
      expect(read.keys.map((k, p) => `${read.countries[p]} ${k}`)).toEqual(inTableOrder);
      expect(grouped(read)).toBe(true);
    }
    expect(rows.length).toBe(byPages.length);
    expect(byKey(rows)).toEqual(byKey(byPages));
    // The window is kept: nothing older than `since`.
    expect(Math.min(...rows.day.subarray(0, rows.length))).toBe(since);
  });

  it('does not see a change made while it reads, and sees it on the next read', async () => {
    const since = TODAY - DAYS + 1;
    const first = await snapshot(t.db, since);
    const before = byKey(first.rows);
    expect(participantList(first.participants)).toEqual(participantList(await readParticipantRows(t.db, since, TODAY)));
    expect(first.participants.length).toBe(3 * DAYS);
    let change: Promise<unknown> | undefined;
    // Midway through the read, another connection moves every row (an UPDATE writes new versions at the heap's
    // end) and adds rows. On PGlite it waits for the read's transaction; on PostgreSQL it commits before the read
    // goes on. It also changes every participants row: read after the pages, in the same snapshot, they must not
    // show it either (a data-modifying WITH runs whether or not the statement reads it).
    const { rows, participants } = await snapshot(t.db, since, async (pages) => {
      if (pages !== 2) return;
      change = t.db.query(
        `WITH moved AS (UPDATE analytics_postal_daily SET count = count + 1000 RETURNING 1),
              joined AS (UPDATE analytics_postal_daily_participants SET participants = participants + 1000, cli = cli + 1
                          RETURNING 1)
           INSERT INTO analytics_postal_daily (country, postal_key, day, illness_type, count)
           VALUES ('IN', 'ZZ9', DATE '1970-01-01' + $1::int, 'flu', (SELECT count(*) FROM moved))`,
        [TODAY],
      );
      if (driver === 'postgres') await change;
    });
    expect(change).toBeDefined();
    expect(rows.length).toBeGreaterThan(2000);
    expect(byKey(rows)).toEqual(before);
    expect(participantList(participants)).toEqual(participantList(first.participants));
    await change;
    const next = await snapshot(t.db, since);
    const after = byKey(next.rows);
    expect(next.participants.participants).toEqual(first.participants.participants.map((n) => n + 1000));
    expect(after.get('IN ZZ9')).toEqual([`${TODAY} ${illnessIndex('flu')} ${rows.length}`]);
    const moved = (r: string) => r.replace(/ (\d+)$/, (_, n: string) => ` ${Number(n) + 1000}`);
    expect(after.get('IN 400001')).toEqual(before.get('IN 400001')!.map(moved).sort());
  });
});
