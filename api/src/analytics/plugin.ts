import {
  ErrorResponseSchema,
  HealthTrendsQuerySchema,
  HealthTrendsResponseSchema,
  OutbreakPredictionResponseSchema,
  OutbreakQuerySchema,
  RiskAssessmentBodySchema,
  RiskAssessmentResponseSchema,
  SeasonalQuerySchema,
  SeasonalResponseSchema,
  type AnalyticsLocation,
  type AnalyticsTimeframe,
  type IllnessType,
  type OutbreakPredictionResponse,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { assessOutbreak } from './outbreak/assess';
import { TtlCache } from './outbreak/cache';
import { HISTORY_DAYS, startPrefitter, type Prefitter } from './outbreak/prefit';
import { PLACE_DEFINITIONS, PLACE_KEYS, resolveLocation, unknownLocationMessage } from './places/places';
import { parseTimeframe, TIMEFRAME_MESSAGE } from './places/timeframe';
import { assessRisk, SCORING } from './risk/scoring';
import { seasonalPatterns } from './seasons/seasonal-insights';
import { buildSeries, epochDay } from './series/daily-series';
import { loadDailyRows, loadMonthlyRows } from './series/load';
import { healthTrends } from './trends/health-trends';

export interface AnalyticsOptions {
  db: Database;
  /** The clock; tests pin it. */
  now?: () => Date;
  /**
   * Reuse an answer for the same question for CACHE_TTL_MS (default true; the
   * benchmark measures both). Dashboards reload on every tab change, and a
   * few seconds of staleness is invisible next to daily counts.
   */
  cache?: boolean;
  /** Fit outbreak baselines in the background (default true). */
  prefit?: boolean;
  /** Called after each background pre-fit pass with its number of fit steps. */
  onPrefitPass?: (steps: number) => void;
}

/** Three years: the window is the 1,095 days ending today, today included. */
const SEASONAL_HISTORY_DAYS = 3 * 365;
export const CACHE_TTL_MS = 15_000;

/**
 * /api/analytics: outbreak prediction, health trends, seasonal patterns and
 * personal risk, all computed from analytics_place_daily (migration 0200).
 */
const analyticsPlugin: FastifyPluginAsyncTypebox<AnalyticsOptions> = async (app, opts) => {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const cache = new TtlCache<unknown>(128, CACHE_TTL_MS);
  /** Answers `key` from the cache or computes it; the key holds the UTC day, so answers never cross midnight. */
  async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (opts.cache === false) return compute();
    const hit = cache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(key, value);
    return value;
  }

  function outbreak(location: AnalyticsLocation, timeframe: AnalyticsTimeframe): Promise<OutbreakPredictionResponse> {
    const at = now();
    const today = epochDay(at);
    return cached(`outbreak|${location}|${timeframe}|${today}`, async () => {
      const rows = await loadDailyRows(db, PLACE_KEYS[location], today - HISTORY_DAYS);
      return assessOutbreak(buildSeries(rows, today), location, timeframe, at);
    });
  }

  // Baseline fits for today's and the next calendar block, for every place,
  // in the background from start-up on (fits are memoised by their counts and
  // past counts do not change), so no visitor waits for a refit. Answers are
  // not cached here: data may still arrive.
  let prefitter: Prefitter | null = null;
  app.addHook('onReady', async () => {
    if (opts.prefit === false) return;
    prefitter = startPrefitter({
      db,
      now,
      onPass: opts.onPrefitPass,
      onError: (err) => app.log.warn({ err }, 'analytics baseline pre-fit skipped'),
    });
  });
  app.addHook('onClose', async () => {
    await prefitter?.stop();
  });

  const errors = { 400: ErrorResponseSchema };

  app.get(
    '/outbreak-prediction',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Outbreak detection, forecast and risk for a place',
        querystring: OutbreakQuerySchema,
        response: { 200: OutbreakPredictionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const location = resolveLocation(req.query.location);
      if (!location) throw new HttpError(400, unknownLocationMessage(req.query.location ?? ''));
      const timeframe = parseTimeframe(req.query.timeframe);
      if (!timeframe) throw new HttpError(400, TIMEFRAME_MESSAGE);
      return outbreak(location, timeframe);
    },
  );

  app.get(
    '/health-trends',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Report totals, top illnesses and a tested trend for a period',
        querystring: HealthTrendsQuerySchema,
        response: { 200: HealthTrendsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const period = parseTimeframe(req.query.period);
      if (!period) throw new HttpError(400, TIMEFRAME_MESSAGE.replace('timeframe', 'period'));
      let place: 'ALL' | (typeof PLACE_KEYS)[AnalyticsLocation] = 'ALL';
      let label = 'all locations';
      if (req.query.location !== undefined && req.query.location !== '') {
        const location = resolveLocation(req.query.location);
        if (!location) throw new HttpError(400, unknownLocationMessage(req.query.location));
        place = PLACE_KEYS[location];
        label = location;
      }
      const today = epochDay(now());
      return cached(`trends|${place}|${period}|${today}`, async () => {
        const rows = await loadDailyRows(db, place, today - 2 * period + 1);
        return healthTrends(buildSeries(rows, today), label, period, today);
      });
    },
  );

  app.get(
    '/seasonal-patterns',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Reports per Indian meteorological season, peaks and seasonal advice',
        querystring: SeasonalQuerySchema,
        response: { 200: SeasonalResponseSchema, ...errors },
      },
    },
    async (req) => {
      const location = resolveLocation(req.query.location);
      if (!location) throw new HttpError(400, unknownLocationMessage(req.query.location ?? ''));
      const today = epochDay(now());
      return cached(`seasonal|${location}|${today}`, async () => {
        const monthly = await loadMonthlyRows(db, PLACE_KEYS[location], today - SEASONAL_HISTORY_DAYS + 1, today);
        return seasonalPatterns(monthly.rows, monthly.firstDay, today, location);
      });
    },
  );

  app.post(
    '/risk-assessment',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Personal risk from local activity, age band, symptoms and medical history',
        body: RiskAssessmentBodySchema,
        response: { 200: RiskAssessmentResponseSchema, ...errors },
      },
    },
    async (req) => {
      const location = resolveLocation(req.body.location);
      if (!location) throw new HttpError(400, unknownLocationMessage(req.body.location));
      const local = await outbreak(location, 30);
      const activeIllnesses = local.illnesses.filter((i) => i.alarm).map((i) => i.illness as IllnessType);
      const result = assessRisk({
        location,
        localActivity: local.prediction.risk,
        activeIllnesses,
        symptoms: req.body.symptoms,
        medicalHistory: req.body.medicalHistory,
        age: req.body.age,
      });
      return {
        riskAssessment: {
          riskLevel: result.riskLevel,
          riskFactors: result.riskFactors,
          recommendations: result.recommendations,
          monitoring: result.monitoring,
          emergencyIndicators: result.emergencyIndicators,
          score: result.score,
          scoring: `${SCORING} Local activity in ${location} (${PLACE_DEFINITIONS[location]}) comes from the outbreak detector over the last 30 days.`,
          localActivity: local.prediction.risk,
        },
      };
    },
  );
};

export default analyticsPlugin;
