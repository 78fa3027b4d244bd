/**
 * Small-cell suppression for the open-data export.
 *
 * A group is one region on one UTC day: a count per illness and the group's
 * total (published as the illness `all`). Nothing else is published about a
 * group, and groups never overlap, so the total is the only sum an attacker
 * can subtract from. Zero cells are not published (a missing row is zero).
 *
 * Rules:
 * 1. Primary: every count from 1 to SMALL_CELL_MAX is suppressed.
 * 2. Complementary: while the total is published, a suppressed cell's value
 *    is bounded by what the total leaves: x ≤ Σsuppressed − (|suppressed| − 1)
 *    (every other suppressed cell is at least 1). That bound must stay above
 *    SMALL_CELL_MAX, or the table tells that the cell is small — or, with one
 *    suppressed cell, tells its value. So the smallest published cells join
 *    the suppressed ones until Σsuppressed ≥ |suppressed| + SMALL_CELL_MAX.
 * 3. When no published cell is left to add, the total is suppressed too.
 *
 * Written here rather than taken from a library: the statistical-disclosure
 * packages (sdcTable, tau-argus) are R/Java tools for general multi-way
 * tables; one total over disjoint groups needs only this exact rule.
 */

/** Counts from 1 to this are never published. */
export const SMALL_CELL_MAX = 10;

export interface GroupCells<K extends string = string> {
  /** Non-zero counts by key (zero cells are simply absent). */
  cells: ReadonlyMap<K, number>;
}

export interface SuppressedGroup<K extends string = string> {
  total: number;
  totalSuppressed: boolean;
  /** Every non-zero cell, with whether it is withheld. */
  cells: Array<{ key: K; count: number; suppressed: boolean }>;
}

export function suppressGroup<K extends string>({ cells }: GroupCells<K>): SuppressedGroup<K> {
  const list = [...cells]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, count, suppressed: count <= SMALL_CELL_MAX }));
  const total = list.reduce((sum, c) => sum + c.count, 0);
  let totalSuppressed = total <= SMALL_CELL_MAX;
  if (!totalSuppressed) {
    const suppressed = list.filter((c) => c.suppressed);
    let hidden = suppressed.reduce((sum, c) => sum + c.count, 0);
    let n = suppressed.length;
    // Smallest first withholds the least; ties broken by key so the choice
    // never depends on the order rows arrived in.
    const candidates = list
      .filter((c) => !c.suppressed)
      .sort((a, b) => a.count - b.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    while (n > 0 && hidden < n + SMALL_CELL_MAX) {
      const next = candidates.shift();
      if (!next) {
        totalSuppressed = true;
        break;
      }
      next.suppressed = true;
      hidden += next.count;
      n++;
    }
  }
  return { total, totalSuppressed, cells: list };
}
