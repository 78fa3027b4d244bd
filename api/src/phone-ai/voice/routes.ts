import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type VoiceForm, VoiceFormSchema, VoiceQuerySchema } from '@healthwatch/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/plugin';
import type { AlertService } from '../alerts/service';
import { createHash } from 'node:crypto';
import { isPlausiblePhone } from '../alerts/phone-hash';
import type { PhoneAiConfig } from '../config';
import { consult } from '../engine/consult';
import { keypadMenu, notUnderstood, spokenResult, symptomsFromDigits, welcome, type VoicePaths } from './script';
import { ReplayGuard } from './replay-guard';
import { isValidSignature } from './signature';

export interface VoiceRoutesOptions {
  db: Database;
  config: PhoneAiConfig;
  alerts: AlertService;
  /** The parent plugin's prefix, e.g. /api/phone-ai: the provider needs absolute paths. */
  basePath: string;
}

/** Hooks are not typed per route; every voice route's body has passed VoiceFormSchema before they run. */
function validatedForm(request: FastifyRequest): VoiceForm {
  return request.body as VoiceForm;
}

function sendXml(reply: FastifyReply, xml: string): FastifyReply {
  return reply.type('text/xml; charset=utf-8').send(xml);
}

/**
 * The phone line, TwiML-style: POST /voice greets and gathers speech or a
 * keypress, POST /voice/keypad reads a keypad menu, POST /voice/answer maps
 * the answer to symptoms, runs the engine and speaks the result. With
 * VOICE_AUTH_TOKEN set every request must carry a valid X-Twilio-Signature;
 * without one the line is closed in production unless VOICE_ALLOW_UNSIGNED=1.
 * Requests are limited per caller and per address, replays are refused, and a
 * call raises at most one emergency alert.
 */
const voiceRoutes: FastifyPluginAsyncTypebox<VoiceRoutesOptions> = async (app, opts) => {
  const { config, alerts, db } = opts;
  const paths: VoicePaths = { answer: `${opts.basePath}/voice/answer`, keypad: `${opts.basePath}/voice/keypad` };

  if (config.voiceAuthToken) {
    const token = config.voiceAuthToken;
    app.addHook('preHandler', async (request) => {
      const origin = config.voicePublicUrl ?? `${request.protocol}://${request.host}`;
      const params: Record<string, unknown> =
        typeof request.body === 'object' && request.body !== null ? { ...request.body } : {};
      const signature = request.headers['x-twilio-signature'];
      if (
        !isValidSignature(token, origin + request.url, params, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new HttpError(403, 'Invalid request signature');
      }
    });
  } else if (config.production && !config.voiceAllowUnsigned) {
    // Without a token anyone could pose as the provider; in production the line stays closed instead.
    app.log.error('phone line closed: VOICE_AUTH_TOKEN is not set (VOICE_ALLOW_UNSIGNED=1 opens it unsigned)');
    app.addHook('onRequest', async () => {
      throw new HttpError(503, 'The phone line is not configured');
    });
  } else {
    app.log.warn(
      'PHONE LINE UNSIGNED: VOICE_AUTH_TOKEN is not set, so anyone can post as the telephony provider and raise emergency alerts. Set VOICE_AUTH_TOKEN outside development.',
    );
  }

  const replays = new ReplayGuard(db, { maxCallMs: config.voiceMaxCallMs, callMemoryMs: 30 * 24 * 60 * 60_000 });
  app.addHook('preHandler', async (request) => {
    const form = validatedForm(request);
    const verdict = await replays.check(form.CallSid, request.url, { ...form });
    if (verdict === 'replayed') throw new HttpError(409, 'This request was already received');
    if (verdict === 'call-too-old') throw new HttpError(403, 'This call is too old');
  });

  // One budget per caller number, kept under a hash of it; the address budget (route config) catches a
  // sender who varies the number. createRateLimit is a check to call, so it runs beside the route's own.
  const callerBudget = app.createRateLimit({
    max: config.voiceRatePerCaller,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const from = validatedForm(request).From ?? '';
      return `voice-caller:${createHash('sha256').update(from).digest('base64url')}`;
    },
  });
  const perCaller = async (request: FastifyRequest) => {
    const budget = await callerBudget(request);
    if (!budget.isAllowed && budget.isExceeded)
      throw new HttpError(429, 'Too many requests: please wait a moment and try again');
  };

  const routeOptions = {
    schema: { tags: ['phone-ai'], body: VoiceFormSchema, querystring: VoiceQuerySchema, hide: false },
    config: { rateLimit: { max: config.voiceRatePerAddress, timeWindow: '1 minute' } },
    preHandler: perCaller,
  };

  app.post('/voice', routeOptions, async (_request, reply) => sendXml(reply, welcome(paths)));

  app.post('/voice/keypad', routeOptions, async (_request, reply) => sendXml(reply, keypadMenu(paths)));

  app.post('/voice/answer', routeOptions, async (request, reply) => {
    const form = request.body;
    const keypadMode = request.query.mode === 'keypad';
    const speech = form.SpeechResult?.trim() ?? '';
    const digits = form.Digits?.trim() ?? '';

    let symptoms: string[];
    if (keypadMode) symptoms = symptomsFromDigits(digits);
    else if (!speech && digits === '1') return sendXml(reply, keypadMenu(paths));
    else symptoms = speech ? [speech] : [];

    const result = consult({ symptoms, urgency: 'normal' });
    if (result.explanation.matchedSymptoms.length === 0) return sendXml(reply, notUnderstood(paths));

    let alertRecorded = false;
    // A call raises at most one alert, however many answers it posts.
    if (
      result.triage === 'emergency' &&
      form.From &&
      isPlausiblePhone(form.From) &&
      (await replays.claimAlert(form.CallSid))
    ) {
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
};

export default voiceRoutes;
