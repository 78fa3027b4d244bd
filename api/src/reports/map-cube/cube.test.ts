import fc from 'fast-check';
import {
  decodeClustersDelta,
  decodeTimelineDelta,
  ILLNESS_TYPES,
  type MapFilters,
  SEVERITIES,
  SYMPTOMS,
} from '@healthwatch/contracts';
import type { BBox } from '../clusters';
import {
  CellTable,
  type CubePart,
  clusterRows as clusterBytes,
  emptyPart,
  mapCount,
  regionRuns,
  timelineRows as timelineBytes,
  withAllTime,
} from './cube';
import { appendRows, eachRow } from './load';
import { SymptomMerge } from './symptom-merge';

interface Row {
  day: number;
  lat: number;
  lon: number;
  ill: number;
  sev: number;
  /** Symptoms of each of the row's reports (a row is `count` alike reports). */
  syms: number[];
  count: number;
}

const indexes = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

const WORLD: BBox = { west: -180, south: -90, east: 180, north: 90 };

/** The answers as text. */
const clusterRows = (...args: Parameters<typeof clusterBytes>) => String(clusterBytes(...args));
const timelineRows = (...args: Parameters<typeof timelineBytes>) => String(timelineBytes(...args));

/**
 * The rows as the aggregates hold them (summed per day, cell, illness and
 * severity, and per symptom too), in two parts split at day `split`: each
 * symptom's rows apart (`merged` false, as loadRange reads them), or folded
 * into the whole aggregate's rows as symptom bits (SymptomMerge, as the
 * store loads them). The earlier part carries all-time sums.
 */
function build(
  rows: Row[],
  split: number,
  merged = false,
  symptomSums = true,
  regions = false,
): { cells: CellTable; parts: CubePart[] } {
  const cells = new CellTable();
  const parts = [emptyPart(false, merged), emptyPart(false, merged)];
  const whole = new Map<string, number>();
  const bySym = new Map<string, number>();
  for (const r of [...rows].sort((a, b) => a.day - b.day)) {
    const k = `${r.day},${cells.id(r.lat, r.lon)},${r.ill},${r.sev}`;
    whole.set(k, (whole.get(k) ?? 0) + r.count);
    for (const s of r.syms) bySym.set(`${s},${k}`, (bySym.get(`${s},${k}`) ?? 0) + r.count);
  }
  const nums = (k: string) => k.split(',').map(Number);
  const symRows = [...bySym.entries()].map(([k, n]) => [...nums(k), n]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  for (const [p, part] of parts.entries()) {
    const inPart = (day: number) => day < split === (p === 0);
    const merger = merged ? new SymptomMerge(part) : null;
    for (const [k, n] of whole) {
      const [d, c, i, v] = nums(k) as [number, number, number, number];
      if (!inPart(d)) continue;
      if (merger) merger.row(d, c, i, v, n);
      else part.all.push(d, c, i, v, n);
    }
    for (const [s, d, c, i, v, n] of symRows as [number, number, number, number, number, number][]) {
      if (!inPart(d)) continue;
      if (merger) merger.symptomRow(s, d, c, i, v, n);
      else part.bySymptom[s]!.push(d, c, i, v, n);
    }
    merger?.flush();
  }
  const done = [withAllTime(parts[0]!, cells.size, symptomSums), parts[1]!];
  if (regions)
    for (const part of done)
      for (const seg of [
        part.all,
        ...part.bySymptom,
        ...(part.allTime ? [part.allTime.all, ...(part.allTime.bySymptom ?? [])] : []),
      ])
        seg.indexRegions(cells.region);
  return { cells, parts: done };
}

/** PostgreSQL's round(numeric, p) of a value in thousandths, as a number. */
const round = (v: number, p: number) => {
  const d = 10 ** (3 - p);
  const q = Math.floor((Math.abs(v) + d / 2) / d);
  return (v < 0 ? -q : q) / 10 ** p;
};

function naive(rows: Row[], bbox: BBox, p: number, f: MapFilters, first: number | null, last: number | null) {
  const cells = new Map<string, number[]>();
  for (const r of rows) {
    if (f.illness && ILLNESS_TYPES[r.ill] !== f.illness) continue;
    if (f.severity && SEVERITIES[r.sev] !== f.severity) continue;
    if (f.symptom && !r.syms.some((x) => SYMPTOMS[x] === f.symptom)) continue;
    if ((first !== null && r.day < first) || (last !== null && r.day > last)) continue;
    const la = r.lat / 1000;
    const lo = r.lon / 1000;
    if (la < bbox.south || la > bbox.north) continue;
    if (bbox.west <= bbox.east ? lo < bbox.west || lo > bbox.east : lo < bbox.west && lo > bbox.east) continue;
    const key = `${round(r.lat, p)},${round(r.lon, p)}`;
    const c = cells.get(key) ?? new Array<number>(ILLNESS_TYPES.length).fill(0);
    c[r.ill]! += r.count;
    cells.set(key, c);
  }
  return [...cells.entries()]
    .map(([key, c]) => {
      const [lat, lon] = key.split(',').map(Number) as [number, number];
      const byName = [...c.keys()].sort((a, b) => (ILLNESS_TYPES[a]! < ILLNESS_TYPES[b]! ? -1 : 1));
      const top = byName.reduce((best, i) => (c[i]! > c[best]! ? i : best), byName[0]!);
      return [lat, lon, c.reduce((a, b) => a + b, 0), top];
    })
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
}

const sorted = (json: string) =>
  (JSON.parse(json) as number[][]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]! || a[3]! - b[3]!);

describe('map cube', () => {
  it('rounds half away from zero, sums across parts and breaks ties alphabetically', () => {
    const flu = ILLNESS_TYPES.indexOf('flu');
    const covid = ILLNESS_TYPES.indexOf('covid');
    const rows: Row[] = [
      { day: 10, lat: -500, lon: 1500, ill: flu, sev: 0, syms: [0], count: 2 },
      { day: 20, lat: -499, lon: 1499, ill: covid, sev: 1, syms: [1], count: 2 },
      { day: 20, lat: 18935, lon: 72835, ill: flu, sev: 2, syms: [0], count: 1 },
    ];
    const { cells, parts } = build(rows, 15);
    const q = { bbox: WORLD, filters: {}, firstDay: null, lastDay: null };
    // -0.5 rounds to -1, -0.499 to 0; 1.5 to 2, 1.499 to 1. Ties between flu and covid go to covid.
    expect(sorted(clusterRows(cells, parts, { ...q, precision: 0 }))).toEqual([
      [-1, 2, 2, flu],
      [0, 1, 2, covid],
      [19, 73, 1, flu],
    ]);
    expect(sorted(clusterRows(cells, parts, { ...q, precision: 2 }))).toContainEqual([18.94, 72.84, 1, flu]);
    expect(sorted(clusterRows(cells, parts, { ...q, precision: 3 }))).toContainEqual([18.935, 72.835, 1, flu]);
    expect(sorted(clusterRows(cells, parts, { ...q, precision: 0, firstDay: 11, lastDay: 20 }))).toEqual([
      [0, 1, 2, covid],
      [19, 73, 1, flu],
    ]);
    // A box across the antimeridian holds neither.
    expect(
      clusterRows(cells, parts, { ...q, precision: 0, bbox: { west: 170, south: -90, east: -170, north: 90 } }),
    ).toBe('[]');
  });

  it('reads each region once for a box that wraps all but a thousandth of the globe', () => {
    // The box west of its own east edge by a thousandth: its two antimeridian runs met, and region rows were read twice.
    const box = { west: 0.001, east: 0, south: 0, north: 0 };
    const runs = regionRuns(box) ?? [];
    const regions = runs.flatMap((_, k) => (k % 2 ? [] : indexes(runs[k]!, runs[k + 1]!)));
    expect(new Set(regions).size).toBe(regions.length);
    const { cells, parts } = build(
      [{ day: 0, lat: 0, lon: 0, ill: 0, sev: 0, syms: [], count: 250 }],
      0,
      false,
      true,
      true,
    );
    const q = { bbox: box, precision: 0, filters: {}, firstDay: null, lastDay: null };
    expect(sorted(clusterRows(cells, parts, q))).toEqual([[0, 0, 250, 0]]);
  });

  it('answers like a direct computation for any rows, box, precision and filters', () => {
    const row = fc.record({
      day: fc.integer({ min: 0, max: 30 }),
      lat: fc.integer({ min: -3000, max: 3000 }),
      lon: fc.oneof(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 178_000, max: 180_000 })),
      ill: fc.integer({ min: 0, max: ILLNESS_TYPES.length - 1 }),
      sev: fc.integer({ min: 0, max: SEVERITIES.length - 1 }),
      syms: fc.uniqueArray(fc.integer({ min: 0, max: SYMPTOMS.length - 1 }), { maxLength: 4 }),
      count: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 250, max: 600 })),
    });
    const coord = fc.integer({ min: -4000, max: 4000 }).map((v) => v / 1000);
    const bbox = fc.oneof(
      fc.constant(WORLD),
      fc.tuple(coord, coord, coord, coord).map(([a, b, c, d]) => ({
        west: a,
        east: c,
        south: Math.min(b, d),
        north: Math.max(b, d),
      })),
      fc.constant({ west: 179, south: -90, east: -179, north: 90 }),
    );
    const filters = fc.record(
      {
        illness: fc.constantFrom(...ILLNESS_TYPES),
        severity: fc.constantFrom(...SEVERITIES),
        symptom: fc.constantFrom(...SYMPTOMS),
      },
      { requiredKeys: [] },
    );
    const day = fc.option(fc.integer({ min: 0, max: 30 }));
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        bbox,
        fc.integer({ min: 0, max: 3 }),
        filters,
        day,
        day,
        fc.integer({ min: 0, max: 31 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (rows, box, p, f, first, last, split, merged, symptomSums, regions) => {
          const { cells, parts } = build(rows, split, merged, symptomSums, regions);
          const got = sorted(
            clusterRows(cells, parts, { bbox: box, precision: p, filters: f, firstDay: first, lastDay: last }),
          );
          expect(got).toEqual(naive(rows, box, p, f, first, last));
          // The whole map's count (the filtered statistics) is what a world view's clusters add up to.
          const world = naive(rows, WORLD, p, f, first, last).reduce((n, c) => n + c[2]!, 0);
          expect(mapCount(parts, { filters: f, firstDay: first, lastDay: last })).toBe(world);
          const delta = clusterRows(
            cells,
            parts,
            { bbox: box, precision: p, filters: f, firstDay: first, lastDay: last },
            'delta',
          );
          const decoded = decodeClustersDelta({
            precision: p,
            encoding: 'delta',
            illnesses: [],
            cells: JSON.parse(delta),
          });
          expect(decoded.cells).toEqual(got);
          // Repeated: the shared sums were reset.
          expect(
            sorted(clusterRows(cells, parts, { bbox: box, precision: p, filters: f, firstDay: first, lastDay: last })),
          ).toEqual(got);
        },
      ),
    );
  });

  it('reads only the regions a box touches, anywhere on the globe, with the same answers', () => {
    const row: fc.Arbitrary<Row> = fc.record({
      day: fc.integer({ min: 0, max: 9 }),
      lat: fc.integer({ min: -89_000, max: 89_000 }),
      lon: fc.integer({ min: -180_000, max: 180_000 }),
      ill: fc.constant(0),
      sev: fc.constant(0),
      syms: fc.constant<number[]>([0]),
      count: fc.constant(1),
    });
    const edge = fc.constantFrom(-60, -30, 0, 30, 60, 90, 120, 150, 180, -90, -120, -150, -180);
    // Boxes a few tiles wide, their sides often on a region's edge, some across the antimeridian.
    const box = fc
      .tuple(edge, fc.integer({ min: -2, max: 2 }), fc.integer({ min: 1, max: 70 }), fc.integer({ min: 1, max: 50 }))
      .map(([w, nudge, width, height]) => {
        const west = Math.max(-180, Math.min(180, w + nudge / 1000));
        const east = west + width > 180 ? west + width - 360 : west + width;
        const south = Math.max(-90, Math.min(90, (w / 2 + nudge / 1000) % 90));
        return { west, east, south, north: Math.min(90, south + height) };
      });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 80 }),
        box,
        fc.option(fc.integer({ min: 0, max: 9 })),
        (rows, b, first) => {
          const { cells, parts } = build(rows, 5, false, false, true);
          const got = sorted(
            clusterRows(cells, parts, { bbox: b, precision: 3, filters: {}, firstDay: first, lastDay: null }),
          );
          expect(got).toEqual(naive(rows, b, 3, {}, first, null));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sums all time over more cells than one pass of the sums holds', () => {
    const cells = new CellTable();
    const part = emptyPart();
    const far = 70_000;
    for (let i = 0; i <= far; i++) cells.id(i % 90_000, Math.floor(i / 90_000));
    part.all.push(1, 0, 0, 0, 2);
    part.all.push(2, far, 1, 1, 3);
    part.all.push(3, far, 1, 1, 4);
    const q = { bbox: WORLD, precision: 3, filters: {}, firstDay: null, lastDay: null };
    const sums = withAllTime(part, cells.size, false);
    expect(sums.allTime!.all.size).toBe(2);
    expect(sorted(clusterRows(cells, [sums], q))).toEqual(sorted(clusterRows(cells, [part], q)));
  });

  it('writes groups in position order, groups added after the order was made included', () => {
    const cell = fc.tuple(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: -3000, max: 3000 }));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 3 }),
        (batches, p) => {
          const cells = new CellTable();
          const part = emptyPart();
          const rows: Row[] = [];
          for (const batch of batches) {
            for (const [lat, lon] of batch) {
              part.all.push(1, cells.id(lat, lon), 0, 0, 1);
              rows.push({ day: 1, lat, lon, ill: 0, sev: 0, syms: [], count: 1 });
            }
            const q = { bbox: WORLD, precision: p, filters: {}, firstDay: null, lastDay: null };
            const cellsOut = JSON.parse(clusterRows(cells, [part], q, 'delta')) as number[];
            const decoded = decodeClustersDelta({ precision: p, encoding: 'delta', illnesses: [], cells: cellsOut });
            expect(decoded.cells).toEqual(naive(rows, WORLD, p, {}, null, null));
          }
        },
      ),
    );
  });

  it('finds the cells of a latitude band, cells added after the last sort included', () => {
    const lat = fc.integer({ min: -90_000, max: 90_000 });
    const cell = fc.tuple(lat, fc.integer({ min: -180_000, max: 180_000 }));
    const band = fc.tuple(lat, lat).map(([a, b]) => [Math.min(a, b) / 1000, Math.max(a, b) / 1000] as const);
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 40 }), { maxLength: 4 }), band, (batches, [south, north]) => {
        const cells = new CellTable();
        for (const batch of batches) {
          for (const [a, b] of batch) cells.id(a, b);
          const got: number[] = [];
          cells.inBand(south, north, (i) => got.push(i));
          const want = [...Array(cells.size).keys()].filter((i) => {
            const la = cells.lat[i]! / 1000;
            return la >= south && la <= north;
          });
          expect(got.sort((x, y) => x - y)).toEqual(want);
        }
      }),
    );
  });

  it('folds symptom rows into symptom bits, keeping what bits cannot say apart', () => {
    const cells = new CellTable();
    const part = emptyPart(false, true);
    const merger = new SymptomMerge(part);
    const [a, b, c] = [cells.id(1000, 1000), cells.id(2000, 2000), cells.id(3000, 3000)];
    merger.row(5, a, 0, 0, 1);
    merger.row(5, b, 1, 1, 700);
    // a: one report with symptom 0. b: 700 reports, 700 with symptom 3, 400 with 1, 100 with 2 (split in three).
    merger.symptomRow(0, 5, a, 0, 0, 1);
    merger.symptomRow(1, 5, b, 1, 1, 400);
    merger.symptomRow(2, 5, b, 1, 1, 100);
    merger.symptomRow(3, 5, b, 1, 1, 700);
    // Symptom 4 counts more than b's reports, and c has symptom rows only: kept as symptom 4's own rows.
    merger.symptomRow(4, 5, b, 1, 1, 703);
    merger.symptomRow(4, 5, c, 2, 2, 2);
    merger.flush();
    part.all.trim();
    // b's 700 reports: 300 with symptoms 3 and 4; 300 with 1, 3 and 4; 100 with 1, 2, 3 and 4 (counts split at 255).
    const rowsOf = (cell: number) =>
      [...part.all.key.keys()]
        .filter((r) => part.all.key[r]! >>> 5 === cell)
        .map((r) => [part.all.count[r]!, part.all.mask![r]!]);
    expect(rowsOf(a)).toEqual([[1, 0b1]]);
    expect(rowsOf(b)).toEqual([
      [255, 0b11000],
      [45, 0b11000],
      [255, 0b11010],
      [45, 0b11010],
      [100, 0b11110],
    ]);
    expect(part.bySymptom[4]!.size).toBe(2);
    const q = { bbox: WORLD, precision: 3, firstDay: null, lastDay: null };
    const total = (symptom?: (typeof SYMPTOMS)[number]) =>
      (JSON.parse(clusterRows(cells, [part], { ...q, filters: symptom ? { symptom } : {} })) as number[][]).reduce(
        (n, r) => n + r[2]!,
        0,
      );
    expect([undefined, ...SYMPTOMS.slice(0, 5)].map(total)).toEqual([701, 1, 400, 100, 700, 705]);
  });

  it('keeps a merger across batches larger than its room, each row and symptom summed as given', () => {
    const cells = new CellTable();
    const part = emptyPart(false, true);
    const merger = new SymptomMerge(part);
    const want = new Map<string, number[]>();
    const got = new Map<string, number[]>();
    const add = (m: Map<string, number[]>, k: string, slot: number, n: number) => {
      const v = m.get(k) ?? new Array<number>(SYMPTOMS.length + 1).fill(0);
      v[slot]! += n;
      m.set(k, v);
    };
    // Two batches of 3,000 rows (the merger starts with room for 1,024); in each, rows of one day share cells
    // with other days' rows, so a key that matched a day's row but not its day would show here.
    for (const batch of [0, 1]) {
      const rows: [number, number, number, number, number][] = [];
      for (let k = 0; k < 3000; k++) {
        const day = batch * 10 + (k % 7);
        rows.push([day, cells.id((k % 400) * 10, 0), k % 8, k % 3, 1 + (k % 300)]);
      }
      rows.sort((a, b) => a[0] - b[0]);
      for (const [d, c, i, v, n] of rows) {
        merger.row(d, c, i, v, n);
        add(want, `${d},${c},${i},${v}`, 0, n);
      }
      for (let s = 0; s < 3; s++)
        for (const [d, c, i, v, n] of rows) {
          const m = s === 0 ? n : s === 1 ? n >> 1 : Math.min(n, (n + d) % 5);
          if (m === 0) continue;
          merger.symptomRow(s, d, c, i, v, m);
          add(want, `${d},${c},${i},${v}`, 1 + s, m);
        }
      merger.flush();
    }
    part.all.trim();
    let r = 0;
    for (let k = 0; k < part.all.days; k++) {
      const end = k + 1 < part.all.days ? part.all.dayStart[k + 1]! : part.all.size;
      for (; r < end; r++) {
        const key = part.all.key[r]!;
        const id = `${part.all.firstDay + k},${key >>> 5},${(key >>> 2) & 7},${key & 3}`;
        const n = part.all.count[r]!;
        add(got, id, 0, n);
        for (let s = 0; s < 3; s++) if (part.all.mask![r]! & (1 << s)) add(got, id, 1 + s, n);
      }
    }
    expect(got).toEqual(want);
    expect(part.bySymptom.every((seg) => seg.size === 0)).toBe(true);
  });

  it.each([false, true])(
    'gives per-day rows of a range whose sums are the clusters of each day (merged: %s)',
    (merged) => {
      const rows: Row[] = [];
      for (let d = 0; d < 10; d++)
        for (let k = 0; k < 5; k++)
          rows.push({
            day: d,
            lat: k * 700,
            lon: -k * 900,
            ill: (d + k) % 8,
            sev: k % 3,
            syms: [d % 15, (d + k) % 15],
            count: 1 + k,
          });
      const { cells, parts } = build(rows, 4, merged);
      const timeline = JSON.parse(
        timelineRows(cells, parts, { bbox: WORLD, precision: 1, filters: {}, firstDay: 2, lastDay: 7 }),
      ) as number[][];
      const delta = timelineRows(
        cells,
        parts,
        { bbox: WORLD, precision: 1, filters: {}, firstDay: 2, lastDay: 7 },
        'delta',
      );
      const decoded = decodeTimelineDelta({
        precision: 1,
        encoding: 'delta',
        first: '',
        days: 6,
        illnesses: [],
        cells: JSON.parse(delta) as number[],
      });
      const key = (r: number[]) => r.join(',');
      expect(decoded.cells.map(key).sort()).toEqual(timeline.map(key).sort());
      for (let d = 2; d <= 7; d++) {
        const ofDay = timeline.filter((r) => r[2] === d - 2);
        const clusters = sorted(
          clusterRows(cells, parts, { bbox: WORLD, precision: 1, filters: {}, firstDay: d, lastDay: d }),
        );
        expect(ofDay.map((r) => [r[0], r[1], r[4], r[3]]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)).toEqual(
          clusters,
        );
      }
      // A box across region edges (latitude 0, longitude 0) reads alike with each day's rows ordered by region.
      const box = { west: -2.1, south: -0.5, east: 0.3, north: 2.2 };
      const q = { bbox: box, precision: 3, filters: {}, firstDay: 0, lastDay: 9 };
      const byRegion = build(rows, 4, merged, true, true);
      const lines = (json: string) => (JSON.parse(json) as number[][]).map(key).sort();
      expect(lines(timelineRows(byRegion.cells, byRegion.parts, q))).toEqual(lines(timelineRows(cells, parts, q)));
      expect(lines(timelineRows(cells, parts, q)).length).toBeGreaterThan(0);
    },
  );

  it('holds reserved room without reallocating, grows past it, and keeps only a sixteenth of spare room', () => {
    const cells = new CellTable();
    const cell = cells.id(1000, 1000);
    // day, illness, severity, count, symptom bits
    const rows = Array.from({ length: 1001 }, (_, r) => [10 + Math.floor(r / 100), r % 8, r % 3, 1 + (r % 7), r % 5]);
    const fill = (part: CubePart, n: number) => {
      for (const [d, i, v, c, m] of rows.slice(0, n)) part.all.push(d!, cell, i!, v!, c!, m!);
    };
    const grown = emptyPart(false, true);
    grown.all.reserve(1000);
    const reserved = grown.all.key;
    fill(grown, 1000);
    expect(grown.all.key).toBe(reserved);
    const [d, i, v, c, m] = rows[1000]!;
    grown.all.push(d!, cell, i!, v!, c!, m!);
    expect(grown.all.key).not.toBe(reserved);
    // Room of more than a sixteenth of the rows is dropped; the rows and their days stay.
    grown.all.trim();
    expect([grown.all.size, grown.all.key.length, grown.all.spanStart(10)]).toEqual([1001, 1001, 1000]);
    // A sixteenth or less is kept: the same columns, the same answers.
    const kept = emptyPart(false, true);
    kept.all.reserve(1060);
    fill(kept, 1001);
    const columns = kept.all.key;
    kept.all.trim();
    expect(kept.all.key).toBe(columns);
    const q = { bbox: WORLD, precision: 3, filters: {}, firstDay: null, lastDay: null };
    for (const filters of [{}, { symptom: SYMPTOMS[2] }, { illness: ILLNESS_TYPES[3] }])
      expect(clusterRows(cells, [kept], { ...q, filters })).toBe(clusterRows(cells, [grown], { ...q, filters }));
  });

  it('reads the integers the database sends, negative ones included', () => {
    const got: number[][] = [];
    eachRow('1,-2,30,-400,5,6', 3, (v) => got.push([...v]));
    expect(got).toEqual([
      [1, -2, 30],
      [-400, 5, 6],
    ]);
    const cells = new CellTable();
    const part = emptyPart();
    appendRows('20000,-1500,2500,1,2,7', cells, part.all);
    expect(clusterRows(cells, [part], { bbox: WORLD, precision: 3, filters: {}, firstDay: null, lastDay: null })).toBe(
      '[[-1.5,2.5,7,1]]',
    );
  });
});
