import type { SubmitReportBody } from '@healthwatch/contracts';
import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import type { SourceBuckets } from '../alerts/source-buckets';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import type { RatesGeneration } from '../rates/generation';
import { type AreasOfPostalCode, participationOf } from '../rates/participation';
import { placeColumns, placePostalCode } from './place';
import type { WriteOutcome, ReportWriter } from './writer';

/** What storing a report needs; every route that takes a report (POST /api/reports, FHIR) passes the same. */
export interface SubmitReportDeps {
  geocoder: Geocoder;
  writer: ReportWriter;
  participantSecret: Buffer;
  areasOf: AreasOfPostalCode;
  clock: () => Date;
  /** Moved when a participant is counted: cached rates answers are then stale. */
  ratesGeneration: RatesGeneration;
  /** The day's source buckets each report is stored with, for corroborating alerts; none: stored without. */
  sources?: SourceBuckets;
}

/** A request hook that spends one of the client's report writes (made once per app, see reportWriteLimiter). */
export type WriteLimit = onRequestHookHandler;

/**
 * Writes per client and minute, ONE budget for every route that stores a report (POST /api/reports and
 * POST /api/fhir/QuestionnaireResponse): a route's own `config.rateLimit` would count each route apart,
 * so a client could double its budget by alternating formats. [] when the limit is off (0).
 */
export function reportWriteLimiter(app: FastifyInstance, writeRateLimit: number): WriteLimit[] {
  if (writeRateLimit <= 0) return [];
  return [
    app.rateLimit({
      max: writeRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request) => `report-writes:${request.ip}`,
    }),
  ];
}

// Control characters have no place in a nickname shown to others.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Stores one schema-valid report body: nickname rules, the postal code's shape and place, the
 * participant's week, then the group-committed write under its Idempotency-Key. A key already used for
 * a different report is 422 idempotency-key-reused; a replay answers the stored report (created false).
 */
export async function submitReport(
  deps: SubmitReportDeps,
  body: SubmitReportBody,
  idempotencyKey: string | null,
  log: FastifyBaseLogger,
  /** The client's address as the rate limits see it (request.ip): only its bucket is kept. */
  clientAddress?: string,
): Promise<WriteOutcome> {
  const { country } = body;
  const nickname = body.nickname?.trim() || null;
  if (nickname !== null && CONTROL.test(nickname))
    throw new HttpError(400, 'nickname must not contain control characters', 'control-characters', {
      field: 'nickname',
    });
  // Without any source for the country (undefined) the report is still kept, just not placed on the map.
  const { pinCode, place } = await placePostalCode(deps.geocoder, country, body.pinCode, log);
  // A report is also its participant's check-in of the week (docs/SPEC.md "Check-ins and rates").
  const participation = body.participant
    ? await participationOf(
        { participantKey: body.participant, country, pinCode, symptoms: body.symptoms, now: deps.clock() },
        deps.participantSecret,
        deps.areasOf,
      )
    : null;
  const outcome = await deps.writer.write(
    {
      nickname,
      country,
      pinCode,
      symptoms: body.symptoms,
      illnessType: body.illnessType,
      severity: body.severity,
      ...placeColumns(place),
      participation,
      ...(deps.sources ? { sources: deps.sources.of(clientAddress, participation?.pseudonym) } : {}),
    },
    idempotencyKey,
  );
  if (outcome.created && participation) deps.ratesGeneration.bump();
  if (!outcome.created) {
    const stored = outcome.row;
    const same =
      stored.country === country &&
      stored.pin_code === pinCode &&
      stored.illness_type === body.illnessType &&
      stored.severity === body.severity &&
      (stored.nickname ?? null) === nickname &&
      JSON.stringify(stored.symptoms) === JSON.stringify(body.symptoms);
    // The key names one report: a different body under it is a client bug, not a retry.
    if (!same)
      throw new HttpError(422, 'Idempotency-Key was already used for a different report', 'idempotency-key-reused');
  }
  return outcome;
}
