/**
 * How a day's cylinders are judged against its reference days' class maxima (calibrated-scan.ts), apart so the cut
 * it hands the scan can be tested at its edge.
 */
import { type Gumbel, gumbelFit, gumbelUpperTail, gumbelUpperTailInverse } from './space-time-permutation';

/**
 * What a day is judged by, made from its reference days before it is scanned. A class p-value is the upper tail of
 * a Gumbel distribution fitted to that class's daily maxima over the reference days (continuous, so classes compare
 * without ties); the final rank against the past days' own smallest class p-values is what calibrates it, so the
 * Gumbel need only order the days, not fit them.
 */
export interface Judge {
  fits: Gumbel[];
  /** Each reference day's smallest class p-value, ascending. */
  referenceMinP: Float64Array;
  /** A cylinder is kept when its class p-value is below this (+∞: every one; 0 or less: none). */
  below: number;
  /**
   * Per class, an llr under which no cylinder's class p-value is below `below`: the Gumbel's tail inverted, less a
   * margin far wider than rounding, so scanDay need not make an object of a cylinder that could never be kept;
   * chooseClusters still applies the exact test to those at or above it.
   */
  floor: Float64Array;
}

export function judgeAgainst(reference: readonly Float64Array[], classes: number, maxP: number): Judge {
  const n = reference.length;
  const fits = Array.from({ length: classes }, (_, j) => gumbelFit(Float64Array.from(reference, (m) => m[j]!)));
  const referenceMinP = Float64Array.from(reference, (m) => {
    let least = 1;
    for (let j = 0; j < classes; j++) least = Math.min(least, classPOf(fits, j, m[j]!));
    return least;
  }).sort();
  // A cluster reaching at most `most` reference days has p at most (1 + most) / (1 + n) ≤ maxP. It reaches at most
  // `most` exactly when the reference's minimum at index `most` is not ≤ its class p-value (referenceMinP is
  // ascending; chooseClusters' count stops at the same entry).
  let most = -1;
  while (most < n && (2 + most) / (1 + n) <= maxP) most++;
  const below = most >= n ? Number.POSITIVE_INFINITY : most < 0 ? 0 : referenceMinP[most]!;
  const floor = Float64Array.from(fits, (g) => {
    if (below >= 1) return 0;
    if (below <= 0) return Number.POSITIVE_INFINITY;
    const at = gumbelUpperTailInverse(below, g);
    return at - 1e-6 * (Math.abs(at) + g.scale);
  });
  return { fits, referenceMinP, below, floor };
}

/** A cylinder's p-value within its class j. */
export function classPOf(fits: Judge['fits'], j: number, llr: number): number {
  return llr > 0 ? gumbelUpperTail(llr, fits[j]!) : 1;
}
