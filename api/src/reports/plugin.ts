import {
  ClustersDeltaResponseSchema,
  ClustersQuerySchema,
  ClustersResponseSchema,
  ErrorResponseSchema,
  ListReportsQuerySchema,
  ListReportsResponseSchema,
  SubmitReportBodySchema,
  SubmitReportResponseSchema,
  TIMELINE_DEFAULT_DAYS,
  TIMELINE_MAX_DAYS,
  TimelineDeltaResponseSchema,
  TimelineQuerySchema,
  TimelineResponseSchema,
  dayNumber,
  dayString,
  ILLNESS_TYPES,
  maxPrecisionForExtent,
  todayNumber,
  type ClustersResponse,
  type MapFilters,
  type TimelineResponse,
  RetriedWriteHeadersSchema,
  utcDateOf,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { refuseMalformedParticipant } from '../validation/participant-key';
import { type BBox, parseBBox, withSince } from './clusters';
import { TtlMemo } from '../cache/ttl-memo';
import { type Encoded, encodedJson, sendEncoded } from '../validation/encoded';
import { filtersOrThrow } from './filters';
import type { MapAggregates } from './map-aggregates';
import { isStorableTime, listReports } from './list';
import { type SubmitReportDeps, submitReport, type WriteLimit } from './submit';

/** What storing a report needs (submit.ts, shared with the FHIR route) and what the map routes read. */
export interface ReportsOptions extends SubmitReportDeps {
  db: Database;
  /** The report-write budget every route that stores a report spends (submit.ts reportWriteLimiter). */
  writeLimit: WriteLimit[];
  /** How long a clusters answer may be reused (ms); 0 = never. */
  clustersTtlMs?: number;
  /** The map aggregates' in-memory copy (map-aggregates.ts). */
  mapAggregates: MapAggregates;
}

const ILLNESSES_JSON = JSON.stringify(ILLNESS_TYPES);
/** The closing brace of a map answer written around the cube's bytes. */
const CLOSE = Buffer.from('}');
const extentPrecision = (b: BBox) => maxPrecisionForExtent([b.west, b.south, b.east, b.north]);

const filtersKey = (f: MapFilters) =>
  `${f.illness ?? ''}|${f.symptom ?? ''}|${f.severity ?? ''}|${f.from ?? ''}|${f.to ?? ''}`;

const reportsPlugin: FastifyPluginAsyncTypebox<ReportsOptions> = async (
  app,
  { db, writeLimit, clustersTtlMs, mapAggregates, ...submitDeps },
) => {
  /** Whole clusters and timeline answers, as JSON text (the key says which). */
  const clusterMemo = new TtlMemo<Encoded<ClustersResponse | TimelineResponse>>(clustersTtlMs ?? 1000, {
    generation: mapAggregates.generation,
  });
  // Clusters and timelines are summed from an in-memory copy of the map aggregates (map-cube/store.ts).
  const { cube } = mapAggregates;

  app.get(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Reports, newest first (keyset pagination with `before`): UTC day and 3-decimal cell only, no postal code or time',
        querystring: ListReportsQuerySchema,
        response: { 200: ListReportsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return listReports(db, { limit: q.limit ?? 100, before: q.before, country: q.country });
    },
  );

  app.post(
    '/api/reports',
    {
      config: { rateLimit: false },
      onRequest: writeLimit,
      preValidation: async (request) => refuseMalformedParticipant(request.body),
      schema: {
        tags: ['reports'],
        summary: 'Submit a report; the server geocodes country + postal code and ignores browser coordinates',
        headers: RetriedWriteHeadersSchema,
        body: SubmitReportBodySchema,
        response: {
          200: SubmitReportResponseSchema,
          201: SubmitReportResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await submitReport(
        submitDeps,
        request.body,
        request.headers['idempotency-key'] ?? null,
        request.log,
        request.ip,
      );
      if (!outcome.created) reply.header('Idempotent-Replayed', 'true');
      return reply.status(outcome.created ? 201 : 200).send({ data: outcome.row });
    },
  );

  app.get(
    '/api/reports/clusters',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Report counts per rounded-coordinate cell with the most common illness (from aggregates), as rows of numbers',
        querystring: ClustersQuerySchema,
        response: { 200: Type.Union([ClustersResponseSchema, ClustersDeltaResponseSchema]), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const bbox = parseBBox(request.query.bbox);
      const filters = filtersOrThrow(request.query);
      const precision = Math.min(request.query.precision ?? 3, extentPrecision(bbox));
      const since = request.query.since ? new Date(request.query.since) : null;
      // The date-time format admits instants Date cannot hold (a leap second) or the database cannot.
      if (since && !isStorableTime(since.getTime()))
        throw new HttpError(400, 'since must be an ISO date-time', 'invalid-date-time', { field: 'since' });
      const encoding = request.query.encoding === 'delta' ? 'delta' : 'rows';
      const key = `${encoding}|${precision}|${bbox.west},${bbox.south},${bbox.east},${bbox.north}|${since ? utcDateOf(since) : ''}|${filtersKey(filters)}`;
      // Built as JSON text (matching ClustersResponseSchema or ClustersDeltaResponseSchema): sent as is.
      const body = await clusterMemo.get(key, async () =>
        encodedJson<ClustersResponse>(
          Buffer.concat([
            Buffer.from(
              `{"precision":${precision},${encoding === 'delta' ? '"encoding":"delta",' : ''}"illnesses":${ILLNESSES_JSON},"cells":`,
            ),
            await cube.clustersJson(bbox, precision, withSince(filters, since), encoding),
            CLOSE,
          ]),
        ),
      );
      return sendEncoded(reply, body);
    },
  );

  app.get(
    '/api/reports/timeline',
    {
      schema: {
        tags: ['reports'],
        summary: 'Per-day report counts of every cell in view (from aggregates), for the time slider',
        querystring: TimelineQuerySchema,
        response: { 200: Type.Union([TimelineResponseSchema, TimelineDeltaResponseSchema]), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const bbox = parseBBox(request.query.bbox);
      const filters = filtersOrThrow(request.query);
      const precision = Math.min(request.query.precision ?? 3, extentPrecision(bbox));
      const last = filters.to ? (dayNumber(filters.to) as number) : todayNumber();
      const first = filters.from ? (dayNumber(filters.from) as number) : last - (TIMELINE_DEFAULT_DAYS - 1);
      const days = last - first + 1;
      if (days < 1) throw new HttpError(400, 'from must not be after to', 'bad-date-range');
      if (days > TIMELINE_MAX_DAYS)
        throw new HttpError(400, `a timeline covers at most ${TIMELINE_MAX_DAYS} days`, 'range-too-long', {
          max: TIMELINE_MAX_DAYS,
        });
      const range = { ...filters, from: dayString(first), to: dayString(last) };
      const encoding = request.query.encoding === 'delta' ? 'delta' : 'rows';
      const key = `timeline|${encoding}|${precision}|${bbox.west},${bbox.south},${bbox.east},${bbox.north}|${filtersKey(range)}`;
      const body = await clusterMemo.get(key, async () =>
        encodedJson<TimelineResponse>(
          Buffer.concat([
            Buffer.from(
              `{"precision":${precision},${encoding === 'delta' ? '"encoding":"delta",' : ''}"first":"${range.from}","days":${days},"illnesses":${ILLNESSES_JSON},"cells":`,
            ),
            await cube.timelineJson(bbox, precision, range, encoding),
            CLOSE,
          ]),
        ),
      );
      return sendEncoded(reply, body);
    },
  );
};

export default reportsPlugin;
