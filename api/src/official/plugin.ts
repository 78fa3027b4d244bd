import { AgreementQuerySchema, AgreementResponseSchema, ErrorResponseSchema } from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { refuseUnknownDefinition } from '../rates/definition-param';
import { rateAreaResolver } from '../rates/rate-areas';
import { readAgreement } from './agreement-service';

export interface OfficialOptions {
  db: Database;
  areas: () => AreaService | null;
  clock: () => Date;
}

/** GET /api/analytics/agreement: HealthWatch beside official surveillance (docs/SPEC.md). */
const officialPlugin: FastifyPluginAsyncTypebox<OfficialOptions> = async (app, { db, areas, clock }) => {
  const resolveArea = rateAreaResolver(areas);
  app.get(
    '/api/analytics/agreement',
    {
      preValidation: async (request) => refuseUnknownDefinition(request.query),
      schema: {
        tags: ['analytics'],
        summary:
          "HealthWatch's weekly rate beside an imported official series: Pearson r, the lag (−8…+8 ISO weeks) of the highest cross-correlation, weeks compared",
        querystring: AgreementQuerySchema,
        response: { 200: AgreementResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { definition, indicator, weeks = 52 } = request.query;
      const area = await resolveArea(request.query.area);
      // An import changes the answer at once: a browser must not keep the "no official data" of a minute ago.
      reply.header('Cache-Control', 'no-cache');
      return { data: await readAgreement(db, area, definition, indicator, weeks, clock()) };
    },
  );
};

export default officialPlugin;
