import type { CubePart } from './cube';

/**
 * Folds the per-symptom rows (report_map_symptom_daily) into the rows of the
 * whole aggregate (report_map_daily) as symptom bits, so a part holds one
 * row per report instead of three: a row of n reports whose symptom s counts
 * n gets bit s. A row whose symptoms count between 0 and n is split into at
 * most 16 rows, each of whose reports have the same symptoms (reports
 * [L, upper) of a row have every symptom counting upper or more), so every
 * sum per symptom is the table's. A symptom row with no row of the whole
 * aggregate, or counting more than it, keeps the difference in the part's
 * bySymptom (never for rows the triggers keep; there for any database).
 *
 * Rows come a batch of days at a time: the whole aggregate's rows in day
 * order, then the symptom rows of the same days, each symptom's in day
 * order, then flush().
 */
export class SymptomMerge {
  private day: number[] = [];
  private cell: number[] = [];
  private ill: number[] = [];
  private sev: number[] = [];
  private n: number[] = [];
  private mask: number[] = [];
  private readonly index = new Map<number, number>();
  /** Row → each symptom's count, for rows whose symptoms count neither 0 nor all their reports. */
  private readonly partial = new Map<number, number[]>();
  private d0 = 0;

  constructor(private readonly part: CubePart) {}

  private static key(dayOffset: number, cell: number, ill: number, sev: number): number {
    // Cells fit 27 bits (as in Segment keys): day offset above 32 bits, exact below 2^53.
    return dayOffset * 4294967296 + (((cell << 5) | (ill << 2) | sev) >>> 0);
  }

  /** A row of the whole aggregate. */
  row(day: number, cell: number, ill: number, sev: number, n: number): void {
    if (this.day.length === 0) this.d0 = day;
    this.index.set(SymptomMerge.key(day - this.d0, cell, ill, sev), this.day.length);
    this.day.push(day);
    this.cell.push(cell);
    this.ill.push(ill);
    this.sev.push(sev);
    this.n.push(n);
    this.mask.push(0);
  }

  /** A row of symptom s. */
  symptomRow(s: number, day: number, cell: number, ill: number, sev: number, n: number): void {
    const r = this.day.length === 0 ? undefined : this.index.get(SymptomMerge.key(day - this.d0, cell, ill, sev));
    if (r === undefined) {
      this.part.bySymptom[s]!.push(day, cell, ill, sev, n);
      return;
    }
    const whole = this.n[r]!;
    if (n >= whole) {
      this.mask[r]! |= 1 << s;
      if (n > whole) this.part.bySymptom[s]!.push(day, cell, ill, sev, n - whole);
      return;
    }
    let counts = this.partial.get(r);
    if (!counts) {
      counts = [];
      this.partial.set(r, counts);
    }
    counts[s] = n;
  }

  /** Pushes the rows given so far into the part's `all` (which must carry masks). */
  flush(): void {
    const all = this.part.all;
    for (let r = 0; r < this.day.length; r++) {
      const d = this.day[r]!;
      const c = this.cell[r]!;
      const i = this.ill[r]!;
      const v = this.sev[r]!;
      const counts = this.partial.get(r);
      if (!counts) {
        all.push(d, c, i, v, this.n[r]!, this.mask[r]!);
        continue;
      }
      const levels = [...new Set(counts.filter((m) => m > 0))].sort((a, b) => b - a);
      let upper = this.n[r]!;
      let mask = this.mask[r]!;
      for (const level of levels) {
        all.push(d, c, i, v, upper - level, mask);
        for (const [s, m] of counts.entries()) if (m === level) mask |= 1 << s;
        upper = level;
      }
      all.push(d, c, i, v, upper, mask);
    }
    this.day = [];
    this.cell = [];
    this.ill = [];
    this.sev = [];
    this.n = [];
    this.mask = [];
    this.index.clear();
    this.partial.clear();
  }
}
