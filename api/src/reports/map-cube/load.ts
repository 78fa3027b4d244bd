import { ILLNESS_TYPES, SEVERITIES, SYMPTOMS } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { type CellTable, type CubePart, emptyPart, type Segment } from './cube';

/**
 * Reading the map aggregates into a CubePart. Rows cross the driver as one
 * text of comma-separated integers per query (thousands of rows as one
 * value: an order of magnitude cheaper than as rows, especially on PGlite),
 * each query also returning report_map_epoch from the same snapshot.
 */

// day number, lat and lon in thousandths, illness index, severity index, count
const ROW = `concat_ws(',', day - date '1970-01-01', round(lat_cell * 1000)::int, round(lon_cell * 1000)::int,
  array_position($1::text[], illness_type) - 1, array_position($2::text[], severity) - 1, count)`;
const EPOCH = '(SELECT n FROM report_map_epoch)';

/**
 * Calls fn with each group of `width` integers of "a,b,c,...". A hand-written
 * scan: split(',') would make one string per number (millions at a million
 * reports).
 */
export function eachRow(text: string | null, width: number, fn: (v: number[]) => void): void {
  if (!text) return;
  const v = new Array<number>(width).fill(0);
  let k = 0;
  let num = 0;
  let neg = false;
  const len = text.length;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 44;
    if (c === 44) {
      v[k++] = neg ? -num : num;
      num = 0;
      neg = false;
      if (k === width) {
        fn(v);
        k = 0;
      }
    } else if (c === 45) neg = true;
    else num = num * 10 + (c - 48);
  }
}

/** Appends "d,lat,lon,i,s,n,d,lat,..." to seg, registering cells. */
export function appendRows(text: string | null, cells: CellTable, seg: Segment): void {
  eachRow(text, 6, (v) => seg.push(v[0]!, cells.id(v[1]!, v[2]!), v[3]!, v[4]!, v[5]!));
}

export interface Loaded {
  part: CubePart;
  epoch: number;
}

const dayNumberSql = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * Every row of days before `before` (day number), in chunks; null when the
 * epoch moved during the load (a change to those days: load again).
 */
export async function loadHistory(db: Queryable, cells: CellTable, before: number): Promise<Loaded | null> {
  const part = emptyPart();
  const lists = [[...ILLNESS_TYPES], [...SEVERITIES]];
  const first = await db.query<{ epoch: string; first: number | null }>(
    `SELECT ${EPOCH} AS epoch, (SELECT min(day) - date '1970-01-01' FROM report_map_daily) AS first`,
  );
  const epoch = Number(first.rows[0]!.epoch);
  const same = (e: string) => Number(e) === epoch;
  const from = first.rows[0]!.first;
  // About 8 days of rows (~100,000 at a million reports over 90 days) per query.
  for (let d = from ?? before; d < before; d += 8) {
    const res = await db.query<{ epoch: string; rows: string | null }>(
      `SELECT ${EPOCH} AS epoch, (SELECT string_agg(${ROW}, ',' ORDER BY day) FROM report_map_daily
         WHERE day >= $3::date AND day < $4::date) AS rows`,
      [...lists, dayNumberSql(d), dayNumberSql(Math.min(d + 8, before))],
    );
    if (!same(res.rows[0]!.epoch)) return null;
    appendRows(res.rows[0]!.rows, cells, part.all);
  }
  for (const [i, symptom] of SYMPTOMS.entries()) {
    const res = await db.query<{ epoch: string; rows: string | null }>(
      `SELECT ${EPOCH} AS epoch, (SELECT string_agg(${ROW}, ',' ORDER BY day) FROM report_map_symptom_daily
         WHERE symptom = $3 AND day < $4::date) AS rows`,
      [...lists, symptom, dayNumberSql(before)],
    );
    if (!same(res.rows[0]!.epoch)) return null;
    appendRows(res.rows[0]!.rows, cells, part.bySymptom[i]!);
  }
  return { part, epoch };
}

/** Every row of days from `from` (day number) on, in one statement (one snapshot). */
export async function loadLive(db: Queryable, cells: CellTable, from: number): Promise<Loaded> {
  const res = await db.query<{ epoch: string; all: string | null; sym: string | null }>(
    `SELECT ${EPOCH} AS epoch,
       (SELECT string_agg(${ROW}, ',' ORDER BY day) FROM report_map_daily WHERE day >= $3::date) AS all,
       (SELECT string_agg(array_position($4::text[], symptom) - 1 || ',' || ${ROW}, ',' ORDER BY symptom, day)
          FROM report_map_symptom_daily WHERE symptom = ANY ($4::text[]) AND day >= $3::date) AS sym`,
    [[...ILLNESS_TYPES], [...SEVERITIES], dayNumberSql(from), [...SYMPTOMS]],
  );
  const row = res.rows[0]!;
  const part = emptyPart();
  appendRows(row.all, cells, part.all);
  appendSymptomRows(row.sym, cells, part);
  return { part, epoch: Number(row.epoch) };
}

/** "symptom index,d,lat,lon,i,s,n,..." into each symptom's segment. */
function appendSymptomRows(text: string | null, cells: CellTable, part: CubePart): void {
  eachRow(text, 7, (v) => part.bySymptom[v[0]!]!.push(v[1]!, cells.id(v[2]!, v[3]!), v[4]!, v[5]!, v[6]!));
}
