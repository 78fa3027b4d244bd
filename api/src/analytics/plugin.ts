import {
  ANALYTICS_TIMEFRAMES,
  AreaAlarmsQuerySchema,
  AreaAlarmsResponseSchema,
  AreasQuerySchema,
  AreasResponseSchema,
  ErrorResponseSchema,
  HealthTrendsQuerySchema,
  HealthTrendsResponseSchema,
  OutbreakPredictionResponseSchema,
  OutbreakQuerySchema,
  RiskAssessmentBodySchema,
  RiskAssessmentResponseSchema,
  ScanClustersQuerySchema,
  ScanClustersResponseSchema,
  SeasonalQuerySchema,
  SeasonalResponseSchema,
  type AnalyticsTimeframe,
  type IllnessType,
  type OutbreakPredictionResponse,
  todayNumber,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Readiness } from '../health/readiness';
import { HttpError } from '../errors/plugin';
import { alarmsInBounds, listAreas } from './areas/area-queries';
import { loadAreaDailyRows, loadAreaMonthlyRows } from './areas/area-series';
import type { AreaService } from './areas/area-service';
import { readScanClusters } from './areas/scan-store';
import { createTargetResolver, type Target } from './areas/targets';
import { assessOutbreak } from './outbreak/assess';
import { LruTtlCache } from '../cache/lru-ttl-cache';
import { HISTORY_DAYS, startPrefitter, type Prefitter } from './outbreak/prefit';
import { parseTimeframe, TIMEFRAME_MESSAGE } from './places/timeframe';
import {
  assessRisk,
  buildSeries,
  healthTrends,
  seasonalPatterns,
  type DailyCountRow,
} from '@healthwatch/outbreak-engine';
import { loadDailyRows, loadMonthlyRows } from './series/load';

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
  /** Areas of the gazetteer (areas/area-service.ts); without it only SPEC's five places are known. */
  areas?: AreaService | null;
  /** Where the first pre-fit pass is reported to /readyz (until it is done, a first visitor would wait for fits). */
  readiness?: Readiness;
}

/** Three years: the window is the 1,095 days ending today, today included. */
const SEASONAL_HISTORY_DAYS = 3 * 365;
export const CACHE_TTL_MS = 15_000;
/** The risk assessment's local activity: the outbreak detector over this many days. */
const RISK_ACTIVITY_DAYS = 30;

/**
 * /api/analytics: outbreak prediction, health trends, seasonal patterns and
 * personal risk, all computed from analytics_place_daily (migration 0200).
 */
const analyticsPlugin: FastifyPluginAsyncTypebox<AnalyticsOptions> = async (app, opts) => {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const cache = new LruTtlCache<unknown>({ maxEntries: 128, ttlMs: CACHE_TTL_MS });
  /** Answers `key` from the cache or computes it; the key holds the UTC day, so answers never cross midnight. */
  async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (opts.cache === false) return compute();
    const hit = cache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(key, value);
    return value;
  }

  const resolveTarget = createTargetResolver(opts.areas);
  const dailyRows = (target: Target, sinceDay: number): Promise<DailyCountRow[]> =>
    target.kind === 'place' ? loadDailyRows(db, target.key, sinceDay) : loadAreaDailyRows(db, target.area, sinceDay);

  function outbreak(target: Target, timeframe: AnalyticsTimeframe): Promise<OutbreakPredictionResponse> {
    const at = now();
    const today = todayNumber(at);
    return cached(`outbreak|${target.key}|${timeframe}|${today}`, async () => {
      const rows = await dailyRows(target, today - HISTORY_DAYS);
      return assessOutbreak(buildSeries(rows, today), target.label, timeframe, at);
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
    opts.readiness?.track('analyticsBaselines', prefitter.firstPass);
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
      const target = await resolveTarget(req.query.location);
      const timeframe = parseTimeframe(req.query.timeframe);
      if (!timeframe)
        throw new HttpError(400, TIMEFRAME_MESSAGE, 'invalid-timeframe', {
          field: 'timeframe',
          allowed: ANALYTICS_TIMEFRAMES.join(', '),
        });
      return outbreak(target, timeframe);
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
      if (!period)
        throw new HttpError(400, TIMEFRAME_MESSAGE.replace('timeframe', 'period'), 'invalid-timeframe', {
          field: 'period',
          allowed: ANALYTICS_TIMEFRAMES.join(', '),
        });
      const target: Target | null =
        req.query.location !== undefined && req.query.location !== '' ? await resolveTarget(req.query.location) : null;
      const label = target?.label ?? null;
      const today = todayNumber(now());
      return cached(`trends|${target?.key ?? 'ALL'}|${period}|${today}`, async () => {
        const since = today - 2 * period + 1;
        const rows = target ? await dailyRows(target, since) : await loadDailyRows(db, 'ALL', since);
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
      const target = await resolveTarget(req.query.location);
      const today = todayNumber(now());
      return cached(`seasonal|${target.key}|${today}`, async () => {
        const since = today - SEASONAL_HISTORY_DAYS + 1;
        const monthly =
          target.kind === 'place'
            ? await loadMonthlyRows(db, target.key, since, today)
            : await loadAreaMonthlyRows(db, target.area, since, today);
        return seasonalPatterns(monthly.rows, monthly.firstDay, today, target.label);
      });
    },
  );

  app.get(
    '/areas',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Areas (state/region, district/county, city) with a verdict of the background outbreak pass',
        description:
          'Areas of the postal gazetteer with enough reports, in alarm first; `q` is a name prefix (case- and accent-insensitive). Each id is accepted as `location` by the other analytics endpoints.',
        querystring: AreasQuerySchema,
        response: { 200: AreasResponseSchema, ...errors },
      },
    },
    async (req) => {
      const limit = req.query.limit ?? 20;
      const offset = req.query.offset ?? 0;
      const page = await listAreas(db, { q: req.query.q, country: req.query.country, limit, offset });
      return { ...page, limit, offset };
    },
  );

  app.get(
    '/area-alarms',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Current outbreak alerts (or, with tier=watch, every alarm) of the areas inside a map view',
        querystring: AreaAlarmsQuerySchema,
        response: { 200: AreaAlarmsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { south, west, north, east } = req.query;
      return {
        data: await alarmsInBounds(db, { south, west, north, east }, req.query.limit ?? 20, req.query.tier ?? 'alert'),
      };
    },
  );

  app.get(
    '/scan-clusters',
    {
      schema: {
        tags: ['analytics'],
        summary: "The space-time scan's current clusters (a watch, never an alert) in the country of a location",
        description:
          'Groups of neighbouring postal codes with unusually many reports of one illness over the last 1–7 days, judged against the same scan on the past year (p at most 0.01), strongest first; they may cross area lines.',
        querystring: ScanClustersQuerySchema,
        response: { 200: ScanClustersResponseSchema, ...errors },
      },
    },
    async (req) => {
      const target = await resolveTarget(req.query.location);
      // SPEC's five places are India and its cities.
      const country = target.kind === 'area' ? target.area.country : 'IN';
      return readScanClusters(db, country, req.query.limit ?? 5);
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
      const target = await resolveTarget(req.body.location);
      const local = await outbreak(target, RISK_ACTIVITY_DAYS);
      const activeIllnesses = local.illnesses.filter((i) => i.alarm).map((i) => i.illness as IllnessType);
      const result = assessRisk({
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
          scoring: { method: 'points' as const, activityDays: RISK_ACTIVITY_DAYS },
          localActivity: local.prediction.risk,
        },
      };
    },
  );
};

export default analyticsPlugin;
