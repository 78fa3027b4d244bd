import type { TimelineResponse } from '@healthwatch/contracts';
import { groupKey, type MarkerGroup } from '../markers/group-reports';

/**
 * A timeline answer indexed so that any day range is summed without rescanning its rows. The
 * series (one cell's counts of one illness) sit end to end in flat typed arrays: a slider step
 * walks 10,000 cells, and plain arrays of numbers beat an object per series there.
 */
export interface TimelineIndex {
  days: number;
  /** The grid the cells were grouped on. */
  precision: number;
  illnesses: readonly string[];
  cells: { latitude: number; longitude: number }[];
  /** Each cell's group key at `precision`, made once rather than on every slider step. */
  cellKeys: string[];
  /** Cell c's series are firstSeries[c] .. firstSeries[c + 1] - 1. */
  firstSeries: Int32Array;
  seriesIllness: Int32Array;
  /** Series s's entries are firstEntry[s] .. firstEntry[s + 1] - 1 of entryDay / entryCum. */
  firstEntry: Int32Array;
  /** Days ascending within a series. */
  entryDay: Int32Array;
  /** Running total of the series' reports up to and including the entry. */
  entryCum: Int32Array;
}

/** Index of the first entry in a[lo..hi) greater than `v` (hi when none). */
function upperBound(a: Int32Array, lo: number, hi: number, v: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Groups the compact rows per cell and illness, with running totals over their days. */
export function indexTimeline(t: TimelineResponse): TimelineIndex {
  const byCell = new Map<string, { latitude: number; longitude: number; rows: number[][] }>();
  for (const row of t.cells) {
    const [lat, lon] = row as [number, number];
    const key = `${lat},${lon}`;
    let c = byCell.get(key);
    if (!c) {
      c = { latitude: lat, longitude: lon, rows: [] };
      byCell.set(key, c);
    }
    c.rows.push(row);
  }
  const cells: { latitude: number; longitude: number }[] = [];
  const firstSeries = new Int32Array(byCell.size + 1);
  const illnesses: number[] = [];
  const firstEntry: number[] = [];
  const entryDay = new Int32Array(t.cells.length);
  const entryCum = new Int32Array(t.cells.length);
  let e = 0;
  for (const c of byCell.values()) {
    c.rows.sort((a, b) => (a[3] as number) - (b[3] as number) || (a[2] as number) - (b[2] as number));
    firstSeries[cells.length] = illnesses.length;
    let i = 0;
    while (i < c.rows.length) {
      const illness = c.rows[i]![3] as number;
      illnesses.push(illness);
      firstEntry.push(e);
      let run = 0;
      for (; i < c.rows.length && c.rows[i]![3] === illness; i++) {
        run += c.rows[i]![4] as number;
        entryDay[e] = c.rows[i]![2] as number;
        entryCum[e] = run;
        e++;
      }
    }
    cells.push({ latitude: c.latitude, longitude: c.longitude });
  }
  firstSeries[cells.length] = illnesses.length;
  firstEntry.push(e);
  return {
    days: t.days,
    precision: t.precision,
    illnesses: t.illnesses,
    cells,
    cellKeys: cells.map((c) => groupKey(c.latitude, c.longitude, t.precision)),
    firstSeries,
    seriesIllness: Int32Array.from(illnesses),
    firstEntry: Int32Array.from(firstEntry),
    entryDay,
    entryCum,
  };
}

/**
 * The clusters of days `from`..`to` (day indexes, inclusive): each cell's
 * total and its most common illness (ties: alphabetical, as the API breaks
 * them), keyed at the index's precision (one group per cell, so they need no
 * regrouping). Two binary searches per cell and illness, so a step of the
 * slider costs the same whatever the range's length.
 */
export function groupsForDays(index: TimelineIndex, from: number, to: number): MarkerGroup[] {
  const { cells, cellKeys, firstSeries, seriesIllness, firstEntry, entryDay, entryCum, illnesses } = index;
  const out: MarkerGroup[] = [];
  for (let c = 0; c < cells.length; c++) {
    let total = 0;
    let top = -1;
    let topCount = 0;
    const sEnd = firstSeries[c + 1] as number;
    for (let s = firstSeries[c] as number; s < sEnd; s++) {
      const start = firstEntry[s] as number;
      const hi = upperBound(entryDay, start, firstEntry[s + 1] as number, to);
      if (hi === start) continue;
      const lo = upperBound(entryDay, start, hi, from - 1);
      const n = (entryCum[hi - 1] as number) - (lo > start ? (entryCum[lo - 1] as number) : 0);
      if (n <= 0) continue;
      total += n;
      const illness = seriesIllness[s] as number;
      if (n > topCount || (n === topCount && (illnesses[illness] ?? '') < (illnesses[top] ?? ''))) {
        top = illness;
        topCount = n;
      }
    }
    if (total > 0) {
      const cell = cells[c]!;
      out.push({
        key: cellKeys[c]!,
        latitude: cell.latitude,
        longitude: cell.longitude,
        count: total,
        topIllness: illnesses[top] ?? null,
      });
    }
  }
  return out;
}

/** Reports per day (index) over the whole view: the slider's histogram and its announced counts. */
export function countsPerDay(t: TimelineResponse): number[] {
  const counts = new Array<number>(t.days).fill(0);
  for (const row of t.cells) {
    const d = row[2] as number;
    if (d >= 0 && d < t.days) counts[d] = (counts[d] as number) + (row[4] as number);
  }
  return counts;
}
