import { type Static, Type } from '@sinclair/typebox';
import { AREA_LEVELS } from './areas';

/**
 * GET /api/analytics/scan-clusters: the space-time scan's current clusters in the country of an analytics
 * location (api/src/analytics/README.md "Space-time scan"). Each is a group of neighbouring postal codes whose
 * reports of one illness over the last days are unusual against the same scan on the country's past year; it may
 * cross district and state lines, which the per-area detector cannot see. A cluster is only ever a *watch*: shown
 * on the analytics page, labelled so, never pushed, in the feed or on the home panel.
 */
export const ScanClustersQuerySchema = Type.Object(
  {
    location: Type.String({
      minLength: 1,
      maxLength: 200,
      description: "One of SPEC's five places or an area id; the clusters are those of its country",
    }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
  },
  { additionalProperties: false },
);
export type ScanClustersQuery = Static<typeof ScanClustersQuerySchema>;

export const ScanClusterSchema = Type.Object({
  country: Type.String(),
  /** An illness type: each illness is scanned on its own. */
  illness: Type.String(),
  /** The UTC day the cluster ends on (the pass's day). */
  day: Type.String({ format: 'date' }),
  /** Days the cluster covers, ending on `day` (1–7). */
  days: Type.Integer({ minimum: 1 }),
  /** The centre postal code's coordinates (the gazetteer's centroid). */
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** Distance from the centre to the cluster's farthest postal code. */
  radiusKm: Type.Number({ minimum: 0 }),
  /** Postal codes in the cluster. */
  places: Type.Integer({ minimum: 1 }),
  /** Districts (or, where a code has none, cities and states) the cluster's postal codes lie in, most codes first. */
  areas: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      level: Type.Union(AREA_LEVELS.map((l) => Type.Literal(l))),
      region: Type.String(),
    }),
  ),
  /** Reports of the illness in the cluster's codes on its days. */
  observed: Type.Integer({ minimum: 0 }),
  /** Reports expected there from the last 30 days' margins (space and time apart). */
  expected: Type.Number({ minimum: 0 }),
  /**
   * Share of the past days (the reference, and this one) on which the scan found something at least as unusual:
   * 1 / p is the recurrence interval in days.
   */
  pValue: Type.Number({ minimum: 0, maximum: 1 }),
  /** Past days the cluster was judged against (up to 365). */
  referenceDays: Type.Integer({ minimum: 0 }),
  /** Always "watch": a cluster is never a public alert. */
  tier: Type.Literal('watch'),
  /** Most of its reports are simulated demo data (`npm run demo`): the page says "Demo data". */
  demo: Type.Optional(Type.Boolean()),
});
export type ScanCluster = Static<typeof ScanClusterSchema>;

export const ScanClustersResponseSchema = Type.Object({
  country: Type.String(),
  /** When the last area pass scanned this country; null before the first. */
  scannedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Clusters with p at most the line (0.01, a recurrence interval of 100 days), strongest first. */
  data: Type.Array(ScanClusterSchema),
});
export type ScanClustersResponse = Static<typeof ScanClustersResponseSchema>;
