import type { ClusterGroup, TimelineResponse } from '@healthwatch/contracts';

/** One cell's counts of one illness: its days (ascending) and running totals. */
interface Series {
  illness: number;
  days: Int32Array;
  /** cum[i] = reports on days[0..i]. */
  cum: Int32Array;
}

interface Cell {
  latitude: number;
  longitude: number;
  series: Series[];
}

/** A timeline answer indexed so that any day range is summed without rescanning its rows. */
export interface TimelineIndex {
  days: number;
  illnesses: readonly string[];
  cells: Cell[];
}

/** Index of the first entry of a sorted array greater than `v`. */
function upperBound(a: Int32Array, v: number): number {
  let lo = 0;
  let hi = a.length;
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
  const cells: Cell[] = [];
  for (const c of byCell.values()) {
    c.rows.sort((a, b) => (a[3] as number) - (b[3] as number) || (a[2] as number) - (b[2] as number));
    const series: Series[] = [];
    let i = 0;
    while (i < c.rows.length) {
      const illness = c.rows[i]![3] as number;
      let j = i;
      while (j < c.rows.length && c.rows[j]![3] === illness) j++;
      const days = new Int32Array(j - i);
      const cum = new Int32Array(j - i);
      let run = 0;
      for (let k = i; k < j; k++) {
        days[k - i] = c.rows[k]![2] as number;
        run += c.rows[k]![4] as number;
        cum[k - i] = run;
      }
      series.push({ illness, days, cum });
      i = j;
    }
    cells.push({ latitude: c.latitude, longitude: c.longitude, series });
  }
  return { days: t.days, illnesses: t.illnesses, cells };
}

/**
 * The clusters of days `from`..`to` (day indexes, inclusive): each cell's
 * total and its most common illness (ties: alphabetical, as the API breaks
 * them). Two binary searches per cell and illness, so a step of the slider
 * costs the same whatever the range's length.
 */
export function groupsForDays(index: TimelineIndex, from: number, to: number): ClusterGroup[] {
  const out: ClusterGroup[] = [];
  for (const cell of index.cells) {
    let total = 0;
    let top = -1;
    let topCount = 0;
    for (const s of cell.series) {
      const hi = upperBound(s.days, to);
      if (hi === 0) continue;
      const lo = upperBound(s.days, from - 1);
      const n = (s.cum[hi - 1] as number) - (lo > 0 ? (s.cum[lo - 1] as number) : 0);
      if (n <= 0) continue;
      total += n;
      if (n > topCount || (n === topCount && (index.illnesses[s.illness] ?? '') < (index.illnesses[top] ?? ''))) {
        top = s.illness;
        topCount = n;
      }
    }
    if (total > 0)
      out.push({
        latitude: cell.latitude,
        longitude: cell.longitude,
        count: total,
        topIllness: index.illnesses[top] ?? null,
      });
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
