import { Type, type Static } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../domain/countries';
import { PublicReportRowSchema } from './schemas';

/**
 * GET /api/reports — newest first, keyset pagination, public rows only
 * (PublicReportRowSchema). There is no postal-code filter: counting a code's
 * reports per day is what the open data's suppression withholds.
 */
export const ListReportsQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    /** A report id: the page continues with the reports after it (older). */
    before: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'A report id (digits), or an ISO date-time: reports of earlier UTC days',
      }),
    ),
    country: Type.Optional(Type.Unsafe<(typeof COUNTRY_CODES)[number]>({ type: 'string', enum: [...COUNTRY_CODES] })),
  },
  { additionalProperties: false },
);
export type ReportsPageQuery = Static<typeof ListReportsQuerySchema>;

export const ListReportsResponseSchema = Type.Object({
  data: Type.Array(PublicReportRowSchema),
  /** Pass as `before` to get the next page; null on the last page. */
  nextBefore: Type.Union([Type.String(), Type.Null()]),
});
export type ListReportsResponse = Static<typeof ListReportsResponseSchema>;

/**
 * Map filters as query parameters (checked by parseMapFilters, so the API and
 * a shared URL agree on what is valid): illness type, one of the 15
 * symptoms, severity, and an inclusive range of UTC days.
 */
export const MapFilterQueryFields = {
  illness: Type.Optional(Type.String({ maxLength: 40 })),
  symptom: Type.Optional(Type.String({ maxLength: 40 })),
  severity: Type.Optional(Type.String({ maxLength: 40 })),
  /** First UTC day, YYYY-MM-DD. */
  from: Type.Optional(Type.String({ maxLength: 40 })),
  /** Last UTC day, YYYY-MM-DD (inclusive). */
  to: Type.Optional(Type.String({ maxLength: 40 })),
};

/** GET /api/reports/clusters?bbox=west,south,east,north&since=ISO&precision=0..3 */
export const ClustersQuerySchema = Type.Object({
  /** west,south,east,north in degrees; west > east crosses the antimeridian. Default: the whole world. */
  bbox: Type.Optional(Type.String({ maxLength: 100 })),
  /** Only reports on or after this instant's UTC day. */
  since: Type.Optional(Type.String({ format: 'date-time' })),
  /**
   * Decimals the coordinates are rounded to: 3 = docs/SPEC.md §9 (default), 0 for a world view. The answer's
   * precision may be coarser: never finer than maxPrecisionForExtent of the box.
   */
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 3 })),
  /** `delta`: the answer is ClustersDeltaResponseSchema (about half the bytes); absent: ClustersResponseSchema. */
  encoding: Type.Optional(Type.Literal('delta')),
  ...MapFilterQueryFields,
});
export type ClustersQuery = Static<typeof ClustersQuerySchema>;

/** A cluster as the map uses it (decoded from a clusters answer's row). */
export const ClusterSchema = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
  count: Type.Integer(),
  /** The most common illness type in the cell (ties: alphabetical); null when unknown. */
  topIllness: Type.Union([Type.String(), Type.Null()]),
});
export type Cluster = Static<typeof ClusterSchema>;

/**
 * One cell of a clusters answer: [latitude, longitude, count, index into the
 * answer's `illnesses` of the cell's most common illness (-1: none)].
 */
export const ClusterRowSchema = Type.Tuple([Type.Number(), Type.Number(), Type.Integer(), Type.Integer()]);
export type ClusterRow = Static<typeof ClusterRowSchema>;

/**
 * Rows of numbers rather than objects: a world view holds thousands of cells,
 * and with objects the repeated keys and illness names were most of the
 * body (about 70 bytes a cell against about 20) and most of its time.
 */
export const ClustersResponseSchema = Type.Object({
  /** The decimals the cells were rounded to (see ClustersQuerySchema.precision). */
  precision: Type.Integer(),
  illnesses: Type.Array(Type.String()),
  cells: Type.Array(ClusterRowSchema),
});
export type ClustersResponse = Static<typeof ClustersResponseSchema>;

/**
 * The same cells with `encoding=delta`: sorted by latitude then longitude,
 * coordinates as integers in units of 10^-precision degrees, each given as
 * the difference from the previous cell's (the first from 0), flat:
 * `cells` = [dLat, dLon, count, illness index, dLat, dLon, ...]. Neighbouring
 * cells differ by small numbers, so a cell takes about 10 bytes instead of
 * 15 to 24 (decodeClustersDelta).
 */
export const ClustersDeltaResponseSchema = Type.Object({
  precision: Type.Integer(),
  encoding: Type.Literal('delta'),
  illnesses: Type.Array(Type.String()),
  cells: Type.Array(Type.Integer()),
});
export type ClustersDeltaResponse = Static<typeof ClustersDeltaResponseSchema>;

/** The longest range one timeline answer covers (days). */
export const TIMELINE_MAX_DAYS = 366;
/** The range a timeline covers when none is given: the slider's last 90 days. */
export const TIMELINE_DEFAULT_DAYS = 90;

/** GET /api/reports/timeline?bbox=&precision=&illness=&symptom=&severity=&from=&to= */
export const TimelineQuerySchema = Type.Object({
  bbox: Type.Optional(Type.String({ maxLength: 100 })),
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 3 })),
  /** `delta`: the answer is TimelineDeltaResponseSchema (about a third of the bytes); absent: TimelineResponseSchema. */
  encoding: Type.Optional(Type.Literal('delta')),
  ...MapFilterQueryFields,
});
export type TimelineQuery = Static<typeof TimelineQuerySchema>;

/**
 * Per-day counts of every cell in view, compact: each entry of `cells` is
 * [latitude, longitude, day index from `first`, index into `illnesses`,
 * count]. Enough to redraw clusters for any sub-range without a refetch.
 */
export const TimelineResponseSchema = Type.Object({
  precision: Type.Integer(),
  /** Day index 0, YYYY-MM-DD. */
  first: Type.String(),
  /** Days covered (day indexes 0..days-1). */
  days: Type.Integer(),
  illnesses: Type.Array(Type.String()),
  cells: Type.Array(Type.Array(Type.Number(), { minItems: 5, maxItems: 5 })),
});
export type TimelineResponse = Static<typeof TimelineResponseSchema>;

/**
 * The same counts with `encoding=delta`, per cell rather than per row: cells
 * sorted by latitude then longitude, coordinates as for
 * ClustersDeltaResponseSchema, flat: `cells` = [dLat, dLon, n, then n times
 * (day index, illness index, count), dLat, ...]. A cell's coordinates are
 * sent once instead of once per day and illness (decodeTimelineDelta).
 */
export const TimelineDeltaResponseSchema = Type.Object({
  precision: Type.Integer(),
  encoding: Type.Literal('delta'),
  first: Type.String(),
  days: Type.Integer(),
  illnesses: Type.Array(Type.String()),
  cells: Type.Array(Type.Integer()),
});
export type TimelineDeltaResponse = Static<typeof TimelineDeltaResponseSchema>;

/**
 * Server-Sent Events at GET /api/reports/stream: `event: report`, `id:` = report id,
 * data = ReportRow JSON. Resume with the Last-Event-ID header or `?lastEventId=`.
 * The map filters (`illness`, `symptom`, `severity`, `from`, `to`) narrow the feed.
 */
export const REPORT_STREAM_EVENT = 'report';
export const REPORT_STREAM_PATH = '/api/reports/stream';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
