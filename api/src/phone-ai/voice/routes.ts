import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { AlertService } from '../alerts/service';
import { isPlausiblePhone } from '../alerts/phone-hash';
import type { PhoneAiConfig } from '../config';
import { consult } from '../engine/consult';
import { keypadMenu, notUnderstood, spokenResult, symptomsFromDigits, welcome, type VoicePaths } from './script';
import { isValidSignature } from './signature';

export interface VoiceRoutesOptions {
  db: Database;
  config: PhoneAiConfig;
  alerts: AlertService;
  /** The parent plugin's prefix, e.g. /api/phone-ai: the provider needs absolute paths. */
  basePath: string;
}

/** The fields a telephony provider posts (form-encoded); it sends many more, all accepted. */
const VoiceFormSchema = Type.Object(
  {
    CallSid: Type.Optional(Type.String({ maxLength: 64 })),
    From: Type.Optional(Type.String({ maxLength: 64 })),
    SpeechResult: Type.Optional(Type.String({ maxLength: 2000 })),
    Digits: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);
const VoiceQuerySchema = Type.Object({ mode: Type.Optional(Type.Literal('keypad')) }, { additionalProperties: true });

interface VoiceForm {
  CallSid?: string;
  From?: string;
  SpeechResult?: string;
  Digits?: string;
}

function sendXml(reply: FastifyReply, xml: string): FastifyReply {
  return reply.type('text/xml; charset=utf-8').send(xml);
}

/**
 * The phone line, TwiML-style: POST /voice greets and gathers speech or a
 * keypress, POST /voice/keypad reads a keypad menu, POST /voice/answer maps
 * the answer to symptoms, runs the engine and speaks the result. With
 * VOICE_AUTH_TOKEN set every request must carry a valid X-Twilio-Signature.
 */
export default async function voiceRoutes(app: FastifyInstance, opts: VoiceRoutesOptions): Promise<void> {
  const { config, alerts } = opts;
  const paths: VoicePaths = { answer: `${opts.basePath}/voice/answer`, keypad: `${opts.basePath}/voice/keypad` };

  if (config.voiceAuthToken) {
    const token = config.voiceAuthToken;
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = config.voicePublicUrl ?? `${request.protocol}://${request.host}`;
      const params = (request.body ?? {}) as Record<string, unknown>;
      const signature = request.headers['x-twilio-signature'];
      if (
        !isValidSignature(token, origin + request.url, params, typeof signature === 'string' ? signature : undefined)
      ) {
        return reply.status(403).send({ error: 'Invalid request signature' });
      }
    });
  }

  const routeOptions = {
    schema: { tags: ['phone-ai'], body: Type.Optional(VoiceFormSchema), querystring: VoiceQuerySchema, hide: false },
  };

  app.post('/voice', routeOptions, async (_request, reply) => sendXml(reply, welcome(paths)));

  app.post('/voice/keypad', routeOptions, async (_request, reply) => sendXml(reply, keypadMenu(paths)));

  app.post('/voice/answer', routeOptions, async (request, reply) => {
    const form = (request.body ?? {}) as VoiceForm;
    const keypadMode = (request.query as { mode?: string }).mode === 'keypad';
    const speech = form.SpeechResult?.trim() ?? '';
    const digits = form.Digits?.trim() ?? '';

    let symptoms: string[];
    if (keypadMode) symptoms = symptomsFromDigits(digits);
    else if (!speech && digits === '1') return sendXml(reply, keypadMenu(paths));
    else symptoms = speech ? [speech] : [];

    const result = consult({ symptoms, urgency: 'normal' });
    if (result.explanation.matchedSymptoms.length === 0) return sendXml(reply, notUnderstood(paths));

    let alertRecorded = false;
    if (result.triage === 'emergency' && form.From && isPlausiblePhone(form.From)) {
      try {
        await alerts.raise({ phoneNumber: form.From, channel: 'voice', place: {}, result });
        alertRecorded = true;
      } catch (err) {
        // The caller must still hear the advice even when the alert cannot be stored.
        request.log.error({ err }, 'voice emergency alert could not be recorded');
      }
    }
    return sendXml(reply, spokenResult(result, alertRecorded));
  });
}
