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
import { CellTable, type CubePart, clusterRows, emptyPart, timelineRows, withAllTime } from './cube';
import { appendRows, eachRow } from './load';

interface Row {
  day: number;
  lat: number;
  lon: number;
  ill: number;
  sev: number;
  sym: number;
  count: number;
}

const WORLD: BBox = { west: -180, south: -90, east: 180, north: 90 };

function build(rows: Row[], split: number): { cells: CellTable; parts: CubePart[] } {
  const cells = new CellTable();
  const parts = [emptyPart(), emptyPart()];
  for (const r of [...rows].sort((a, b) => a.day - b.day)) {
    const part = parts[r.day < split ? 0 : 1]!;
    const c = cells.id(r.lat, r.lon);
    part.all.push(r.day, c, r.ill, r.sev, r.count);
    part.bySymptom[r.sym]!.push(r.day, c, r.ill, r.sev, r.count);
  }
  // The history part carries all-time sums, as the store loads it.
  return { cells, parts: [withAllTime(parts[0]!), parts[1]!] };
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
    if (f.symptom && SYMPTOMS[r.sym] !== f.symptom) continue;
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
      { day: 10, lat: -500, lon: 1500, ill: flu, sev: 0, sym: 0, count: 2 },
      { day: 20, lat: -499, lon: 1499, ill: covid, sev: 1, sym: 1, count: 2 },
      { day: 20, lat: 18935, lon: 72835, ill: flu, sev: 2, sym: 0, count: 1 },
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

  it('answers like a direct computation for any rows, box, precision and filters', () => {
    const row = fc.record({
      day: fc.integer({ min: 0, max: 30 }),
      lat: fc.integer({ min: -3000, max: 3000 }),
      lon: fc.oneof(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 178_000, max: 180_000 })),
      ill: fc.integer({ min: 0, max: ILLNESS_TYPES.length - 1 }),
      sev: fc.integer({ min: 0, max: SEVERITIES.length - 1 }),
      sym: fc.integer({ min: 0, max: SYMPTOMS.length - 1 }),
      count: fc.integer({ min: 1, max: 5 }),
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
        (rows, box, p, f, first, last, split) => {
          // A report is in the per-symptom rows once per symptom; here each row has one.
          const { cells, parts } = build(rows, split);
          const got = sorted(
            clusterRows(cells, parts, { bbox: box, precision: p, filters: f, firstDay: first, lastDay: last }),
          );
          expect(got).toEqual(naive(rows, box, p, f, first, last));
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

  it('gives per-day rows of a range whose sums are the clusters of each day', () => {
    const rows: Row[] = [];
    for (let d = 0; d < 10; d++)
      for (let k = 0; k < 5; k++)
        rows.push({ day: d, lat: k * 700, lon: -k * 900, ill: (d + k) % 8, sev: k % 3, sym: d % 15, count: 1 + k });
    const { cells, parts } = build(rows, 4);
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
