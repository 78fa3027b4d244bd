import { ILLNESS_TYPES, SEVERITIES, SYMPTOMS, type MapFilters } from '@healthwatch/contracts';
import { type BBox, WORLD } from '../clusters';
import { AsciiInts } from './ascii';

/**
 * The map aggregates (report_map_daily / report_map_symptom_daily, migration
 * 0400) held in memory as columns, so a view nobody asked for before is
 * summed in a few milliseconds instead of regrouping up to a million rows in
 * the database: at 1,000,000 reports those tables hold about one row per
 * report (a report rarely shares its day, 3-decimal cell, illness and
 * severity with another), and PostgreSQL alone takes ~50 ms just to sum a
 * 90-day column of them, ~200 ms to group them by cell.
 *
 * Pure data and arithmetic here; where the rows come from and how fresh they
 * are is store.ts.
 */

const N_ILL = ILLNESS_TYPES.length;
/** Illness indexes ordered by name: ties for the top illness go to the alphabetically first, as before. */
const ILL_BY_NAME = [...ILLNESS_TYPES.keys()].sort((a, b) => (ILLNESS_TYPES[a]! < ILLNESS_TYPES[b]! ? -1 : 1));
export const ILLNESS_INDEX = new Map<string, number>(ILLNESS_TYPES.map((v, i) => [v, i]));
export const SEVERITY_INDEX = new Map<string, number>(SEVERITIES.map((v, i) => [v, i]));
export const SYMPTOM_INDEX = new Map<string, number>(SYMPTOMS.map((v, i) => [v, i]));

/**
 * One precision's grouping of the 3-decimal cells: each cell's group (its
 * cell rounded to p decimals), each group's rounded coordinates, and sums
 * reused by every query (queries run synchronously, one at a time).
 */
export interface Grouping {
  groupOf: Int32Array;
  lat: number[];
  lon: number[];
  /** Decimals of the grouping. */
  precision: number;
  /** "[lat,lon," of each group, made the first time the rows encoding writes it. */
  prefix: string[];
  counts: Uint32Array;
  totals: Uint32Array;
  /** Cells grouped so far. */
  upTo: number;
  byKey: Map<number, number>;
  /** Groups [0, ranked) in position order (byPosition), each one's place in it, and a mark per place. */
  positions: Int32Array;
  place: Int32Array;
  marks: Uint8Array;
  ranked: number;
}

/**
 * Regions: tiles of 30 by 30 degrees (6 bands of latitude by 12 of
 * longitude). The rows of each day are kept ordered by their cell's region
 * (Segment.indexRegions), so a view of a country or a city reads the rows of
 * the few tiles its box touches, not those of the whole world: at ten million
 * reports a view of one country over a year read five million rows before.
 */
const TILE = 30_000;
const LAT_BANDS = 6;
const LON_BANDS = 12;
const REGIONS = LAT_BANDS * LON_BANDS;

const band = (v1000: number, offset: number, bands: number) =>
  Math.min(bands - 1, Math.max(0, Math.floor((v1000 + offset) / TILE)));
const regionOfCell = (lat1000: number, lon1000: number) =>
  band(lat1000, 90_000, LAT_BANDS) * LON_BANDS + band(lon1000, 180_000, LON_BANDS);

/**
 * The regions a box touches, as runs [first, end) of consecutive regions
 * (whose rows lie together); null when it touches more than half of them
 * (reading every row at once is then as quick). A thousandth of margin on
 * each side: a cell the SQL comparisons put inside is never left out.
 */
export function regionRuns(bbox: BBox): number[] | null {
  const { west, south, east, north } = bbox;
  const lat0 = band(Math.floor(south * 1000) - 1, 90_000, LAT_BANDS);
  const lat1 = band(Math.ceil(north * 1000) + 1, 90_000, LAT_BANDS);
  const lonFrom = band(Math.floor(west * 1000) - 1, 180_000, LON_BANDS);
  const lonTo = band(Math.ceil(east * 1000) + 1, 180_000, LON_BANDS);
  // Longitude bands as runs: one, or two when the box crosses the antimeridian;
  // one run of every band when the margins make those two meet (a box all but
  // its last thousandth round the globe), so no band's rows are read twice.
  const lonRuns =
    west <= east
      ? [[lonFrom, lonTo + 1]]
      : lonFrom <= lonTo + 1
        ? [[0, LON_BANDS]]
        : [
            [0, lonTo + 1],
            [lonFrom, LON_BANDS],
          ];
  let touched = 0;
  const runs: number[] = [];
  for (let la = lat0; la <= lat1; la++)
    for (const [a, b] of lonRuns) {
      if (a! >= b!) continue;
      touched += b! - a!;
      runs.push(la * LON_BANDS + a!, la * LON_BANDS + b!);
    }
  return touched > REGIONS / 2 ? null : runs;
}

/** More cells than a table may index (2^26): far above the places of every gazetteer. */
const CELL_INDEXES = 2 ** 26;

/**
 * items[0..n) ordered by keyOf (an integer below 2^27), ties by the item:
 * key and item (below 2^26) packed in one exact double and sorted by the
 * typed array's own numeric sort, many times faster than a comparator's.
 */
function orderByKey(items: ArrayLike<number>, keyOf: (item: number) => number): Int32Array {
  const packed = new Float64Array(items.length);
  for (let k = 0; k < items.length; k++) packed[k] = keyOf(items[k]!) * CELL_INDEXES + items[k]!;
  packed.sort();
  const order = new Int32Array(items.length);
  for (let k = 0; k < items.length; k++) order[k] = packed[k]! % CELL_INDEXES;
  return order;
}

const indexes = (from: number, to: number) => Int32Array.from({ length: to - from }, (_, k) => from + k);

const cellKey = (lat: number, lon: number) => (lat + 90_000) * 360_001 + (lon + 180_000);

/** The distinct 3-decimal cells seen, as integer thousandths; rows refer to them by index. */
export class CellTable {
  lat = new Int32Array(1024);
  lon = new Int32Array(1024);
  /** Each cell's region (regionOfCell). */
  region = new Uint8Array(1024);
  size = 0;
  private readonly index = new Map<number, number>();
  private readonly groupings: Grouping[] = [];
  /** Cells [0, sortedUpTo) ordered by latitude (inBand); later ones are checked one by one until the next sort. */
  private byLat: Int32Array = new Int32Array(0);
  private sortedUpTo = 0;

  id(lat1000: number, lon1000: number): number {
    // Latitudes span 180,001 thousandths and longitudes 360,001: one exact integer key.
    const key = cellKey(lat1000, lon1000);
    let i = this.index.get(key);
    if (i === undefined) {
      if (this.size === CELL_INDEXES) throw new Error('too many map cells');
      i = this.size++;
      if (i === this.lat.length) {
        this.lat = grow(this.lat);
        this.lon = grow(this.lon);
        this.region = grow(this.region);
      }
      this.lat[i] = lat1000;
      this.lon[i] = lon1000;
      this.region[i] = regionOfCell(lat1000, lon1000);
      this.index.set(key, i);
    }
    return i;
  }

  /**
   * Calls visit(i) for each cell whose latitude (in degrees, as the SQL compared
   * the float8 cell) lies within [south, north]: a box a city wide visits a few
   * hundred of the hundreds of thousands of cells instead of testing each.
   */
  inBand(south: number, north: number, visit: (i: number) => void): void {
    this.sortByLatitude();
    const byLat = this.byLat;
    let lo = 0;
    let hi = this.sortedUpTo;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lat[byLat[mid]!]! / 1000 < south) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < this.sortedUpTo; k++) {
      const i = byLat[k]!;
      if (this.lat[i]! / 1000 > north) break;
      visit(i);
    }
    for (let i = this.sortedUpTo; i < this.size; i++) {
      const la = this.lat[i]! / 1000;
      if (la >= south && la <= north) visit(i);
    }
  }

  /** Each precision's grouping and order, and the cells' order by latitude, made now rather than by the first view. */
  prepare(): void {
    for (let p = 0; p <= 3; p++) rankPositions(this.grouping(p));
    this.sortByLatitude();
  }

  /** Orders the cells by latitude for inBand, again once those added since are an eighth of the rest. */
  private sortByLatitude(): void {
    if (this.size - this.sortedUpTo <= this.sortedUpTo / 8) return;
    this.byLat = orderByKey(indexes(0, this.size), (i) => this.lat[i]! + 90_000);
    this.sortedUpTo = this.size;
  }

  /**
   * Cells from `from` on, those of a first grouping ordered by region, then
   * latitude: groups numbered in that order lie together in the sums' arrays,
   * so a view of one country adds into a few megabytes instead of scattering
   * over all of them (at ten million reports it halved the time of a view of
   * Japan). Later cells come in the order they came.
   */
  private inPlaceOrder(from: number): Int32Array {
    if (from > 0) return indexes(from, this.size);
    // Region above latitude (18 bits): a key below 2^25.
    return orderByKey(indexes(0, this.size), (i) => this.region[i]! * 2 ** 18 + (this.lat[i]! + 90_000));
  }

  /** The cells grouped at p decimals (rounded half away from zero, like PostgreSQL's round(numeric)). */
  grouping(p: number): Grouping {
    let g = this.groupings[p];
    if (!g) {
      g = {
        groupOf: new Int32Array(0),
        lat: [],
        lon: [],
        precision: p,
        prefix: [],
        counts: new Uint32Array(0),
        totals: new Uint32Array(0),
        upTo: 0,
        byKey: new Map(),
        positions: new Int32Array(0),
        place: new Int32Array(0),
        marks: new Uint8Array(0),
        ranked: 0,
      };
      this.groupings[p] = g;
    }
    if (g.upTo < this.size) {
      if (g.groupOf.length < this.size) {
        const groupOf = new Int32Array(this.lat.length);
        groupOf.set(g.groupOf.subarray(0, g.upTo));
        g.groupOf = groupOf;
      }
      const div = 10 ** (3 - p);
      for (const i of this.inPlaceOrder(g.upTo)) {
        const a = roundDiv(this.lat[i]!, div);
        const b = roundDiv(this.lon[i]!, div);
        const key = cellKey(a, b);
        let id = g.byKey.get(key);
        if (id === undefined) {
          id = g.lat.length;
          g.byKey.set(key, id);
          g.lat.push(a);
          g.lon.push(b);
        }
        g.groupOf[i] = id;
      }
      g.upTo = this.size;
      if (g.totals.length < g.lat.length) {
        g.totals = new Uint32Array(g.lat.length * 2);
        g.counts = new Uint32Array(g.lat.length * 2 * N_ILL);
      }
    }
    return g;
  }
}

/** "[lat,lon," of group s. */
function prefixOf(g: Grouping, s: number): string {
  let prefix = g.prefix[s];
  if (prefix === undefined) {
    const p = g.precision;
    const scale = 10 ** p;
    prefix = `[${p === 0 ? g.lat[s] : g.lat[s]! / scale},${p === 0 ? g.lon[s] : g.lon[s]! / scale},`;
    g.prefix[s] = prefix;
  }
  return prefix;
}

function roundDiv(v: number, div: number): number {
  if (div === 1) return v;
  const q = Math.floor((Math.abs(v) + div / 2) / div);
  return v < 0 ? -q : q;
}

export function grow<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(a: T, length = a.length * 2): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(256, length));
  b.set(a);
  return b;
}

/** Most a row's count holds: a larger count is split over several rows of the same key (sums are alike). */
const MAX_ROW_COUNT = 255;

/** A row's cell, illness and severity as one key (Segment's rows, SymptomMerge's index). */
export const rowKey = (cell: number, ill: number, sev: number): number => ((cell << 5) | (ill << 2) | sev) >>> 0;

/**
 * Rows of one aggregate in ascending day order: cell index, illness index
 * and severity index packed in one integer (cell << 5 | illness << 2 |
 * severity: the hot loop reads one array, not three), a count, and in the
 * per-day segments of the whole aggregate each row's symptoms as bits (see
 * SymptomMerge). Days are not stored per row: `dayStart` gives each day's
 * first row. About 7 bytes a row (41 before, with a day, a 32-bit count and
 * each symptom's rows apart).
 */
export class Segment {
  key = new Uint32Array(256);
  count = new Uint8Array(256);
  /** Bit s: every report of the row has symptom s. Null: the rows say nothing of symptoms (bySymptom does). */
  mask: Uint16Array | null;
  size = 0;
  /** Day number of dayStart[0]. */
  firstDay = 0;
  /** dayStart[k]: the first row of day firstDay + k or later; `days` entries. */
  dayStart = new Int32Array(0);
  days = 0;
  /**
   * Set by indexRegions: regionStart[k * REGIONS + t] is the first row of
   * region t in span k (a day, or the whole of a dayless segment); one entry
   * more at the end. Null: rows in no particular order within a day.
   */
  regionStart: Int32Array | null = null;

  /**
   * `dayless`: sums over a span of days (the days before those held per day, or all of them), read whole by the
   * views that cover the span. `masks`: rows carry their symptoms.
   */
  constructor(
    readonly dayless = false,
    masks = false,
  ) {
    this.mask = masks ? new Uint16Array(256) : null;
    if (!dayless) this.dayStart = new Int32Array(64);
  }

  push(day: number, cell: number, ill: number, sev: number, count: number, mask = 0): void {
    this.pushKey(day, rowKey(cell, ill, sev), count, mask);
  }

  /** push() of a row whose cell, illness and severity are already one key (rowKey). */
  pushKey(day: number, key: number, count: number, mask = 0): void {
    if (!this.dayless) this.markDay(day);
    let n = count;
    while (n > MAX_ROW_COUNT) {
      this.row(key, MAX_ROW_COUNT, mask);
      n -= MAX_ROW_COUNT;
    }
    if (n > 0) this.row(key, n, mask);
  }

  private row(key: number, n: number, mask: number): void {
    if (this.size === this.key.length) {
      this.key = grow(this.key);
      this.count = grow(this.count);
      if (this.mask) this.mask = grow(this.mask);
    }
    this.regionStart = null;
    const i = this.size++;
    this.key[i] = key;
    this.count[i] = n;
    if (this.mask) this.mask[i] = mask;
  }

  private markDay(day: number): void {
    if (this.days === 0) this.firstDay = day;
    else if (day < this.firstDay + this.days - 1) throw new Error('map rows must come in day order');
    while (this.firstDay + this.days <= day) {
      if (this.days === this.dayStart.length) this.dayStart = grow(this.dayStart);
      this.dayStart[this.days++] = this.size;
    }
  }

  /** Room for `rows` rows in all, so that a load told how many rows come allocates its columns once. */
  reserve(rows: number): void {
    if (rows <= this.key.length) return;
    this.key = grow(this.key, rows);
    this.count = grow(this.count, rows);
    if (this.mask) this.mask = grow(this.mask, rows);
  }

  /**
   * Drops the room left for more rows (a loaded history gets none), unless it is a sixteenth of the rows or
   * less: copying a history's columns to drop it would free them whole, and the allocator keeps much of what
   * large frees leave in the middle of its heap (api/bench/README.md, map memory).
   */
  trim(): this {
    if (this.key.length - this.size > this.size >> 4) {
      this.key = this.key.slice(0, this.size);
      this.count = this.count.slice(0, this.size);
      if (this.mask) this.mask = this.mask.slice(0, this.size);
    }
    if (!this.dayless) this.dayStart = this.dayStart.slice(0, this.days);
    return this;
  }

  /** Spans of rows: each day, or one for a dayless segment. */
  get spans(): number {
    return this.dayless ? 1 : this.days;
  }

  /** First row of span k (the end of the rows when k is past the last). */
  spanStart(k: number): number {
    if (k <= 0) return 0;
    return this.dayless || k >= this.days ? this.size : this.dayStart[k]!;
  }

  /**
   * Orders each span's rows by their cell's region (a stable counting sort,
   * one day at a time, so the copy it needs is a day's rows) and notes where
   * each region starts. Sums are alike in any order within a day.
   */
  indexRegions(region: Uint8Array): void {
    const spans = this.spans;
    const starts = new Int32Array(spans * REGIONS + 1);
    const cursor = new Int32Array(REGIONS);
    let key = new Uint32Array(0);
    let count = new Uint8Array(0);
    let mask = new Uint16Array(0);
    for (let k = 0; k < spans; k++) {
      const from = this.spanStart(k);
      const to = this.spanStart(k + 1);
      cursor.fill(0);
      for (let r = from; r < to; r++) cursor[region[this.key[r]! >>> 5]!]!++;
      let at = from;
      for (let t = 0; t < REGIONS; t++) {
        const n = cursor[t]!;
        starts[k * REGIONS + t] = at;
        cursor[t] = at;
        at += n;
      }
      const n = to - from;
      if (key.length < n) {
        key = new Uint32Array(n * 2);
        count = new Uint8Array(n * 2);
        if (this.mask) mask = new Uint16Array(n * 2);
      }
      key.set(this.key.subarray(from, to));
      count.set(this.count.subarray(from, to));
      if (this.mask) mask.set(this.mask.subarray(from, to));
      for (let j = 0; j < n; j++) {
        const at = cursor[region[key[j]! >>> 5]!]!++;
        this.key[at] = key[j]!;
        this.count[at] = count[j]!;
        if (this.mask) this.mask[at] = mask[j]!;
      }
    }
    starts[spans * REGIONS] = this.size;
    this.regionStart = starts;
  }
}

/**
 * One table's rows: `all` (per illness and severity, with each row's
 * symptoms when it has masks) and `bySymptom` (per symptom: the rows masks
 * cannot say, or every symptom row of a part without masks).
 */
export interface CubePart {
  all: Segment;
  bySymptom: Segment[];
  /**
   * The same rows summed over all their days, for views without a day range (allTime): `all`, and each
   * symptom's when `bySymptom` is there (else those views read the rows per day).
   */
  allTime?: { all: Segment; bySymptom?: Segment[] };
}

export function emptyPart(dayless = false, masks = false): CubePart {
  return { all: new Segment(dayless, masks), bySymptom: SYMPTOMS.map(() => new Segment(dayless)) };
}

/** Slots per cell of a sum: illness and severity as (illness << 2 | severity). */
const SLOTS = 32;
/** Cells summed per pass of collapse: its array stays 8 MB however many cells there are. */
const CELLS_PER_PASS = 65_536;

/**
 * Rows summed per cell, illness and severity over all their days, into a
 * dayless segment in key order: the rows of `segs` (those of segs[0] with
 * symptom bit `bit` only, when given). One flat array indexed by key, reused
 * for each range of cells.
 */
function collapse(segs: Segment[], bit: number, cells: number, acc: Uint32Array): Segment {
  const out = new Segment(true);
  for (let first = 0; first < cells; first += CELLS_PER_PASS) {
    const lo = first * SLOTS;
    const hi = Math.min(cells, first + CELLS_PER_PASS) * SLOTS;
    for (const [k, seg] of segs.entries()) {
      const mask = k === 0 && bit !== 0 ? seg.mask : null;
      if (k === 0 && bit !== 0 && !mask) continue;
      for (let r = 0; r < seg.size; r++) {
        const key = seg.key[r]!;
        if (key >= lo && key < hi && (!mask || (mask[r]! & bit) !== 0)) acc[key - lo]! += seg.count[r]!;
      }
    }
    for (let k = 0; k < hi - lo; k++) {
      const n = acc[k]!;
      if (n === 0) continue;
      acc[k] = 0;
      const key = k + lo;
      out.push(0, Math.floor(key / SLOTS), (key >>> 2) & 7, key & 3, n);
    }
  }
  return out.trim();
}

/**
 * Adds the all-time sums to a part: the per-day rows are half as many again
 * as the cell, illness and severity combinations at a million reports, about
 * three times as many at ten million, so an all-time view reads fewer rows.
 * `symptoms`: each symptom's sums too, a view's only rows for it (no pass over
 * every mask), at the cost of about as many rows again as the part has per
 * symptom it names.
 */
export function withAllTime(part: CubePart, cells: number, symptoms = true): CubePart {
  part.all.trim();
  for (const seg of part.bySymptom) seg.trim();
  const acc = new Uint32Array(Math.min(Math.max(1, cells), CELLS_PER_PASS) * SLOTS);
  return {
    ...part,
    allTime: {
      all: collapse([part.all], 0, cells, acc),
      ...(symptoms ? { bySymptom: part.bySymptom.map((seg, s) => collapse([part.all, seg], 1 << s, cells, acc)) } : {}),
    },
  };
}

/** What a view asks: a box, a precision and filters with days as day numbers (inclusive; null = open). */
export interface CubeQuery {
  bbox: BBox;
  precision: number;
  filters: MapFilters;
  firstDay: number | null;
  lastDay: number | null;
}

/** Each cell's group for this view, -1 outside the box. */
function slotsFor(cells: CellTable, g: Grouping, bbox: BBox): Int32Array {
  const { west, south, east, north } = bbox;
  if (south <= -90 && north >= 90 && west <= -180 && east >= 180) return g.groupOf;
  const slotOf = new Int32Array(cells.size).fill(-1);
  const wraps = west > east;
  // The same comparisons the SQL made on the float8 cell values (lat_cell BETWEEN south AND north, ...).
  cells.inBand(south, north, (i) => {
    const lo = cells.lon[i]! / 1000;
    if (!(wraps ? lo < west && lo > east : lo < west || lo > east)) slotOf[i] = g.groupOf[i]!;
  });
  return slotOf;
}

/** A segment a view reads, and the symptom bit its rows must carry (0: every row). */
interface Read {
  seg: Segment;
  bit: number;
}

/**
 * The segments a view reads: with a symptom, the rows of `all` carrying its
 * bit (when they carry bits) and the symptom's own rows.
 */
function segmentsFor(parts: CubePart[], filters: MapFilters, allTime = false): Read[] {
  const s = filters.symptom ? SYMPTOM_INDEX.get(filters.symptom)! : -1;
  return parts.flatMap((p) => {
    const sums = allTime ? p.allTime : undefined;
    if (s < 0) return [{ seg: (sums ?? p).all, bit: 0 }];
    const from = sums?.bySymptom ? { all: sums.all, bySymptom: sums.bySymptom } : p;
    const own = { seg: from.bySymptom[s]!, bit: 0 };
    return from.all.mask ? [{ seg: from.all, bit: 1 << s }, own] : [own];
  });
}

/** Spans [first, end) of a segment within the view's days. */
function spanRange(seg: Segment, q: CubeQuery): [number, number] {
  if (seg.dayless) return [0, 1];
  const at = (d: number) => Math.min(seg.days, Math.max(0, d - seg.firstDay));
  return [q.firstDay === null ? 0 : at(q.firstDay), q.lastDay === null ? seg.days : at(q.lastDay + 1)];
}

/**
 * The rows [start, end) of spans [first, end) of a segment within the
 * region runs (null: all of them, as one range).
 */
function* rowRanges(seg: Segment, first: number, end: number, runs: number[] | null): Generator<[number, number]> {
  const starts = seg.regionStart;
  if (!runs || !starts) {
    if (first < end) yield [seg.spanStart(first), seg.spanStart(end)];
    return;
  }
  for (let k = first; k < end; k++)
    for (let r = 0; r < runs.length; r += 2)
      yield [starts[k * REGIONS + runs[r]!]!, starts[k * REGIONS + runs[r + 1]!]!];
}

/**
 * Adds the rows of seg[start, end) matching the illness and severity filters
 * (-1 = any) and carrying symptom bit `bit` (0 = any) into
 * g.counts[group * illnesses + illness] and g.totals[group]; each entry of
 * `touched` (group ids, or group * illnesses + illness when `perIllness`) is
 * listed once, when it first becomes non-zero. One tight loop over typed
 * arrays: a million rows take a few milliseconds.
 */
function accumulate(
  { seg, bit }: Read,
  start: number,
  end: number,
  ill: number,
  sev: number,
  slotOf: Int32Array,
  g: Grouping,
  touched: number[],
  perIllness: boolean,
): void {
  const keyA = seg.key;
  const countA = seg.count;
  const maskA = bit === 0 ? null : seg.mask!;
  const counts = g.counts;
  const totals = g.totals;
  for (let r = start; r < end; r++) {
    if (maskA && (maskA[r]! & bit) === 0) continue;
    const key = keyA[r]!;
    const i = (key >>> 2) & 7;
    if (ill >= 0 && i !== ill) continue;
    if (sev >= 0 && (key & 3) !== sev) continue;
    const s = slotOf[key >>> 5]!;
    if (s < 0) continue;
    const k = s * N_ILL + i;
    const n = countA[r]!;
    if (perIllness ? counts[k] === 0 : totals[s] === 0) touched.push(perIllness ? k : s);
    counts[k]! += n;
    totals[s]! += n;
  }
}

/**
 * The rows [start, end) of each segment a view over its days reads (a view without days reads the all-time sums),
 * within the regions its box touches.
 */
function* viewRows(parts: CubePart[], q: CubeQuery): Generator<[Read, number, number]> {
  const allTime = q.firstDay === null && q.lastDay === null;
  const runs = regionRuns(q.bbox);
  for (const read of segmentsFor(parts, q.filters, allTime)) {
    const [first, end] = allTime ? [0, read.seg.spans] : spanRange(read.seg, q);
    for (const [start, stop] of rowRanges(read.seg, first, end, runs)) yield [read, start, stop];
  }
}

/**
 * Reports on the whole map matching the filters over [firstDay, lastDay] (null: open): what a world view's clusters
 * add up to, without grouping them (the home statistics' filtered figures).
 */
export function mapCount(parts: CubePart[], q: Pick<CubeQuery, 'filters' | 'firstDay' | 'lastDay'>): number {
  const { ill, sev } = filterIndexes(q.filters);
  let n = 0;
  for (const [{ seg, bit }, start, stop] of viewRows(parts, { ...q, bbox: WORLD, precision: 0 })) {
    const keyA = seg.key;
    const countA = seg.count;
    const maskA = bit === 0 ? null : seg.mask!;
    for (let r = start; r < stop; r++) {
      if (maskA && (maskA[r]! & bit) === 0) continue;
      const key = keyA[r]!;
      if (ill >= 0 && ((key >>> 2) & 7) !== ill) continue;
      if (sev >= 0 && (key & 3) !== sev) continue;
      n += countA[r]!;
    }
  }
  return n;
}

const filterIndexes = (f: MapFilters) => ({
  ill: f.illness ? ILLNESS_INDEX.get(f.illness)! : -1,
  sev: f.severity ? SEVERITY_INDEX.get(f.severity)! : -1,
});

/** How answers are written: rows of numbers, or the flat delta encoding of contracts' *DeltaResponseSchema. */
export type CubeEncoding = 'rows' | 'delta';

/**
 * Orders every group by position, again once those added since are an
 * eighth of the rest: a group's cell key (cellKey) orders by latitude, then
 * longitude, and names the group in byKey.
 */
function rankPositions(g: Grouping): void {
  const total = g.lat.length;
  if (g.ranked > 0 && total - g.ranked <= g.ranked / 8) return;
  const keys = new Float64Array(total);
  for (let s = 0; s < total; s++) keys[s] = cellKey(g.lat[s]!, g.lon[s]!);
  keys.sort();
  g.positions = new Int32Array(total);
  g.place = new Int32Array(total);
  g.marks = new Uint8Array(total);
  for (let k = 0; k < total; k++) {
    const s = g.byKey.get(keys[k]!)!;
    g.positions[k] = s;
    g.place[s] = k;
  }
  g.ranked = total;
}

/**
 * Groups ordered by latitude, then longitude (the delta encoding's order).
 * A view holding many of the groups marks their places in the order of them
 * all and reads the marks back, a pass over every group but far quicker
 * than sorting a country's groups; those added since that order was made
 * are sorted apart and merged in.
 */
function byPosition(g: Grouping, groups: number[]): Int32Array {
  if (groups.length * 16 < g.lat.length) return sortByPosition(g, groups);
  rankPositions(g);
  const later: number[] = [];
  for (const s of groups) {
    if (s < g.ranked) g.marks[g.place[s]!] = 1;
    else later.push(s);
  }
  const rest = sortByPosition(g, later);
  const out = new Int32Array(groups.length);
  let n = 0;
  let r = 0;
  for (let k = 0; k < g.ranked; k++) {
    if (g.marks[k] === 0) continue;
    g.marks[k] = 0;
    const s = g.positions[k]!;
    while (r < rest.length && (g.lat[rest[r]!]! - g.lat[s]! || g.lon[rest[r]!]! - g.lon[s]!) < 0) out[n++] = rest[r++]!;
    out[n++] = s;
  }
  while (r < rest.length) out[n++] = rest[r++]!;
  return out;
}

function sortByPosition(g: Grouping, groups: number[]): Int32Array {
  let minLat = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  let minLon = Number.POSITIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  for (const s of groups) {
    minLat = Math.min(minLat, g.lat[s]!);
    maxLat = Math.max(maxLat, g.lat[s]!);
    minLon = Math.min(minLon, g.lon[s]!);
    maxLon = Math.max(maxLon, g.lon[s]!);
  }
  const width = maxLon - minLon + 1;
  if ((maxLat - minLat + 1) * width > 2 ** 27)
    return Int32Array.from(groups.sort((a, b) => g.lat[a]! - g.lat[b]! || g.lon[a]! - g.lon[b]!));
  // A comparator's sort took about as long again as the rest of a view of 40,000 groups.
  return orderByKey(groups, (s) => (g.lat[s]! - minLat) * width + (g.lon[s]! - minLon));
}

/**
 * Clusters of a view: the JSON array (its UTF-8 bytes, as sent) of ClusterRowSchema rows ([latitude,
 * longitude, count, top illness index]), or with `delta` the flat array of
 * ClustersDeltaResponseSchema. Parts are summed (the loaded history and the
 * live days).
 */
export function clusterRows(
  cells: CellTable,
  parts: CubePart[],
  q: CubeQuery,
  encoding: CubeEncoding = 'rows',
): Buffer {
  const g = cells.grouping(q.precision);
  const slotOf = slotsFor(cells, g, q.bbox);
  const { ill, sev } = filterIndexes(q.filters);
  const touched: number[] = [];
  for (const [read, start, stop] of viewRows(parts, q))
    accumulate(read, start, stop, ill, sev, slotOf, g, touched, false);
  const top = (s: number) => {
    let at = -1;
    let best = 0;
    for (const i of ILL_BY_NAME) {
      const c = g.counts[s * N_ILL + i]!;
      if (c > best) {
        best = c;
        at = i;
      }
      g.counts[s * N_ILL + i] = 0;
    }
    g.totals[s] = 0;
    return at;
  };
  if (encoding === 'delta') {
    const out = new AsciiInts();
    let lat = 0;
    let lon = 0;
    for (const s of byPosition(g, touched)) {
      out.int(g.lat[s]! - lat);
      out.int(g.lon[s]! - lon);
      out.int(g.totals[s]!);
      out.int(top(s));
      lat = g.lat[s]!;
      lon = g.lon[s]!;
    }
    return out.json();
  }
  // One string grown by concatenation: a third of the time of a string per group joined after.
  let out = '';
  for (const s of touched) out += `${out === '' ? '' : ','}${prefixOf(g, s)}${g.totals[s]},${top(s)}]`;
  return Buffer.from(`[${out}]`);
}

/**
 * Per-day counts of each cell and illness of a view over [firstDay, lastDay]:
 * the JSON array (its UTF-8 bytes) of timeline rows [latitude, longitude, day index from
 * firstDay, illness index, count], or with `delta` the flat array of
 * TimelineDeltaResponseSchema. Summed one day at a time.
 */
export function timelineRows(
  cells: CellTable,
  parts: CubePart[],
  q: CubeQuery & { firstDay: number; lastDay: number },
  encoding: CubeEncoding = 'rows',
): Buffer {
  const g = cells.grouping(q.precision);
  const slotOf = slotsFor(cells, g, q.bbox);
  const { ill, sev } = filterIndexes(q.filters);
  const segs = segmentsFor(parts, q.filters);
  if (segs.some((read) => read.seg.dayless)) throw new Error('a timeline needs rows per day');
  const touched: number[] = [];
  const out: string[] = [];
  // delta: entries (group, day index, illness, count) kept to be written per cell.
  const entries: number[] = [];
  const runs = regionRuns(q.bbox);
  for (let d = q.firstDay; d <= q.lastDay; d++) {
    for (const read of segs) {
      const k = d - read.seg.firstDay;
      if (k < 0 || k >= read.seg.days) continue;
      for (const [start, stop] of rowRanges(read.seg, k, k + 1, runs))
        accumulate(read, start, stop, ill, sev, slotOf, g, touched, true);
    }
    const index = d - q.firstDay;
    for (const k of touched) {
      const s = (k / N_ILL) | 0;
      if (encoding === 'delta') entries.push(s, index, k % N_ILL, g.counts[k]!);
      else out.push(`${prefixOf(g, s)}${index},${k % N_ILL},${g.counts[k]}]`);
      g.counts[k] = 0;
      g.totals[s] = 0;
    }
    touched.length = 0;
  }
  if (encoding === 'rows') return Buffer.from(`[${out.join(',')}]`);
  // Entries per group, in day order (counting sort on the group).
  const n = entries.length / 4;
  const per = new Int32Array(g.lat.length + 1);
  for (let e = 0; e < n; e++) per[entries[e * 4]! + 1]!++;
  const groups: number[] = [];
  for (let s = 0; s < g.lat.length; s++) if (per[s + 1]! > 0) groups.push(s);
  for (let s = 0; s < g.lat.length; s++) per[s + 1]! += per[s]!;
  const start = per.slice(0, g.lat.length);
  const order = new Int32Array(n);
  for (let e = 0; e < n; e++) order[start[entries[e * 4]!]!++] = e;
  const text = new AsciiInts();
  let lat = 0;
  let lon = 0;
  for (const s of byPosition(g, groups)) {
    const from = per[s]!;
    const to = per[s + 1]!;
    text.int(g.lat[s]! - lat);
    text.int(g.lon[s]! - lon);
    text.int(to - from);
    for (let k = from; k < to; k++) {
      const e = order[k]! * 4;
      text.int(entries[e + 1]!);
      text.int(entries[e + 2]!);
      text.int(entries[e + 3]!);
    }
    lat = g.lat[s]!;
    lon = g.lon[s]!;
  }
  return text.json();
}
