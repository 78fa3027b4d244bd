import { type CubePart, grow, rowKey } from './cube';

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
 *
 * A batch's rows sit in typed columns with a hand-written open-addressing
 * index, both kept from one batch to the next: JS arrays and a Map (whose
 * day-and-cell keys are heap numbers) made several short-lived objects per
 * row, and at ten million reports the garbage of a few batches, not yet
 * collected, was most of the load's peak memory (api/bench/README.md, map memory).
 */
export class SymptomMerge {
  private size = 0;
  private day: Int32Array;
  /** rowKey(cell, illness, severity), as Segment keys. */
  private key: Uint32Array;
  private n: Uint32Array;
  private mask: Uint16Array;
  /** Slot → row + 1 (0: empty); twice the rows' room (a power of two), so probes stay short. */
  private slots: Int32Array;
  /** Row → each symptom's count, for rows whose symptoms count neither 0 nor all their reports. */
  private readonly partial = new Map<number, number[]>();

  /** `batchRows`: the most rows of the whole aggregate a batch will give, when known (room made once). */
  constructor(
    private readonly part: CubePart,
    batchRows = 0,
  ) {
    const room = 2 ** Math.ceil(Math.log2(Math.max(1024, batchRows)));
    this.day = new Int32Array(room);
    this.key = new Uint32Array(room);
    this.n = new Uint32Array(room);
    this.mask = new Uint16Array(room);
    this.slots = new Int32Array(room * 2);
  }

  /** The slot of (day, key): its row's, or the empty one where it would go. */
  private slot(day: number, key: number): number {
    const m = this.slots.length - 1;
    let h = Math.imul(key ^ Math.imul(day, 0x9e3779b1), 0x85ebca6b);
    h = (h ^ (h >>> 15)) & m;
    for (;;) {
      const r = this.slots[h]! - 1;
      if (r < 0 || (this.key[r] === key && this.day[r] === day)) return h;
      h = (h + 1) & m;
    }
  }

  private growRows(): void {
    const rows = this.day.length * 2;
    this.day = grow(this.day, rows);
    this.key = grow(this.key, rows);
    this.n = grow(this.n, rows);
    this.mask = grow(this.mask, rows);
    this.slots = new Int32Array(rows * 2);
    for (let r = 0; r < this.size; r++) this.slots[this.slot(this.day[r]!, this.key[r]!)] = r + 1;
  }

  /** A row of the whole aggregate. */
  row(day: number, cell: number, ill: number, sev: number, n: number): void {
    if (this.size === this.day.length) this.growRows();
    const key = rowKey(cell, ill, sev);
    const r = this.size++;
    this.day[r] = day;
    this.key[r] = key;
    this.n[r] = n;
    this.mask[r] = 0;
    this.slots[this.slot(day, key)] = r + 1;
  }

  /** A row of symptom s. */
  symptomRow(s: number, day: number, cell: number, ill: number, sev: number, n: number): void {
    const r = this.slots[this.slot(day, rowKey(cell, ill, sev))]! - 1;
    if (r < 0) {
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
    for (let r = 0; r < this.size; r++) {
      const d = this.day[r]!;
      const key = this.key[r]!;
      const counts = this.partial.get(r);
      if (!counts) {
        all.pushKey(d, key, this.n[r]!, this.mask[r]!);
        continue;
      }
      const levels = [...new Set(counts.filter((m) => m > 0))].sort((a, b) => b - a);
      let upper = this.n[r]!;
      let mask = this.mask[r]!;
      for (const level of levels) {
        all.pushKey(d, key, upper - level, mask);
        for (const [s, m] of counts.entries()) if (m === level) mask |= 1 << s;
        upper = level;
      }
      all.pushKey(d, key, upper, mask);
    }
    this.size = 0;
    this.slots.fill(0);
    this.partial.clear();
  }
}
