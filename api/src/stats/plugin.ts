import {
  isUnfiltered,
  ErrorResponseSchema,
  HealthAggregatesQuerySchema,
  HealthAggregatesResponseSchema,
  StatsQuerySchema,
  StatsResponseSchema,
  todayNumber,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { filtersOrThrow } from '../reports/filters';
import { filteredStats, type MapCount } from './filtered';

/**
 * Home statistics, never from symptom_reports: unfiltered from report_daily_counts (one row per UTC day, country,
 * illness and severity), filtered from the map aggregates' in-memory copy (filtered.ts). "Today" is the UTC day.
 */
export const STAT_DEFINITIONS = {
  activeCases: 'Reports made in the last 14 days (today and the 14 days before, UTC).',
  underMonitoring: 'Reports marked severe made in the last 14 days (today and the 14 days before, UTC).',
  recovered: 'Reports made 15 to 60 days ago, past the 14-day window of an active case.',
  totalReports: 'All reports ever made.',
} as const;

interface StatsRow {
  active: number;
  monitoring: number;
  recovered: number;
  total: number;
  as_of: Date;
}

/** The unfiltered statistics, from report_daily_counts (every report, placed on the map or not). */
async function dailyCountStats(db: Database): Promise<StatsRow> {
  // The windows end today: a row dated in the future (stored before the
  // database stamped created_at itself) is never an active case.
  const res = await db.query<StatsRow>(
    `
    WITH today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS d)
    SELECT
      coalesce(sum(c.count) FILTER (WHERE c.day BETWEEN t.d - 14 AND t.d), 0)::int AS active,
      coalesce(sum(c.count) FILTER (WHERE c.day BETWEEN t.d - 14 AND t.d AND c.severity = 'severe'), 0)::int AS monitoring,
      coalesce(sum(c.count) FILTER (WHERE c.day BETWEEN t.d - 60 AND t.d - 15), 0)::int AS recovered,
      coalesce(sum(c.count), 0)::int AS total,
      now() AS as_of
    FROM today t LEFT JOIN report_daily_counts c ON true
    GROUP BY t.d`,
  );
  return res.rows[0]!;
}

const statsPlugin: FastifyPluginAsyncTypebox<{ db: Database; mapCount: MapCount }> = async (app, { db, mapCount }) => {
  app.get(
    '/api/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Home statistics with their definitions, narrowed by the map filters',
        querystring: StatsQuerySchema,
        response: { 200: StatsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const filters = filtersOrThrow(request.query);
      const r = isUnfiltered(filters)
        ? await dailyCountStats(db)
        : { ...(await filteredStats(filters, todayNumber(), mapCount)), as_of: new Date() };
      return {
        activeCases: { label: 'Active Cases', value: Number(r.active), definition: STAT_DEFINITIONS.activeCases },
        recovered: { label: 'Recovered', value: Number(r.recovered), definition: STAT_DEFINITIONS.recovered },
        underMonitoring: {
          label: 'Under Monitoring',
          value: Number(r.monitoring),
          definition: STAT_DEFINITIONS.underMonitoring,
        },
        totalReports: { label: 'Total Reports', value: Number(r.total), definition: STAT_DEFINITIONS.totalReports },
        asOf: new Date(r.as_of).toISOString(),
      };
    },
  );

  app.get(
    '/api/health-aggregates',
    {
      schema: {
        tags: ['stats'],
        summary: 'Reports per UTC day, country and illness (with the severe share)',
        querystring: HealthAggregatesQuerySchema,
        response: { 200: HealthAggregatesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const days = request.query.days ?? 30;
      const params: unknown[] = [days];
      let countryFilter = '';
      if (request.query.country) {
        params.push(request.query.country.toUpperCase());
        countryFilter = 'AND country = $2';
      }
      const res = await db.query<{ day: string; country: string; illness_type: string; count: number; severe: number }>(
        `SELECT day::text AS day, country, illness_type, sum(count)::int AS count,
                coalesce(sum(count) FILTER (WHERE severity = 'severe'), 0)::int AS severe
         FROM report_daily_counts
         WHERE day > (now() AT TIME ZONE 'UTC')::date - $1::int AND day <= (now() AT TIME ZONE 'UTC')::date ${countryFilter}
         GROUP BY day, country, illness_type
         ORDER BY day DESC, country, illness_type`,
        params,
      );
      return {
        data: res.rows.map((r) => ({
          day: r.day,
          country: r.country,
          illnessType: r.illness_type,
          count: Number(r.count),
          severeCount: Number(r.severe),
        })),
      };
    },
  );
};

export default statsPlugin;
