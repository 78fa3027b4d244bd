import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../domain/countries';
import { ILLNESS_TYPES } from '../domain/illness';

/** A browser's push subscription as PushSubscription.toJSON() gives it (keys are base64url). */
export const PushSubscriptionJsonSchema = Type.Object(
  {
    endpoint: Type.String({ format: 'uri', minLength: 10, maxLength: 1000 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        // An uncompressed P-256 point is 65 bytes: 87 base64url characters.
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{86,88}={0,2}$' }),
        // The auth secret is 16 bytes: 22 base64url characters.
        auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22,24}={0,2}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = Static<typeof PushSubscriptionJsonSchema>;

/** POST /api/push/subscriptions — alerts for the area of a postal code, for one illness or all. */
export const PushSubscribeBodySchema = Type.Object(
  {
    subscription: PushSubscriptionJsonSchema,
    country: Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c))),
    postalCode: Type.String({ minLength: 1, maxLength: 16 }),
    illness: Type.Optional(Type.Union(ILLNESS_TYPES.map((i) => Type.Literal(i)))),
  },
  { additionalProperties: false },
);
export type PushSubscribeBody = Static<typeof PushSubscribeBodySchema>;

/** The area a subscription follows: the postal code's place, as the geocoder names it. */
export const PushAreaSchema = Type.Object({
  country: Type.String(),
  region: Type.String(),
  city: Type.String(),
});
export type PushArea = Static<typeof PushAreaSchema>;

export const PushSubscribeResponseSchema = Type.Object({
  area: PushAreaSchema,
  illness: Type.Union([Type.String(), Type.Null()]),
  /** POST { token } here (each notification carries it too) to unsubscribe. */
  unsubscribeUrl: Type.String(),
  token: Type.String(),
});
export type PushSubscribeResponse = Static<typeof PushSubscribeResponseSchema>;

/** POST /api/push/unsubscribe — deletes the subscription; by the notification's token or by endpoint. */
export const PushUnsubscribeBodySchema = Type.Union([
  Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) }, { additionalProperties: false }),
  Type.Object({ endpoint: Type.String({ format: 'uri', maxLength: 1000 }) }, { additionalProperties: false }),
]);
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBodySchema>;

/** GET /api/push/public-key — the VAPID application server key (base64url). */
export const PushPublicKeyResponseSchema = Type.Object({ publicKey: Type.String() });
export type PushPublicKeyResponse = Static<typeof PushPublicKeyResponseSchema>;

/** What a notification carries to the service worker (JSON, encrypted end to end). */
export interface PushAlertPayload {
  title: string;
  body: string;
  /** The map view of the alarm, on the site. */
  url: string;
  unsubscribeUrl: string;
  token: string;
  tag: string;
  /** The stop action's label, when it is not "Stop alerts for this area" (a weekly reminder's). */
  stopTitle?: string;
}
