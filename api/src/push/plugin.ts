import {
  ErrorResponseSchema,
  PushPublicKeyResponseSchema,
  PushSubscribeBodySchema,
  PushSubscribeResponseSchema,
  PushUnsubscribeBodySchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import {
  DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA,
  deleteByEndpoint,
  deleteByToken,
  prunePush,
  saveSubscription,
} from './store';
import { assertSendable, savedToken, subscriptionAreas } from './subscribe';
import type { VapidKeys } from './vapid';

export interface PushPluginOptions {
  db: Database;
  geocoder: Geocoder;
  /** The gazetteer's areas: a subscription follows the areas its postal code lies in. */
  areas: AreaService | null;
  vapid: VapidKeys;
  endpointHosts: readonly string[];
  /** The API's public origin (PUBLIC_API_URL), for the unsubscribe link. */
  apiUrl: string;
  /** Subscription changes per client and minute; 0 turns the limit off. */
  rateLimit?: number;
  /** Subscriptions one area may hold (PUSH_SUBSCRIPTIONS_PER_AREA). */
  maxSubscriptionsPerArea?: number;
}

/** How often expired subscriptions and old announced alarms are deleted. */
const PRUNE_EVERY_MS = 6 * 3600_000;

/**
 * Web Push for area alerts, without accounts: a browser subscribes to the
 * area of a postal code (and optionally one illness); nothing about the
 * visitor is stored (store.ts). Notifications go out from sender.ts.
 */
const pushPlugin: FastifyPluginAsyncTypebox<PushPluginOptions> = async (app, opts) => {
  const { db, geocoder, areas, vapid, endpointHosts } = opts;
  const limit = opts.rateLimit ?? 20;
  const rateLimit = limit > 0 ? { max: limit, timeWindow: '1 minute' } : false;
  const maxPerArea = opts.maxSubscriptionsPerArea ?? DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA;

  const prune = () => prunePush(db).catch((err: unknown) => app.log.warn({ err }, 'pruning push subscriptions failed'));
  let pruning: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void prune();
    pruning = setInterval(prune, PRUNE_EVERY_MS);
    pruning.unref();
  });
  app.addHook('onClose', async () => {
    if (pruning) clearInterval(pruning);
  });

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The VAPID application server key to subscribe with',
        response: { 200: PushPublicKeyResponseSchema },
      },
    },
    async () => ({ publicKey: vapid.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { rateLimit },
      schema: {
        tags: ['alerts'],
        summary: 'Notify this browser about outbreak alarms in the area of a postal code',
        body: PushSubscribeBodySchema,
        response: {
          201: PushSubscribeResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { subscription, illness } = request.body;
      assertSendable(subscription, endpointHosts);
      const { area, areaIds } = await subscriptionAreas({ geocoder, areas }, request.body, request.log);
      const saved = await saveSubscription(db, subscription, area, areaIds, illness ?? null, maxPerArea);
      return reply.status(201).send({
        area,
        illness: illness ?? null,
        token: savedToken(saved, maxPerArea),
        unsubscribeUrl: new URL('/api/push/unsubscribe', opts.apiUrl).href,
      });
    },
  );

  app.post(
    '/api/push/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags: ['alerts'],
        summary: 'Stop alerts: by the token a notification carries (one area), or by endpoint (every area)',
        body: PushUnsubscribeBodySchema,
        response: { 200: Type.Object({ removed: Type.Integer() }), 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const removed = 'token' in body ? await deleteByToken(db, body.token) : await deleteByEndpoint(db, body.endpoint);
      return { removed };
    },
  );
};

export default pushPlugin;
