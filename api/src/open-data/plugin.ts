import { Readable } from 'node:stream';
import {
  dayNumber,
  dayString,
  ErrorResponseSchema,
  MAP_FIRST_DAY,
  OpenDataDictionarySchema,
  type OpenDataQuery,
  OpenDataQuerySchema,
  todayNumber,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { ATTRIBUTION, dictionary, LICENSE } from './dictionary';
import { origin, sendDownload } from './download';
import { CSV_HEADER, csvLine, geoJsonFeature, publishedRows } from './published-rows';
import { readFirstDay, readRegionCentres, readRegionDays, regionKey, type RegionDayRange } from './region-days';
import { SMALL_CELL_MAX } from './suppression';
import { registerWeeklyExport } from './weekly-export';

export interface OpenDataOptions {
  db: Database;
  /** The gazetteer's areas, for the weekly GeoJSON's points; null without one. */
  areas?: () => AreaService | null;
  /** Exports per client and minute; 0 turns the limit off. */
  exportRateLimit?: number;
}

/** Complete UTC days only: `to` past yesterday reads as yesterday. */
export function resolveRange(query: OpenDataQuery, now: Date = new Date()): RegionDayRange {
  const yesterday = todayNumber(now) - 1;
  const from = query.from ? dayNumber(query.from) : dayNumber(MAP_FIRST_DAY);
  const to = query.to ? dayNumber(query.to) : yesterday;
  if (from === null)
    throw new HttpError(400, 'from must be a calendar day, YYYY-MM-DD', 'invalid-date', { field: 'from' });
  if (to === null) throw new HttpError(400, 'to must be a calendar day, YYYY-MM-DD', 'invalid-date', { field: 'to' });
  if (from > to) throw new HttpError(400, 'from must not be after to', 'bad-date-range');
  return { country: query.country, from: dayString(from), to: dayString(Math.min(to, yesterday)) };
}

/**
 * Open data: reports per region, UTC day and illness with small-cell
 * suppression (suppression.ts), streamed a page at a time so memory stays
 * flat whatever the number of reports.
 */
const openDataPlugin: FastifyPluginAsyncTypebox<OpenDataOptions> = async (
  app,
  { db, exportRateLimit = 30, areas = () => null },
) => {
  const rateLimit = exportRateLimit > 0 ? { max: exportRateLimit, timeWindow: '1 minute' } : false;
  const downloadSchema = (format: string) => ({
    tags: ['open data'],
    summary: `Daily reports by region and illness as ${format} (CC BY 4.0, small cells suppressed)`,
    description:
      `Rows: country, region, day, illness (or "all" for the region-day total), count, suppressed. Complete UTC days only. ` +
      `Counts of 1 to ${SMALL_CELL_MAX} are withheld, and further counts where a total would reveal them. Dictionary: /api/open-data/daily.json.`,
    querystring: OpenDataQuerySchema,
    response: { 200: Type.String({ description: format }), 400: ErrorResponseSchema },
  });

  app.get(
    '/api/open-data/daily.json',
    {
      schema: {
        tags: ['open data'],
        summary: 'Data dictionary of the daily export: fields, licence, suppression rules, coverage',
        response: { 200: OpenDataDictionarySchema },
      },
    },
    async (request, reply) => {
      const yesterday = dayString(todayNumber() - 1);
      const firstDay = await readFirstDay(db);
      reply.header('Cache-Control', 'public, max-age=3600');
      return dictionary(origin(request), {
        firstDay: firstDay && firstDay <= yesterday ? firstDay : null,
        lastDay: yesterday,
      });
    },
  );

  app.get(
    '/api/open-data/daily.csv',
    { config: { rateLimit }, schema: downloadSchema('CSV') },
    async (request, reply) => {
      const range = resolveRange(request.query);
      async function* csv() {
        yield CSV_HEADER;
        for await (const groups of readRegionDays(db, range)) {
          yield groups.flatMap((g) => publishedRows(g).map(csvLine)).join('');
        }
      }
      return sendDownload(reply, request, 'text/csv; charset=utf-8', 'csv', Readable.from(csv()));
    },
  );

  app.get(
    '/api/open-data/daily.geojson',
    { config: { rateLimit }, schema: downloadSchema('GeoJSON') },
    async (request, reply) => {
      const range = resolveRange(request.query);
      const centres = await readRegionCentres(db, range.country, SMALL_CELL_MAX + 1);
      async function* geojson() {
        // RFC 7946 allows foreign members: the licence travels with the file.
        yield `{"type":"FeatureCollection","license":${JSON.stringify(LICENSE.id)},"attribution":${JSON.stringify(ATTRIBUTION)},"features":[`;
        let first = true;
        for await (const groups of readRegionDays(db, range)) {
          const features = groups.flatMap((g) =>
            publishedRows(g).map((row) => geoJsonFeature(row, centres.get(regionKey(g.country, g.region)))),
          );
          if (features.length === 0) continue;
          yield (first ? '' : ',') + features.join(',');
          first = false;
        }
        yield ']}';
      }
      return sendDownload(reply, request, 'application/geo+json', 'geojson', Readable.from(geojson()));
    },
  );

  registerWeeklyExport(app, { db, rateLimit, areas });
};

export default openDataPlugin;
