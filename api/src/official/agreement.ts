/**
 * Agreement of two weekly series (docs/DESIGN.md "Beside official surveillance"): Pearson's r over the
 * weeks both have, and the lag of the highest cross-correlation. Pure functions; null where a figure is
 * undefined (too few weeks, or a series that does not vary).
 */

/** Fewest weeks a correlation is computed over. */
export const MIN_WEEKS_COMPARED = 5;
/** Lags tried, in weeks, each way. */
export const MAX_LAG_WEEKS = 8;

/** Pearson's correlation coefficient of paired values; null below `minPairs` pairs or without variance. */
export function pearson(x: readonly number[], y: readonly number[], minPairs = MIN_WEEKS_COMPARED): number | null {
  if (x.length !== y.length) throw new RangeError('pearson needs two series of one length');
  const n = x.length;
  if (n < minPairs) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** The pairs (a[t], b[t + lag]) where both weeks have a value. */
export function pairsAtLag(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
  lag: number,
): { x: number[]; y: number[] } {
  const x: number[] = [];
  const y: number[] = [];
  for (let t = 0; t < a.length; t++) {
    const u = a[t];
    const v = b[t + lag];
    if (u === null || u === undefined || v === null || v === undefined) continue;
    x.push(u);
    y.push(v);
  }
  return { x, y };
}

export interface Agreement {
  /** Pearson's r of the same weeks. */
  r: number | null;
  /** Weeks both series have. */
  weeksCompared: number;
  /**
   * The lag in weeks of the highest cross-correlation: positive when HealthWatch (a) leads the official
   * series (b), i.e. b at week t + lag follows a at week t. null when no lag has enough weeks.
   */
  lag: number | null;
  /** r at that lag, and the weeks it was computed over. */
  rAtLag: number | null;
  weeksAtLag: number;
}

/**
 * a and b are aligned by week (same index, same ISO week; null where a week has no value). Ties between
 * lags go to the smaller |lag|, then to the lag where a leads.
 */
export function agreement(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
  maxLag = MAX_LAG_WEEKS,
): Agreement {
  if (a.length !== b.length) throw new RangeError('agreement needs two series over the same weeks');
  const same = pairsAtLag(a, b, 0);
  let best: { lag: number; r: number; n: number } | null = null;
  const lags = Array.from({ length: 2 * maxLag + 1 }, (_, i) => i - maxLag).sort(
    (p, q) => Math.abs(p) - Math.abs(q) || q - p,
  );
  for (const lag of lags) {
    const { x, y } = pairsAtLag(a, b, lag);
    const r = pearson(x, y);
    if (r === null) continue;
    if (!best || r > best.r + 1e-12) best = { lag, r, n: x.length };
  }
  return {
    r: pearson(same.x, same.y),
    weeksCompared: same.x.length,
    lag: best?.lag ?? null,
    rAtLag: best?.r ?? null,
    weeksAtLag: best?.n ?? 0,
  };
}
