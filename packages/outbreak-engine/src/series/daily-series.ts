import { ILLNESS_TYPES, type IllnessType } from '@healthwatch/contracts';

/** One aggregate row: reports on a UTC day for one illness. */
export interface DailyCountRow {
  /** Days since 1970-01-01 UTC. */
  day: number;
  illness: string;
  count: number;
}

/** Dense daily counts from `startDay` to `endDay` inclusive, overall and per illness. */
export interface DailySeries {
  startDay: number;
  endDay: number;
  total: number[];
  byIllness: Record<IllnessType, number[]>;
}

/**
 * Builds the series from the first day that has any report (earlier zeros
 * would be days the service did not exist, not days without illness) up to
 * `today`. Returns null when there are no reports at all.
 */
export function buildSeries(rows: readonly DailyCountRow[], today: number): DailySeries | null {
  const inRange = rows.filter((r) => r.day <= today && r.count > 0);
  if (inRange.length === 0) return null;
  const startDay = Math.min(...inRange.map((r) => r.day));
  const length = today - startDay + 1;
  const total = new Array<number>(length).fill(0);
  const byIllness = Object.fromEntries(ILLNESS_TYPES.map((i) => [i, new Array<number>(length).fill(0)])) as Record<
    IllnessType,
    number[]
  >;
  for (const r of inRange) {
    const i = r.day - startDay;
    total[i] = total[i]! + r.count;
    const illness = (ILLNESS_TYPES as readonly string[]).includes(r.illness) ? (r.illness as IllnessType) : 'other';
    byIllness[illness][i] = byIllness[illness][i]! + r.count;
  }
  return { startDay, endDay: today, total, byIllness };
}

/**
 * A place's other illnesses than `illness`, one series each, leaving out those never reported: the companions the
 * detector scores that illness beside (a change in who reports moves them all, an outbreak of the illness none).
 */
export function otherIllnesses(byIllness: readonly (readonly number[])[], illness: number): (readonly number[])[] {
  return byIllness.filter((series, k) => k !== illness && series.some((n) => n !== 0));
}

export function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
