import { ILLNESS_TYPES, type MapFilters, SEVERITIES, SYMPTOMS, dayString } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { type CellTable, type CubePart, emptyPart, type Segment } from './cube';
import { SymptomMerge } from './symptom-merge';

/**
 * Reading the map aggregates into a CubePart. Rows cross the driver as texts
 * of comma-separated integers, a day's rows or a month's sums in one value
 * (an order of magnitude cheaper than as rows, especially on PGlite), each
 * query also returning report_map_epoch from the same snapshot.
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

/**
 * Both aggregates' rows of days [$3, $5) (null: no end) and the epoch, in one statement (one snapshot): a text
 * per day of the whole aggregate's rows ("d,lat,lon,i,s,n,..."; symptom -1), then per symptom and day its rows
 * ("symptom index,d,lat,lon,i,s,n,..."), after one row carrying only the epoch (symptom -2). A text per day,
 * not one per query, keeps each message the driver buffers small (api/bench/README.md, map memory).
 */
const BOTH = `SELECT ${EPOCH} AS epoch, -2 AS symptom, NULL::date AS day, NULL AS rows
  UNION ALL
  SELECT NULL, -1, day, string_agg(${ROW}, ',') FROM report_map_daily
    WHERE day >= $3::date AND ($5::date IS NULL OR day < $5::date) GROUP BY day
  UNION ALL
  SELECT NULL, array_position($4::text[], symptom) - 1, day,
      string_agg(array_position($4::text[], symptom) - 1 || ',' || ${ROW}, ',')
    FROM report_map_symptom_daily
    WHERE symptom = ANY ($4::text[]) AND day >= $3::date AND ($5::date IS NULL OR day < $5::date)
    GROUP BY symptom, day
  ORDER BY symptom, day`;

interface BothRow {
  epoch: string | null;
  symptom: number;
  rows: string | null;
}

/** Reads BOTH's answer into merger (its first row, the epoch, aside). */
function merge(rows: BothRow[], cells: CellTable, merger: SymptomMerge): void {
  for (const r of rows) {
    if (r.symptom === -1) eachRow(r.rows, 6, (v) => merger.row(v[0]!, cells.id(v[1]!, v[2]!), v[3]!, v[4]!, v[5]!));
    else if (r.symptom >= 0)
      eachRow(r.rows, 7, (v) => merger.symptomRow(v[0]!, v[1]!, cells.id(v[2]!, v[3]!), v[4]!, v[5]!, v[6]!));
  }
  merger.flush();
}

const CHUNK_DAYS = 32;

/**
 * Every row of days from `from` to before `before` (day numbers), in chunks,
 * each symptom's rows folded into the whole aggregate's (SymptomMerge); null
 * when the epoch moved during the load (a change to those days: load again).
 */
export async function loadHistory(
  db: Queryable,
  cells: CellTable,
  from: number,
  before: number,
): Promise<Loaded | null> {
  const part = emptyPart(false, true);
  const first = await db.query<{ epoch: string; first: number | null; rows: string; batch: string | null }>(
    `WITH f AS (SELECT min(day) AS first FROM report_map_daily WHERE day >= $1::date),
       b AS (SELECT count(*) AS n FROM report_map_daily, f WHERE day >= $1::date AND day < $2::date
         GROUP BY (day - f.first) / ${CHUNK_DAYS})
     SELECT ${EPOCH} AS epoch, (SELECT first - date '1970-01-01' FROM f) AS first,
       (SELECT coalesce(sum(n), 0) FROM b) AS rows, (SELECT max(n) FROM b) AS batch`,
    [dayString(from), dayString(before)],
  );
  const epoch = Number(first.rows[0]!.epoch);
  const start = first.rows[0]!.first;
  // The merge's room made once for the largest batch, for the same reason as the columns' below.
  const merger = new SymptomMerge(part, Number(first.rows[0]!.batch ?? 0));
  // The columns allocated once instead of grown by doubling through the load: the allocator keeps much of what
  // the doubling's frees leave (api/bench/README.md, map memory). A table row becomes one row here, or several
  // where its count passes 255 or its reports' symptoms differ: room for a sixteenth more, which trim() keeps.
  part.all.reserve(Math.ceil(Number(first.rows[0]!.rows) * 1.0625));
  // 32 days of rows per query (~420,000 at ten million reports over two years, twice that of symptoms): at 10M
  // a query of 8 days took as long as one of 32 (9 s, mostly visiting the symptom table's scattered pages).
  for (let d = start ?? before; d < before; d += CHUNK_DAYS) {
    const res = await db.query<BothRow>(BOTH, [
      [...ILLNESS_TYPES],
      [...SEVERITIES],
      dayString(d),
      [...SYMPTOMS],
      dayString(Math.min(d + CHUNK_DAYS, before)),
    ]);
    if (Number(res.rows[0]!.epoch) !== epoch) return null;
    merge(res.rows, cells, merger);
  }
  return { part, epoch };
}

/** Every row of days from `from` (day number) on, in one statement (one snapshot). */
export async function loadLive(db: Queryable, cells: CellTable, from: number): Promise<Loaded> {
  const res = await db.query<BothRow>(BOTH, [
    [...ILLNESS_TYPES],
    [...SEVERITIES],
    dayString(from),
    [...SYMPTOMS],
    null,
  ]);
  const part = emptyPart(false, true);
  merge(res.rows, cells, new SymptomMerge(part));
  return { part, epoch: Number(res.rows[0]!.epoch) };
}

/** Slots per cell of a sum: illness × 3 + severity (8 illnesses, 3 severities). */
const SLOTS = 24;

/**
 * Sums of rows per cell, illness and severity in one flat array indexed by
 * cell * SLOTS + slot (no map entry per key: the old days of ten million
 * reports hold millions of keys), emptied into a dayless segment.
 */
class Sums {
  private acc = new Uint32Array(0);

  /** "d,lat,lon,i,s,n,..." (the day is not kept). */
  add(text: string | null, cells: CellTable): void {
    eachRow(text, 6, (v) => {
      const k = cells.id(v[1]!, v[2]!) * SLOTS + v[3]! * 3 + v[4]!;
      if (k >= this.acc.length) {
        const grown = new Uint32Array(Math.max(k + 1, this.acc.length * 2, 1024 * SLOTS));
        grown.set(this.acc);
        this.acc = grown;
      }
      this.acc[k]! += v[5]!;
    });
  }

  into(seg: Segment): void {
    const acc = this.acc;
    for (let k = 0; k < acc.length; k++) {
      const n = acc[k]!;
      if (n === 0) continue;
      const slot = k % SLOTS;
      seg.push(0, (k - slot) / SLOTS, (slot / 3) | 0, slot % 3, n);
      acc[k] = 0;
    }
    seg.trim();
  }
}

/**
 * The sums of every day before `before` per cell, illness and severity (and
 * per symptom), as dayless segments: what the all-time view needs of the days
 * not held per day. Read a month of days at a time and summed as read, so
 * the load never holds those days' rows; null when the epoch moved.
 */
export async function loadSums(db: Queryable, cells: CellTable, before: number): Promise<Loaded | null> {
  const lists = [[...ILLNESS_TYPES], [...SEVERITIES]];
  const first = await db.query<{ epoch: string; first: number | null }>(
    `SELECT ${EPOCH} AS epoch, (SELECT min(day) - date '1970-01-01' FROM report_map_daily) AS first`,
  );
  const epoch = Number(first.rows[0]!.epoch);
  const start = first.rows[0]!.first ?? before;
  const part = emptyPart(true);
  const sums = new Sums();
  for (let d = start; d < before; d += 30) {
    const res = await db.query<{ epoch: string; rows: string | null }>(
      `SELECT ${EPOCH} AS epoch, (SELECT string_agg(${ROW}, ',') FROM report_map_daily
         WHERE day >= $3::date AND day < $4::date) AS rows`,
      [...lists, dayString(d), dayString(Math.min(d + 30, before))],
    );
    if (Number(res.rows[0]!.epoch) !== epoch) return null;
    sums.add(res.rows[0]!.rows, cells);
  }
  sums.into(part.all);
  for (const [i, symptom] of SYMPTOMS.entries()) {
    for (let d = start; d < before; d += 60) {
      const res = await db.query<{ epoch: string; rows: string | null }>(
        `SELECT ${EPOCH} AS epoch, (SELECT string_agg(${ROW}, ',') FROM report_map_symptom_daily
           WHERE symptom = $3 AND day >= $4::date AND day < $5::date) AS rows`,
        [...lists, symptom, dayString(d), dayString(Math.min(d + 60, before))],
      );
      if (Number(res.rows[0]!.epoch) !== epoch) return null;
      sums.add(res.rows[0]!.rows, cells);
    }
    sums.into(part.bySymptom[i]!);
  }
  return { part, epoch };
}

/** Grouped columns of a map aggregate: lat and lon in thousandths, illness index, severity index. */
const GROUPED = (ills: string, sevs: string) => `round(lat_cell * 1000)::int AS lat, round(lon_cell * 1000)::int AS lon,
  array_position(${ills}, illness_type) - 1 AS ill, array_position(${sevs}, severity) - 1 AS sev`;

/**
 * The rows of days first..last (null = from the first day) matching the
 * view's illness, severity and symptom, read when a view reaches before the
 * days held per day. Per day (a timeline), or summed over the days and dated
 * `last` (clusters): one row per cell, illness and severity.
 */
export async function loadRange(
  db: Queryable,
  cells: CellTable,
  range: { first: number | null; last: number; filters: MapFilters; perDay: boolean },
): Promise<Loaded> {
  const { filters } = range;
  const params: unknown[] = [[...ILLNESS_TYPES], [...SEVERITIES], dayString(range.last)];
  const where = ['day <= $3::date'];
  if (range.first !== null) where.push(`day >= $${params.push(dayString(range.first))}::date`);
  if (filters.illness) where.push(`illness_type = $${params.push(filters.illness)}`);
  if (filters.severity) where.push(`severity = $${params.push(filters.severity)}`);
  if (filters.symptom) where.push(`symptom = $${params.push(filters.symptom)}`);
  const table = filters.symptom ? 'report_map_symptom_daily' : 'report_map_daily';
  const day = range.perDay ? "day - date '1970-01-01'" : `$3::date - date '1970-01-01'`;
  const res = await db.query<{ epoch: string; rows: string | null }>(
    `SELECT ${EPOCH} AS epoch, (SELECT string_agg(concat_ws(',', d, lat, lon, ill, sev, n), ',' ORDER BY d) FROM (
       SELECT ${day} AS d, ${GROUPED('$1::text[]', '$2::text[]')}, sum(count) AS n FROM ${table}
       WHERE ${where.join(' AND ')} GROUP BY 1, 2, 3, 4, 5) g) AS rows`,
    params,
  );
  const part = emptyPart();
  const seg = filters.symptom ? part.bySymptom[SYMPTOMS.indexOf(filters.symptom)]! : part.all;
  appendRows(res.rows[0]!.rows, cells, seg);
  return { part, epoch: Number(res.rows[0]!.epoch) };
}
