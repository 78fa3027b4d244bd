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
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import { lookupPlace } from '../geocode/lookup-place';
import { assertPostalShape } from '../geocode/postal-shape';
import { isAllowedEndpoint } from './endpoint-policy';
import { hasValidPushKeys } from './keys';
import {
  DEFAULT_MAX_SUBSCRIPTIONS_PER_AREA,
  deleteByEndpoint,
  deleteByToken,
  MAX_AREAS_PER_ENDPOINT,
  prunePush,
  saveSubscription,
} from './store';
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
      const { subscription, country, postalCode, illness } = request.body;
      if (!isAllowedEndpoint(subscription.endpoint, endpointHosts)) {
        throw new HttpError(400, 'subscription.endpoint is not a known push service', 'unknown-push-service');
      }
      if (!hasValidPushKeys(subscription.keys))
        throw new HttpError(
          400,
          'subscription.keys must be a P-256 public key (65 bytes) and a 16-byte auth secret',
          'invalid-push-keys',
        );
      assertPostalShape(country, postalCode, 'postalCode');
      const place = await lookupPlace(geocoder, country, postalCode, request.log);
      if (place === undefined) throw new HttpError(503, 'Areas cannot be looked up right now', 'areas-unavailable');
      if (place === null)
        throw new HttpError(400, `Postal code ${postalCode} was not found in ${country}`, 'postal-code-not-found', {
          postalCode,
          country,
        });
      const area = { country, region: place.state ?? '', city: place.city ?? '' };
      const inside = areas ? await areas.areasOfPostalCode(country, postalCode).catch(() => null) : null;
      if (!inside || inside.length === 0)
        throw new HttpError(503, 'Areas cannot be looked up right now', 'areas-unavailable');
      const saved = await saveSubscription(
        db,
        subscription,
        area,
        inside.map((a) => a.id),
        illness ?? null,
        maxPerArea,
      );
      if ('refused' in saved && saved.refused === 'too-many-areas') {
        throw new HttpError(409, `A browser can follow at most ${MAX_AREAS_PER_ENDPOINT} areas`, 'too-many-areas', {
          max: MAX_AREAS_PER_ENDPOINT,
        });
      }
      if ('refused' in saved) {
        throw new HttpError(409, 'This area has as many alert subscriptions as it can take', 'area-full', {
          max: maxPerArea,
        });
      }
      const token = saved.token;
      return reply.status(201).send({
        area,
        illness: illness ?? null,
        token,
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
