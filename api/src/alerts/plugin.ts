import { AlertsFeedQuerySchema, ErrorResponseSchema, isCountryCode } from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { alarmsOfAreas } from '../analytics/areas/area-queries';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { assertPostalShape } from '../geocode/postal-shape';
import { alertsAtom } from './atom';

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
      const country = req.query.country.toUpperCase();
      const postalCode = req.query.postalCode.trim();
      if (!isCountryCode(country))
        throw new HttpError(
          400,
          `country must be one of the supported countries, got ${req.query.country}`,
          'unsupported-country',
          { country: req.query.country },
        );
      // Matched by the country's shape first: "M5V<x>" or "10001junk" names no area.
      assertPostalShape(country, postalCode, 'postalCode');
      if (!areas)
        throw new HttpError(503, 'Area alerts are not available: no gazetteer is loaded', 'alerts-unavailable');
      const found = await areas.areasOfPostalCode(country, postalCode).catch(() => {
        throw new HttpError(
          503,
          'Area alerts are not available: the gazetteer could not be loaded',
          'alerts-unavailable',
        );
      });
      if (!found)
        throw new HttpError(
          400,
          `Unknown area: postal code ${postalCode} is not in the gazetteer for ${country}`,
          'unknown-area',
          { postalCode, country },
        );
      const ids = found.map((a) => a.id);
      const [alarms, latest] = await Promise.all([
        alarmsOfAreas(db, ids, req.query.illness),
        db.query<{ at: Date | string | null }>(
          'SELECT max(updated_at) AS at FROM analytics_area_verdicts WHERE area_id = ANY($1::text[])',
          [ids],
        ),
      ]);
      const at = latest.rows[0]?.at;
      const updated = at ? new Date(at) : alarms.length > 0 ? new Date(alarms[0]!.raisedAt) : new Date();
      // From the checked query, not the request line: nothing a client wrote lands in the document unescaped.
      const self = new URL('/api/alerts/feed', apiUrl);
      self.searchParams.set('country', country);
      self.searchParams.set('postalCode', postalCode);
      if (req.query.illness) self.searchParams.set('illness', req.query.illness);
      const selfUrl = self.href;
      reply.type('application/atom+xml; charset=utf-8');
      return alertsAtom({
        appUrl,
        selfUrl,
        country,
        postalCode,
        illness: req.query.illness,
        areas: found,
        alarms,
        updated,
      });
    },
  );
};

export default alertsPlugin;
