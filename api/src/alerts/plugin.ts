import { AlertsFeedQuerySchema, ErrorResponseSchema } from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { alertsAtom } from './atom';
import { feedAlarms, feedAreas, feedSelfUrl } from './feed';

export interface AlertsOptions {
  db: Database;
  areas: AreaService | null;
  /** The web app's origin, for the entries' links. */
  appUrl: string;
  /** The API's public origin (PUBLIC_API_URL), for the feed's self link. */
  apiUrl: string;
}

/** GET /api/alerts/feed: an Atom feed per postal code's areas (and per illness). */
const alertsPlugin: FastifyPluginAsyncTypebox<AlertsOptions> = async (app, { db, areas, appUrl, apiUrl }) => {
  app.get(
    '/api/alerts/feed',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Atom feed of the outbreak alarms for the areas of a postal code',
        description:
          'One entry per current alarm of the state/region, district/county and city the postal code lies in, with the figures behind it (observed, expected, threshold) and a link to the map view. `illness` narrows it to one illness. Served as application/atom+xml; an unknown country or postal code is a 400 `{ error }`.',
        querystring: AlertsFeedQuerySchema,
        produces: ['application/atom+xml'],
        response: {
          200: Type.String({ description: 'Atom 1.0 document (application/atom+xml)' }),
          400: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const { country, postalCode, found } = await feedAreas(areas, req.query);
      const { illness } = req.query;
      const { alarms, updated } = await feedAlarms(db, found, illness);
      reply.type('application/atom+xml; charset=utf-8');
      const selfUrl = feedSelfUrl(apiUrl, country, postalCode, illness);
      return alertsAtom({ appUrl, selfUrl, country, postalCode, illness, areas: found, alarms, updated });
    },
  );
};

export default alertsPlugin;
