import {
  type CheckInBody,
  CheckInBodySchema,
  CheckInResponseSchema,
  ErrorResponseSchema,
  RetriedWriteHeadersSchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import type { RatesGeneration } from '../rates/generation';
import type { AreasOfPostalCode } from '../rates/participation';
import { placePostalCode } from '../reports/place';
import { refuseMalformedParticipant } from '../validation/participant-key';
import { refuseMissingPostalCode } from './refusals';
import { recordCheckIn } from './service';

export interface CheckInsOptions {
  db: Database;
  geocoder: Geocoder;
  /** Writes per client and minute, as POST /api/reports; 0 = unlimited. */
  writeRateLimit: number;
  participantSecret: Buffer;
  areasOf: AreasOfPostalCode;
  clock: () => Date;
  ratesGeneration: RatesGeneration;
}

/**
 * POST /api/check-ins: "I feel fine" this week, here. Checked, placed, rate-limited and made
 * idempotent as a report is (docs/SPEC.md "Check-ins and rates"); what is stored is only the
 * participant's weekly pseudonym in the rate tables (migration 1130). Check-ins are not streamed on
 * the live report feed: one participant's check-in is nobody else's news, and the feed would show when
 * a visitor was active.
 */
const checkInsPlugin: FastifyPluginAsyncTypebox<CheckInsOptions> = async (
  app,
  { db, geocoder, writeRateLimit, participantSecret, areasOf, clock, ratesGeneration },
) => {
  app.post(
    '/api/check-ins',
    {
      config:
        writeRateLimit > 0 ? { rateLimit: { max: writeRateLimit, timeWindow: '1 minute' } } : { rateLimit: false },
      preValidation: async (request) => {
        refuseMissingPostalCode(request.body);
        refuseMalformedParticipant(request.body);
      },
      schema: {
        tags: ['check-ins'],
        summary: '"I feel fine": count this browser\'s participant in its area this ISO week (stores no key)',
        headers: RetriedWriteHeadersSchema,
        body: CheckInBodySchema,
        response: {
          200: CheckInResponseSchema,
          201: CheckInResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body: CheckInBody = request.body;
      const { country } = body;
      const { pinCode, place } = await placePostalCode(geocoder, country, body.pinCode, request.log);
      const outcome = await recordCheckIn(
        { db, participantSecret, areasOf, clock, ratesGeneration },
        { participantKey: body.participant, country, pinCode, place },
        request.headers['idempotency-key'] ?? null,
      );
      if (!outcome.created) {
        // The key names one check-in: another place under it is a client bug, not a retry.
        if (outcome.checkIn.country !== country || outcome.checkIn.pinCode !== pinCode)
          throw new HttpError(
            422,
            'Idempotency-Key was already used for a different check-in',
            'idempotency-key-reused',
          );
        reply.header('Idempotent-Replayed', 'true');
      }
      return reply.status(outcome.created ? 201 : 200).send({ data: outcome.checkIn });
    },
  );
};

export default checkInsPlugin;
