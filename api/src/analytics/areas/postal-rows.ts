import type { Database, Queryable } from '../../db/database';
import { ILLNESS_TYPES, dayString } from '@healthwatch/contracts';

/**
 * analytics_postal_daily rows of a window, column-wise: one entry per postal
 * key, UTC day and illness, grouped by postal key, the keys in (country, postal
 * key) order as the table's key sorts them (postal_key is COLLATE "C", so
 * UTF-16 order here; a country is two ASCII capitals). A key's rows are
 * consecutive, in the order they were read. Typed arrays: a million rows take
 * ~13 MB, not ~200 MB of objects.
 */
export class PostalRows {
  /** Index into countries/keys of each row's postal key. */
  pin = new Int32Array(1024);
  day = new Int32Array(1024);
  illness = new Uint8Array(1024);
  count = new Int32Array(1024);
  length = 0;
  countries: string[] = [];
  keys: string[] = [];
  private readonly pins = new Map<string, Map<string, number>>();
  private lastPin = -1;

  push(country: string, key: string, day: number, illness: number, count: number): void {
    let pin = this.lastPin;
    if (pin < 0 || this.keys[pin] !== key || this.countries[pin] !== country) {
      let ofCountry = this.pins.get(country);
      if (!ofCountry) {
        ofCountry = new Map();
        this.pins.set(country, ofCountry);
      }
      pin = ofCountry.get(key) ?? -1;
      if (pin < 0) {
        pin = this.keys.length;
        ofCountry.set(key, pin);
        this.countries.push(country);
        this.keys.push(key);
      }
      this.lastPin = pin;
    }
    if (this.length === this.pin.length) this.resize(this.pin.length * 2);
    const i = this.length++;
    this.pin[i] = pin;
    this.day[i] = day;
    this.illness[i] = illness;
    this.count[i] = count;
  }

  /** One page as the queries below answer it. */
  pushPage(page: PostalPage): void {
    const c = page.c.split(SEPARATOR);
    const k = page.k.split(SEPARATOR);
    const [d, i, n] = [page.d, page.i, page.n].map((b) => new DataView(b.buffer, b.byteOffset, b.byteLength));
    if (c.length !== d!.byteLength / 4 || k.length !== c.length)
      throw new Error('analytics_postal_daily: a country or postal key holds U+001F, the page separator');
    for (let j = 0; j < c.length; j++) {
      const position = i!.getInt32(4 * j);
      this.push(c[j]!, k[j]!, d!.getInt32(4 * j), position > 0 ? position - 1 : OTHER, n!.getInt32(4 * j));
    }
  }

  /** Takes what readPostalPages hands on: room to reserve, or a page. */
  take(read: PostalRead): void {
    if ('reserve' in read) this.reserve(read.reserve);
    else this.pushPage(read.page);
  }

  /** The table's order of two keys (by index): country, then postal key in C (UTF-16) order. */
  compareKeys(a: number, b: number): number {
    const [ca, cb, ka, kb] = [this.countries[a]!, this.countries[b]!, this.keys[a]!, this.keys[b]!];
    return ca < cb ? -1 : ca > cb ? 1 : ka < kb ? -1 : ka > kb ? 1 : 0;
  }

  /** Room for n rows in all, so a read whose size is known does not grow the columns by doubling. */
  reserve(n: number): void {
    if (n > this.pin.length) this.resize(n);
  }

  /**
   * Groups the rows by postal key, keys in order (a stable counting sort: O(rows), and one column's copy at a
   * time beside the order). Rows read in key order are left as they are.
   */
  groupByKey(): void {
    const keys = this.keys.length;
    const byKey = Array.from({ length: keys }, (_, p) => p).sort((a, b) => this.compareKeys(a, b));
    const rank = new Int32Array(keys);
    byKey.forEach((p, r) => {
      rank[p] = r;
    });
    let grouped = true;
    for (let i = 0, last = 0; i < this.length && grouped; i++) {
      const r = rank[this.pin[i]!]!;
      grouped = r >= last;
      last = r;
    }
    this.countries = byKey.map((p) => this.countries[p]!);
    this.keys = byKey.map((p) => this.keys[p]!);
    this.pins.clear();
    this.lastPin = -1;
    if (grouped) {
      for (let i = 0; i < this.length; i++) this.pin[i] = rank[this.pin[i]!]!;
      return;
    }
    const start = new Int32Array(keys + 1);
    for (let i = 0; i < this.length; i++) start[rank[this.pin[i]!]! + 1]!++;
    for (let r = 0; r < keys; r++) start[r + 1]! += start[r]!;
    const order = new Int32Array(this.length);
    for (let i = 0; i < this.length; i++) order[start[rank[this.pin[i]!]!]!++] = i;
    const gather = <T extends Int32Array | Uint8Array>(from: T, to: T): T => {
      for (let j = 0; j < order.length; j++) to[j] = from[order[j]!]!;
      return to;
    };
    this.day = gather(this.day, new Int32Array(this.length));
    this.illness = gather(this.illness, new Uint8Array(this.length));
    this.count = gather(this.count, new Int32Array(this.length));
    const pin = new Int32Array(this.length);
    for (let j = 0; j < order.length; j++) pin[j] = rank[this.pin[order[j]!]!]!;
    this.pin = pin;
  }

  private resize(n: number): void {
    const copy = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a.subarray(0, this.length));
      return b;
    };
    this.pin = copy(this.pin, (k) => new Int32Array(k));
    this.day = copy(this.day, (k) => new Int32Array(k));
    this.illness = copy(this.illness, (k) => new Uint8Array(k));
    this.count = copy(this.count, (k) => new Int32Array(k));
  }
}

/**
 * A page of rows, a column each, packed so the API thread that receives it does little (split texts and
 * big-endian int4s, which the driver hands over as they come, not element by element as it parses an array):
 * countries and postal keys joined by SEPARATOR (a control character, in no postal code of the countries' shapes;
 * a page whose texts split into more parts than it has rows is refused, never miscounted), days since 1970, each
 * illness's 1-based place in ILLNESS_TYPES (0: another), and the counts.
 */
export interface PostalPage {
  c: string;
  k: string;
  d: Uint8Array;
  i: Uint8Array;
  n: Uint8Array;
}

const SEPARATOR = '\x1f';
const OTHER = ILLNESS_TYPES.indexOf('other');

/** The select list of a page of rows (t), packed as PostalPage; $1 is ILLNESS_TYPES. */
const PACKED = `string_agg(t.country, E'\\x1f') AS c, string_agg(t.postal_key, E'\\x1f') AS k,
  string_agg(int4send((t.day - DATE '1970-01-01')::int), ''::bytea) AS d,
  string_agg(int4send(coalesce(array_position($1::text[], t.illness_type), 0)), ''::bytea) AS i,
  string_agg(int4send(t.count), ''::bytea) AS n`;

/** Rows per query: each is a few milliseconds of database time, so requests never queue long behind the pass. */
export const PAGE_ROWS = 4000;

/**
 * Reads the window's rows a page at a time by primary key (keyset paging): what PGlite can do, whose one
 * connection must not be held between pages. Each page comes back packed in one row (PostalPage), not as 4,000
 * row objects or arrays parsed element by element, which is what would cost the API's thread when it relays
 * them. In key order each row is a heap page of its own (the table is written day by day), so on a large table
 * readPostalPages is the faster read.
 */
export async function readPostalRows(
  db: Queryable,
  sinceDay: number,
  untilDay: number,
  pause: () => Promise<void> = async () => {},
  pageRows = PAGE_ROWS,
): Promise<PostalRows> {
  const rows = new PostalRows();
  let cursor: [string, string, string, string] = ['', '', '0001-01-01', ''];
  for (;;) {
    // lc…li: the page's last row, where the next page starts.
    const res = await db.query<Partial<PostalPage> & { rows: number; lc: string; lk: string; ld: string; li: string }>(
      `SELECT ${PACKED}, count(*)::int AS rows, (array_agg(t.country))[count(*)] AS lc,
              (array_agg(t.postal_key))[count(*)] AS lk, (array_agg(t.day::text))[count(*)] AS ld,
              (array_agg(t.illness_type))[count(*)] AS li
         FROM (SELECT country, postal_key, day, illness_type, count
                 FROM analytics_postal_daily
                WHERE (country, postal_key, day, illness_type) > ($2, $3, $4::date, $5)
                  AND day >= $6::date AND day <= $7::date
                ORDER BY country, postal_key, day, illness_type
                LIMIT $8) t`,
      [ILLNESS_TYPES, ...cursor, dayString(sinceDay), dayString(untilDay), pageRows],
    );
    const page = res.rows[0];
    if (!page?.c) break;
    rows.pushPage(page as PostalPage);
    cursor = [page.lc!, page.lk!, page.ld!, page.li!];
    if (page.rows < pageRows) break;
    await pause();
  }
  rows.groupByKey();
  return rows;
}

/** Heap blocks per query of readPostalPages: ~9,000 rows, a few milliseconds of database time. */
export const PAGE_BLOCKS = 64;

/** What readPostalPages hands on: first the table's estimated rows (to reserve room), then its pages. */
export type PostalRead = { reserve: number } | { page: PostalPage };

/**
 * Reads the window's rows in the table's physical order, one snapshot: a REPEATABLE READ transaction on one
 * connection, its queries each a range of heap blocks (a TID range scan, PostgreSQL 14 and later), so every heap
 * page is read once and every row exactly once however the table changes meanwhile. Rows come in day order, not
 * by key: the reader groups them (PostalRows.groupByKey). `alsoRead` runs in the same snapshot after the pages, so
 * what else the pass reads (the participants) stands at the same instant as the counts. For PostgreSQL, where
 * holding one pool connection for the read keeps the rest free; on PGlite it would stop every other query for as long.
 */
export async function readPostalPages(
  db: Database,
  sinceDay: number,
  untilDay: number,
  onRead: (read: PostalRead) => void | Promise<void>,
  {
    blocksPerPage = PAGE_BLOCKS,
    alsoRead,
  }: { blocksPerPage?: number; alsoRead?: (tx: Queryable) => Promise<void> } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // Taken in the snapshot: every row it can see lies in the blocks the table had then, all counted here.
    const size = await tx.query<{ blocks: string }>(
      `SELECT (pg_relation_size('analytics_postal_daily') / current_setting('block_size')::int)::text AS blocks`,
    );
    const blocks = Number(size.rows[0]?.blocks ?? 0);
    // The planner's estimate of the window's rows, from the table's statistics: room reserved once, not by doubling.
    const plan = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM analytics_postal_daily WHERE day >= $1::date AND day <= $2::date`,
      [dayString(sinceDay), dayString(untilDay)],
    );
    await onRead({ reserve: Math.ceil((plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0) * 1.02) });
    for (let from = 0; from < blocks; from += blocksPerPage) {
      const res = await tx.query<Partial<PostalPage>>(
        `SELECT ${PACKED} FROM analytics_postal_daily t
          WHERE ctid >= $2::tid AND ctid < $3::tid AND day >= $4::date AND day <= $5::date`,
        [ILLNESS_TYPES, `(${from},0)`, `(${from + blocksPerPage},0)`, dayString(sinceDay), dayString(untilDay)],
      );
      const page = res.rows[0];
      if (page?.c) await onRead({ page: page as PostalPage });
    }
    await alsoRead?.(tx);
  });
}
