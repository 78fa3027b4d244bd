import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, IncomingMessageFormSchema } from '@healthwatch/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { PhoneAiConfig } from '../phone-ai/config';
import { requireProviderSignature } from '../phone-ai/voice/signature';
import type { MessagesConfig } from './config';
import { wordReply } from './replies';
import type { MessageService } from './service';
import { messageResponse } from './twiml';

export interface MessagesPluginOptions {
  service: MessageService;
  config: MessagesConfig;
  /** The provider's token, public URL and production switch: the phone line's (one provider account). */
  provider: Pick<PhoneAiConfig, 'voiceAuthToken' | 'voicePublicUrl' | 'voiceAllowUnsigned' | 'production'>;
}

/**
 * POST /api/messages/incoming: the provider's messaging webhook (SMS and WhatsApp), answered with a
 * TwiML <Message>. Thin: the signature check, the per-sender and per-address budgets, then the
 * service (service.ts) decides and replies.ts words the answer.
 */
const messagesPlugin: FastifyPluginAsyncTypebox<MessagesPluginOptions> = async (app, { service, config, provider }) => {
  await app.register(formbody);
  requireProviderSignature(app, {
    authToken: provider.voiceAuthToken,
    publicUrl: provider.voicePublicUrl,
    production: provider.production,
    allowUnsigned: provider.voiceAllowUnsigned,
    words: {
      closedLog: 'text-message line closed: VOICE_AUTH_TOKEN is not set (VOICE_ALLOW_UNSIGNED=1 opens it unsigned)',
      closedError: 'The text-message line is not configured',
      unsignedWarning:
        'TEXT-MESSAGE LINE UNSIGNED: VOICE_AUTH_TOKEN is not set, so anyone can post as the telephony provider and file reports under any number. Set VOICE_AUTH_TOKEN outside development.',
    },
  });

  // The handler keys the sender once from its validated body (one HMAC however many budgets ask); a budget
  // reads that key, since the rate limiter hands it the request untyped.
  const senderKeys = new WeakMap<FastifyRequest, string>();
  const senderOf = (request: FastifyRequest) => {
    const key = senderKeys.get(request);
    if (key === undefined) throw new Error('a sender budget was asked before the handler keyed the sender');
    return key;
  };
  // Budgets under the sender's HMAC key, never the number (Redis or memory, like every rate limit).
  const perSender = app.createRateLimit({
    max: config.ratePerSender,
    timeWindow: '1 minute',
    keyGenerator: (request) => `message-sender:${senderOf(request)}`,
  });
  const perSenderDay = app.createRateLimit({
    max: config.reportsPerSenderDay,
    timeWindow: '1 day',
    keyGenerator: (request) => `message-reports:${senderOf(request)}`,
  });

  app.post(
    '/api/messages/incoming',
    {
      schema: {
        tags: ['messages'],
        summary: 'Messaging webhook (SMS, WhatsApp): a report, check-in or keyword in, a TwiML <Message> out',
        body: IncomingMessageFormSchema,
        response: {
          200: Type.String({ description: 'TwiML: <Response> with one <Message>, or none' }),
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
      // A NUL in a message gets a reply like any unreadable character (grammar.ts), not a JSON 400.
      config: { rateLimit: { max: config.ratePerAddress, timeWindow: '1 minute' }, answersUnstorableText: true },
    },
    async (request, reply) => {
      const send = (text: string | null) => reply.type('text/xml; charset=utf-8').send(messageResponse(text));
      const form = request.body;
      senderKeys.set(request, service.senderKey(form.From));
      const budget = await perSender(request);
      // A flood gets silence: a reply per message would bill the line and could be aimed at someone.
      if (!budget.isAllowed && budget.isExceeded) return send(null);
      const handled = await service.handle(
        { from: form.From, body: form.Body ?? '', messageSid: form.MessageSid },
        request.log,
        async () => {
          const day = await perSenderDay(request);
          return day.isAllowed || !day.isExceeded;
        },
      );
      return send(handled.reply ? wordReply(handled.lang, handled.reply) : null);
    },
  );
};

export default messagesPlugin;
