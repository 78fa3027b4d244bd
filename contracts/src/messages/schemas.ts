import { type Static, Type } from '@sinclair/typebox';

/**
 * The fields a telephony provider posts to /api/messages/incoming (Twilio Messaging, form-encoded;
 * WhatsApp arrives the same way with "whatsapp:+…" numbers). It sends many more, all accepted. The
 * body is not limited here: a message too long, empty or unreadable gets a reply saying so.
 */
export const IncomingMessageFormSchema = Type.Object(
  {
    MessageSid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    From: Type.String({ minLength: 1, maxLength: 64 }),
    Body: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type IncomingMessageForm = Static<typeof IncomingMessageFormSchema>;

/** The SMS and WhatsApp numbers the AI Diagnosis page shows (config.json `messageLines`). */
export interface MessageLines {
  sms: string | null;
  whatsapp: string | null;
}
