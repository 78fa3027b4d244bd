import { encodeJson, sendEncoded } from '../validation/encoded';
import { dayString, isoWeekMondayOf, todayNumber, utcDateOf, MS_PER_DAY } from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { readFirstDay } from '../open-data/region-days';
import { dcatCatalog } from './dcat';

export interface CatalogOptions {
  db: Database;
  /** This API's and the web app's public origins: the catalog's URLs are built from them, never from Host. */
  publicApiUrl: string;
  appUrl: string;
  clock: () => Date;
}

/** GET /api/open-data/catalog.jsonld: the DCAT-AP catalog of the open data (dcat.ts). */
const catalogPlugin: FastifyPluginAsyncTypebox<CatalogOptions> = async (app, { db, publicApiUrl, appUrl, clock }) => {
  const api = publicApiUrl.replace(/\/+$/, '');
  app.get(
    '/api/open-data/catalog.jsonld',
    {
      schema: {
        tags: ['open data'],
        summary: 'The open-data catalog in DCAT-AP (JSON-LD): datasets, distributions, licence, coverage, dictionaries',
        produces: ['application/ld+json'],
        response: { 200: Type.Object({}, { additionalProperties: true, description: 'application/ld+json' }) },
      },
    },
    async (_request, reply) => {
      const now = clock();
      const yesterday = dayString(todayNumber(now) - 1);
      const firstDay = await readFirstDay(db);
      // The last complete ISO week ends on the Sunday before this week's Monday.
      const thisMonday = isoWeekMondayOf(now).getTime();
      const lastWeekStart = utcDateOf(new Date(thisMonday - 7 * MS_PER_DAY));
      const firstWeek = await db.query<{ d: string | null }>(
        `SELECT to_char(min(week_start), 'YYYY-MM-DD') AS d FROM rate_week_areas WHERE week_start <= $1::date`,
        [lastWeekStart],
      );
      const catalog = dcatCatalog(api, appUrl.replace(/\/+$/, ''), {
        daily: { first: firstDay && firstDay <= yesterday ? firstDay : null, last: yesterday },
        weekly: { first: firstWeek.rows[0]?.d ?? null, last: utcDateOf(new Date(thisMonday - MS_PER_DAY)) },
      });
      reply.header('Cache-Control', 'public, max-age=3600');
      return sendEncoded(reply, encodeJson(catalog), 'application/ld+json; charset=utf-8');
    },
  );
};

export default catalogPlugin;
