import { Readable } from 'node:stream';
import {
  ErrorResponseSchema,
  isoWeekMondayOf,
  isoWeekStart,
  MAP_FIRST_DAY,
  MIN_RATE_PARTICIPANTS,
  OpenDataDictionarySchema,
  type WeeklyOpenDataQuery,
  WeeklyOpenDataQuerySchema,
  utcDateOf,
  MS_PER_DAY,
} from '@healthwatch/contracts';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { weeklyRowsCentre } from './weekly-centres';
import { ATTRIBUTION, LICENSE, weeklyDictionary } from './dictionary';
import { sendDownload } from './download';
import { SMALL_CELL_MAX } from './suppression';
import { publishedWeeklyRows, readAreaWeeks, WEEKLY_CSV_HEADER, type WeekRange, weeklyCsvLine } from './weekly-rows';

/** Complete ISO weeks only: `to` at or past the current week reads as last week. */
export function resolveWeekRange(query: WeeklyOpenDataQuery, now: Date = new Date()): WeekRange {
  const lastComplete = new Date(isoWeekMondayOf(now).getTime() - 7 * MS_PER_DAY);
  const monday = (week: string | undefined, field: string, fallback: Date) => {
    if (week === undefined) return fallback;
    const start = isoWeekStart(week);
    if (!start)
      throw new HttpError(400, `${field} must be an ISO week that exists, e.g. 2026-W40`, 'invalid-date', { field });
    return start;
  };
  const from = monday(query.from, 'from', isoWeekMondayOf(new Date(`${MAP_FIRST_DAY}T00:00:00Z`)));
  const to = monday(query.to, 'to', lastComplete);
  if (from > to) throw new HttpError(400, 'from must not be after to', 'bad-date-range');
  return { country: query.country, from: utcDateOf(from), to: utcDateOf(to < lastComplete ? to : lastComplete) };
}

export interface WeeklyExportOptions {
  db: Database;
  rateLimit: false | { max: number; timeWindow: string };
  areas: () => AreaService | null;
  /** The API's public origin (PUBLIC_API_URL), never the request's Host: these answers are cached publicly. */
  apiUrl: string;
}

/**
 * The weekly export (docs/SPEC.md "Open data"): GET /api/open-data/weekly.json|.csv|.geojson,
 * rate_week_areas streamed a page at a time with the rules of weekly-rows.ts.
 */
export function registerWeeklyExport(
  app: FastifyInstance,
  { db, rateLimit, areas, apiUrl }: WeeklyExportOptions,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const downloadSchema = (format: string) => ({
    tags: ['open data'],
    summary: `Weekly participants, cases and rates by area and case definition as ${format} (CC BY 4.0, small cells withheld)`,
    description:
      `Rows: country, area, level, week, definition, participants, cases, ratePer1000, lower, upper, suppressed. Complete ISO weeks only. ` +
      `Participants of 1 to ${SMALL_CELL_MAX} and cases below ${MIN_RATE_PARTICIPANTS} participants or of 1 to ${SMALL_CELL_MAX} are withheld. Dictionary: /api/open-data/weekly.json.`,
    querystring: WeeklyOpenDataQuerySchema,
    response: { 200: Type.String({ description: format }), 400: ErrorResponseSchema },
  });

  typed.get(
    '/api/open-data/weekly.json',
    {
      schema: {
        tags: ['open data'],
        summary: 'Data dictionary of the weekly export: fields, licence, suppression rules, coverage',
        response: { 200: OpenDataDictionarySchema },
      },
    },
    async (_request, reply) => {
      const range = resolveWeekRange({});
      const first = await db.query<{ d: string | null }>(
        `SELECT to_char(min(week_start), 'YYYY-MM-DD') AS d FROM rate_week_areas WHERE week_start <= $1::date`,
        [range.to],
      );
      const lastDay = utcDateOf(new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 6 * MS_PER_DAY));
      reply.header('Cache-Control', 'public, max-age=3600');
      return weeklyDictionary(apiUrl, { firstDay: first.rows[0]?.d ?? null, lastDay });
    },
  );

  typed.get(
    '/api/open-data/weekly.csv',
    { config: { rateLimit }, schema: downloadSchema('CSV') },
    async (request, reply) => {
      const range = resolveWeekRange(request.query);
      async function* csv() {
        yield WEEKLY_CSV_HEADER;
        for await (const page of readAreaWeeks(db, range))
          yield page.flatMap((g) => publishedWeeklyRows(g).map(weeklyCsvLine)).join('');
      }
      return sendDownload(reply, apiUrl, 'text/csv; charset=utf-8', 'csv', Readable.from(csv()), 'weekly');
    },
  );

  typed.get(
    '/api/open-data/weekly.geojson',
    { config: { rateLimit }, schema: downloadSchema('GeoJSON') },
    async (request, reply) => {
      const range = resolveWeekRange(request.query);
      const centreOf = weeklyRowsCentre(areas());
      async function* geojson() {
        yield `{"type":"FeatureCollection","license":${JSON.stringify(LICENSE.id)},"attribution":${JSON.stringify(ATTRIBUTION)},"features":[`;
        let first = true;
        for await (const page of readAreaWeeks(db, range)) {
          const features: string[] = [];
          for (const g of page) {
            const centre = g.participants > SMALL_CELL_MAX ? await centreOf(g.area) : null;
            const geometry = centre ? { type: 'Point', coordinates: [centre.longitude, centre.latitude] } : null;
            for (const row of publishedWeeklyRows(g))
              features.push(JSON.stringify({ type: 'Feature', geometry, properties: row }));
          }
          if (features.length === 0) continue;
          yield (first ? '' : ',') + features.join(',');
          first = false;
        }
        yield ']}';
      }
      return sendDownload(reply, apiUrl, 'application/geo+json', 'geojson', Readable.from(geojson()), 'weekly');
    },
  );
}
