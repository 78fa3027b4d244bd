import type { Queryable } from '../../db/database';
import { isoDay } from '@healthwatch/outbreak-engine';

/**
 * analytics_postal_daily rows of a window, column-wise: one entry per postal
 * key, UTC day and illness, in primary-key order (a key's rows are
 * consecutive). Typed arrays: a million rows take ~20 MB, not ~200 MB of objects.
 */
export class PostalRows {
  /** Index into countries/keys of each row's postal key. */
  pin = new Int32Array(1024);
  day = new Int32Array(1024);
  illness = new Uint8Array(1024);
  count = new Int32Array(1024);
  length = 0;
  readonly countries: string[] = [];
  readonly keys: string[] = [];

  push(country: string, key: string, day: number, illness: number, count: number): void {
    const last = this.keys.length - 1;
    if (last < 0 || this.keys[last] !== key || this.countries[last] !== country) {
      this.countries.push(country);
      this.keys.push(key);
    }
    if (this.length === this.pin.length) this.grow();
    const i = this.length++;
    this.pin[i] = this.keys.length - 1;
    this.day[i] = day;
    this.illness[i] = illness;
    this.count[i] = count;
  }

  private grow(): void {
    const n = this.pin.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.pin = grow(this.pin, (k) => new Int32Array(k));
    this.day = grow(this.day, (k) => new Int32Array(k));
    this.illness = grow(this.illness, (k) => new Uint8Array(k));
    this.count = grow(this.count, (k) => new Int32Array(k));
  }
}

/** Rows per query: each is a few milliseconds of database time, so requests never queue long behind the pass. */
export const PAGE_ROWS = 4000;

/**
 * Reads the window's rows a page at a time by primary key (keyset paging).
 * Each page comes back as five arrays in one row, not 4,000 row objects,
 * which is what would cost the API's thread when it relays them.
 */
export async function readPostalRows(
  db: Queryable,
  sinceDay: number,
  untilDay: number,
  illnessIndex: (illness: string) => number,
  pause: () => Promise<void> = async () => {},
  pageRows = PAGE_ROWS,
): Promise<PostalRows> {
  const rows = new PostalRows();
  let cursor: [string, string, string, string] = ['', '', '0001-01-01', ''];
  for (;;) {
    const res = await db.query<{ c: string[] | null; k: string[] | null; d: number[]; i: string[]; n: number[] }>(
      `SELECT array_agg(country) AS c, array_agg(postal_key) AS k, array_agg(d) AS d,
              array_agg(illness_type) AS i, array_agg(count) AS n
         FROM (SELECT country, postal_key, (day - DATE '1970-01-01')::int AS d, illness_type, count
                 FROM analytics_postal_daily
                WHERE (country, postal_key, day, illness_type) > ($1, $2, $3::date, $4)
                  AND day >= $5::date AND day <= $6::date
                ORDER BY country, postal_key, day, illness_type
                LIMIT $7) page`,
      [...cursor, isoDay(sinceDay), isoDay(untilDay), pageRows],
    );
    const page = res.rows[0];
    if (!page?.c || page.c.length === 0) break;
    const { c, k, d, i, n } = page as { c: string[]; k: string[]; d: number[]; i: string[]; n: number[] };
    for (let j = 0; j < c.length; j++) rows.push(c[j]!, k[j]!, Number(d[j]), illnessIndex(i[j]!), Number(n[j]));
    const last = c.length - 1;
    cursor = [c[last]!, k[last]!, isoDay(Number(d[last])), i[last]!];
    if (c.length < pageRows) break;
    await pause();
  }
  return rows;
}
