import {
  ErrorResponseSchema,
  VITAL_METRICS,
  VITAL_ROUTES,
  type VitalMetric,
  VITALS_WINDOW_DAYS,
  VitalsBeaconSchema,
  VitalsResponseSchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { bucketOf, isRounded, p75Of } from './histogram';
import { addToHistograms, pruneHistograms, readHistograms } from './store';

export interface VitalsPluginOptions {
  db: Database;
  /** Beacons per client and minute, as client errors; 0 turns the limit off. Default 30. */
  rateLimit?: number;
  /**
   * Beacons one address may add to the histograms per day (counted in the rate limiter's store,
   * memory or Redis, never written elsewhere); later ones are answered alike but not counted.
   */
  perAddressPerDay?: number;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * POST /api/vitals takes one sampled page view's rounded LCP, INP and CLS and adds them to today's
 * per-route histograms; GET /api/vitals answers each route's p75 over VITALS_WINDOW_DAYS. What one
 * anonymous client can move is bounded by `perAddressPerDay`; the figures drive nothing but a table.
 */
const vitalsPlugin: FastifyPluginAsyncTypebox<VitalsPluginOptions> = async (app, opts) => {
  const { db } = opts;
  const limit = opts.rateLimit ?? 30;
  const dayBudget = app.createRateLimit({
    max: opts.perAddressPerDay ?? 200,
    timeWindow: 24 * 60 * 60_000,
    keyGenerator: (request) => `vitals-day:${request.ip}`,
  });
  let prunedAt = 0;
  // Beacons come as text/plain JSON: a CORS-safelisted type needs no preflight, which requests that
  // must outlive their page (fetch keepalive, sendBeacon) cannot make. Only this plugin's routes read it.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/api/vitals',
    {
      config: { rateLimit: limit > 0 ? { max: limit, timeWindow: '1 minute' } : false },
      schema: {
        tags: ['vitals'],
        summary: "One page view's rounded LCP, INP and CLS (anonymous; only per-route daily histograms are kept)",
        body: VitalsBeaconSchema,
        response: { 202: Type.Null(), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { route, ...figures } = request.body;
      const named = VITAL_METRICS.flatMap((metric) => {
        const value = figures[metric];
        return value === undefined ? [] : [{ metric, value }];
      });
      if (named.length === 0) throw new HttpError(400, 'A vitals beacon must carry lcp, inp or cls');
      const unrounded = named.find(({ metric, value }) => !isRounded(metric, value));
      if (unrounded)
        throw new HttpError(400, `${unrounded.metric} must be rounded (LCP and INP to 10 ms, CLS to 0.01)`);
      const budget = await dayBudget(request);
      if (budget.isAllowed || !budget.isExceeded) {
        await addToHistograms(
          db,
          route,
          named.map(({ metric, value }) => ({ metric, bucket: bucketOf(metric, value) })),
        );
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          await pruneHistograms(db, VITALS_WINDOW_DAYS);
        }
      }
      return reply.status(202).send(null);
    },
  );

  app.get(
    '/api/vitals',
    {
      schema: {
        tags: ['vitals'],
        summary: `Each route's 75th percentile LCP, INP and CLS over the last ${VITALS_WINDOW_DAYS} days`,
        response: { 200: VitalsResponseSchema },
      },
    },
    async (_request, reply) => {
      const rows = await readHistograms(db, VITALS_WINDOW_DAYS);
      const counts = new Map<string, Map<number, number>>();
      for (const r of rows) {
        const key = `${r.route} ${r.metric}`;
        const byBucket = counts.get(key) ?? new Map<number, number>();
        byBucket.set(r.bucket, r.views);
        counts.set(key, byBucket);
      }
      const summary = (route: string, metric: VitalMetric) =>
        p75Of(metric, counts.get(`${route} ${metric}`) ?? new Map());
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        days: VITALS_WINDOW_DAYS,
        routes: VITAL_ROUTES.map((route) => ({
          route,
          lcp: summary(route, 'lcp'),
          inp: summary(route, 'inp'),
          cls: summary(route, 'cls'),
        })),
      };
    },
  );
};

export default vitalsPlugin;
