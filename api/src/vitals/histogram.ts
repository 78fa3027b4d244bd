import { VITAL_BUCKETS, VITAL_MAX, VITAL_STEP, type VitalMetric, type VitalSummary } from '@healthwatch/contracts';

/** The bucket a value falls in: the first bound it does not exceed, or the open bucket after the last. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BUCKETS[metric];
  const i = bounds.findIndex((bound) => value <= bound);
  return i === -1 ? bounds.length : i;
}

/** The value a bucket stands for in a percentile: its upper bound (the open bucket: the largest value allowed). */
export function upperBoundOf(metric: VitalMetric, bucket: number): number {
  return VITAL_BUCKETS[metric][bucket] ?? VITAL_MAX[metric];
}

/** Whether a value is rounded as beacons must round it (VITAL_STEP), so no finer figure is kept. */
export function isRounded(metric: VitalMetric, value: number): boolean {
  const steps = value / VITAL_STEP[metric];
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/**
 * The 75th percentile of a histogram (counts by bucket): the upper bound of the bucket holding the
 * page view at rank ceil(0.75 n), so the figure never flatters; null with nothing counted.
 */
export function p75Of(metric: VitalMetric, counts: ReadonlyMap<number, number>): VitalSummary | null {
  let total = 0;
  for (const n of counts.values()) total += n;
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  const buckets = [...counts.keys()].sort((a, b) => a - b);
  for (const bucket of buckets) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return { p75: upperBoundOf(metric, bucket), count: total };
  }
  return null;
}
