import {
  ErrorResponseSchema,
  ReminderSubscribeBodySchema,
  ReminderSubscribeResponseSchema,
  ReminderUnsubscribeBodySchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import { lookupPlace } from '../geocode/lookup-place';
import { isAllowedEndpoint } from '../push/endpoint-policy';
import { isTimeZone } from './schedule';
import { deleteReminderByToken, saveReminder } from './store';

export interface RemindersPluginOptions {
  db: Database;
  geocoder: Geocoder;
  /** The push services subscriptions may name (the area alerts' policy, push/endpoint-policy.ts). */
  endpointHosts: readonly string[];
  /** Changes per client and minute; 0 turns the limit off. */
  rateLimit?: number;
}

/**
 * Weekly check-in reminders without accounts (issue #32): opt in with a push subscription, an area and its
 * time zone; one tap on the reminder's action, or this route with its token, stops it. What bounds abuse: a
 * reminder goes only to the browser that subscribed (its own push endpoint, on a vendor's push service), once
 * a week, and says nothing about anyone else.
 */
const remindersPlugin: FastifyPluginAsyncTypebox<RemindersPluginOptions> = async (app, opts) => {
  const { db, geocoder, endpointHosts } = opts;
  const limit = opts.rateLimit ?? 20;
  const rateLimit = limit > 0 ? { max: limit, timeWindow: '1 minute' } : false;

  app.post(
    '/api/reminders',
    {
      config: { rateLimit },
      schema: {
        tags: ['check-ins'],
        summary: "Remind this browser to check in every Monday morning in its area's time zone",
        body: ReminderSubscribeBodySchema,
        response: { 201: ReminderSubscribeResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { subscription, country, postalCode, timeZone } = request.body;
      if (!isAllowedEndpoint(subscription.endpoint, endpointHosts))
        throw new HttpError(400, 'subscription.endpoint is not a known push service', 'unknown-push-service');
      if (!isTimeZone(timeZone))
        throw new HttpError(400, `${timeZone} is not a time zone`, 'unknown-time-zone', { timeZone });
      const place = await lookupPlace(geocoder, country, postalCode, request.log);
      if (place === undefined)
        throw new HttpError(503, 'Postal codes cannot be checked right now', 'geocoder-unavailable');
      if (place === null)
        throw new HttpError(400, `Postal code ${postalCode} was not found in ${country}`, 'postal-code-not-found', {
          postalCode,
          country,
        });
      const token = await saveReminder(db, subscription, { country, region: place.state ?? '' }, timeZone);
      return reply.status(201).send({ token, timeZone });
    },
  );

  app.post(
    '/api/reminders/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags: ['check-ins'],
        summary: 'Stop weekly reminders, by the token each reminder carries',
        body: ReminderUnsubscribeBodySchema,
        response: { 200: Type.Object({ removed: Type.Integer() }), 400: ErrorResponseSchema },
      },
    },
    async (request) => ({ removed: await deleteReminderByToken(db, request.body.token) }),
  );
};

export default remindersPlugin;
