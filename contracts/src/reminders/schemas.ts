import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../domain/countries';
import { PushSubscriptionJsonSchema } from '../push/schemas';

/**
 * Weekly check-in reminders without accounts (issue #32): a browser's push subscription, the area it is for
 * and that area's time zone, so the reminder comes on Monday morning there. Nothing else is kept.
 */
export const ReminderSubscribeBodySchema = Type.Object(
  {
    subscription: PushSubscriptionJsonSchema,
    country: Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c))),
    postalCode: Type.String({ minLength: 1, maxLength: 16 }),
    /** An IANA time zone (the browser's, e.g. Asia/Kolkata). */
    timeZone: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' }),
  },
  { additionalProperties: false },
);
export type ReminderSubscribeBody = Static<typeof ReminderSubscribeBodySchema>;

export const ReminderSubscribeResponseSchema = Type.Object({
  /** POST { token } to /api/reminders/unsubscribe (each reminder carries it too) to stop. */
  token: Type.String(),
  timeZone: Type.String(),
});
export type ReminderSubscribeResponse = Static<typeof ReminderSubscribeResponseSchema>;

export const ReminderUnsubscribeBodySchema = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) },
  { additionalProperties: false },
);
export type ReminderUnsubscribeBody = Static<typeof ReminderUnsubscribeBodySchema>;

/** The local hours on Monday in which a week's reminder may go out. */
export const REMINDER_HOURS = { from: 9, until: 12 } as const;
