/** z of a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

export interface Interval {
  estimate: number;
  lower: number;
  upper: number;
}

/**
 * Wilson score interval of a proportion (Wilson 1927; Brown, Cai & DasGupta 2001 recommend it for small
 * counts and proportions near 0, where the normal approximation falls below 0). cases of n, n > 0.
 */
export function wilsonInterval(cases: number, n: number, z = Z95): Interval {
  if (!(n > 0) || cases < 0 || cases > n) throw new RangeError(`wilsonInterval needs 0 ≤ cases ≤ n and n > 0`);
  const p = cases / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { estimate: p, lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/** Per 1,000, to one decimal. */
export function per1000(proportion: number): number {
  return Math.round(proportion * 10_000) / 10;
}
