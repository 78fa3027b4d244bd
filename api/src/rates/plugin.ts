import {
  ErrorResponseSchema,
  isoWeekOf,
  MIN_RATE_PARTICIPANTS,
  WeeklyRatesQuerySchema,
  type WeeklyRatesResponse,
  WeeklyRatesResponseSchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { TtlMemo } from '../cache/ttl-memo';
import { type Encoded, encodeJson, sendEncoded } from '../validation/encoded';
import { refuseUnknownDefinition } from './definition-param';
import type { RatesGeneration } from './generation';
import { rateAreaResolver } from './rate-areas';
import { purgePastPseudonyms } from './retention';
import { readWeeklyRates } from './weekly-rates';

export interface RatesOptions {
  db: Database;
  generation: RatesGeneration;
  /** The gazetteer's areas; null: rates of countries only. */
  areas: () => AreaService | null;
  clock: () => Date;
  /** How often past weeks' pseudonyms are deleted (ms); default an hour. */
  retentionIntervalMs?: number;
}

/** GET /api/rates/weekly: participants, cases and rate per 1,000 with a Wilson 95 % interval per ISO week. */
const ratesPlugin: FastifyPluginAsyncTypebox<RatesOptions> = async (
  app,
  { db, areas, clock, generation, retentionIntervalMs = 3_600_000 },
) => {
  const resolveArea = rateAreaResolver(areas);
  const unlisten = await generation.listen(db);
  app.addHook('onClose', async () => {
    await unlisten().catch(() => undefined);
  });
  // Past weeks' pseudonyms are deleted every hour (the first time an hour after start, so a restart costs
  // the requests nothing); every API process may run it, the deletes are idempotent.
  const purge = setInterval(() => {
    purgePastPseudonyms(db, clock()).catch((err: unknown) => app.log.warn({ err }, 'deleting past pseudonyms failed'));
  }, retentionIntervalMs);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // Whole answers, reused until a participant is counted anywhere (or a minute has passed).
  const answers = new TtlMemo<Encoded<WeeklyRatesResponse>>(1, {
    maxEntries: 5000,
    generation: () => generation.value(),
    maxAgeMs: 60_000,
  });
  app.get(
    '/api/rates/weekly',
    {
      preValidation: async (request) => refuseUnknownDefinition(request.query),
      schema: {
        tags: ['rates'],
        summary: 'Weekly participants, cases and rate per 1,000 (Wilson 95 % interval) of one area and case definition',
        description: `Withheld (cases and rates null) below ${MIN_RATE_PARTICIPANTS} participants. area: a country code or a gazetteer area id.`,
        querystring: WeeklyRatesQuerySchema,
        response: { 200: WeeklyRatesResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { definition, weeks = 12 } = request.query;
      const area = await resolveArea(request.query.area);
      const now = clock();
      const body = await answers.get(`${area.id}|${definition}|${weeks}|${isoWeekOf(now)}`, async () => {
        const rates: WeeklyRatesResponse = {
          data: {
            area,
            definition,
            minParticipants: MIN_RATE_PARTICIPANTS,
            weeks: await readWeeklyRates(db, area.id, definition, weeks, now),
          },
        };
        return encodeJson(rates);
      });
      // Sent as the JSON text kept in the memo (WeeklyRatesResponseSchema's shape). Not kept by browsers:
      // a visitor who just checked in must see their own week counted.
      return sendEncoded(reply.header('Cache-Control', 'no-cache'), body);
    },
  );
};

export default ratesPlugin;
