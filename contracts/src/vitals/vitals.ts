/**
 * Real-user page speed without tracking (issue 38): each sampled page view sends one beacon with
 * its route and rounded LCP, INP and CLS; the API keeps only per-route, per-day histograms over
 * these fixed buckets and answers the 75th percentile per route. Free of TypeBox so the shell
 * can import the names without the schema builder (the schemas are in ./schemas.ts).
 */

/** The routes a beacon may name: the shell's pages (a shell unit test keeps the two lists equal). */
export const VITAL_ROUTES = ['/', '/report', '/phone-ai', '/analytics', '/about'] as const;
export type VitalRoute = (typeof VITAL_ROUTES)[number];

export const VITAL_METRICS = ['lcp', 'inp', 'cls'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Each metric's bucket upper bounds (ms for LCP and INP, unitless for CLS), ascending; a value
 * above the last bound is counted in one more, open-ended bucket. The first bounds of LCP and INP
 * sit on Google's "good" thresholds (2.5 s, 200 ms) and CLS's on 0.1, so p75 says which side it is.
 */
export const VITAL_BUCKETS: Readonly<Record<VitalMetric, readonly number[]>> = {
  lcp: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000],
  inp: [50, 100, 150, 200, 300, 400, 500, 750, 1000, 2000, 5000],
  cls: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

/** The largest value a beacon may carry per metric (and the open bucket's stand-in for p75). */
export const VITAL_MAX: Readonly<Record<VitalMetric, number>> = { lcp: 60000, inp: 60000, cls: 10 };

/** How a beacon rounds: LCP and INP to 10 ms, CLS to 0.01 (the API refuses finer values). */
export const VITAL_STEP: Readonly<Record<VitalMetric, number>> = { lcp: 10, inp: 10, cls: 0.01 };

/** Days GET /api/vitals adds up (and the API keeps). */
export const VITALS_WINDOW_DAYS = 28;

/** One metric's 75th percentile over the window: the upper bound of the bucket it falls in. */
export interface VitalSummary {
  p75: number;
  /** Page views that reported the metric. */
  count: number;
}
