import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ConsultationResult,
  isSymptom,
  type VoiceForm,
  type VoiceLanguage,
  VoiceFollowUpQuerySchema,
  VoiceFormSchema,
  VoiceQuerySchema,
} from '@healthwatch/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/plugin';
import type { AlertService } from '../alerts/service';
import { createHash } from 'node:crypto';
import { isPlausiblePhone } from '../alerts/phone-hash';
import type { PhoneAiConfig } from '../config';
import { consult } from '../engine/consult';
import { callerCountry, callLanguage, LANGUAGE_KEYS } from './language/caller-language';
import { speaker } from './language/speaker';
import { type CallFollowUp, consultationAnswers, decodeFollowUp, keyAnswer, nextQuestion } from './call-follow-up';
import {
  type CallContext,
  dangerQuestionAgain,
  followUpQuestion,
  keypadMenu,
  notUnderstood,
  spokenDangerSign,
  spokenResult,
  symptomsFromDigits,
  symptomsPrompt,
  symptomsPromptUnanswered,
  type VoicePaths,
  welcome,
} from './script';
import { ReplayGuard } from './replay-guard';
import { isValidSignature } from './signature';

export interface VoiceRoutesOptions {
  db: Database;
  config: PhoneAiConfig;
  alerts: AlertService;
  /** The parent plugin's prefix, e.g. /api/phone-ai: the provider needs absolute paths. */
  basePath: string;
}

/** What an alert raised by a 1 to the danger-sign question says for the people who read it. */
export const DANGER_KEY_ALERT = 'Phone line: the caller pressed 1 for a danger sign (which one is not known)';

/** Hooks are not typed per route; every voice route's body has passed VoiceFormSchema before they run. */
function validatedForm(request: FastifyRequest): VoiceForm {
  return request.body as VoiceForm;
}

function sendXml(reply: FastifyReply, xml: string): FastifyReply {
  return reply.type('text/xml; charset=utf-8').send(xml);
}

/**
 * The phone line, TwiML-style: POST /voice greets and asks the danger-sign
 * question by keypad, POST /voice/danger reads that key (1: emergency advice;
 * 2: on to the symptoms, by speech or a keypress), POST /voice/keypad reads a
 * keypad menu, POST /voice/answer maps the answer to symptoms and runs the
 * engine, POST /voice/follow-up asks its follow-up questions one at a time,
 * and the last of them speaks the result. With
 * VOICE_AUTH_TOKEN set every request must carry a valid X-Twilio-Signature;
 * without one the line is closed in production unless VOICE_ALLOW_UNSIGNED=1.
 * Requests are limited per caller and per address, replays are refused, and a
 * call raises at most one emergency alert.
 */
const voiceRoutes: FastifyPluginAsyncTypebox<VoiceRoutesOptions> = async (app, opts) => {
  const { config, alerts, db } = opts;
  const paths: VoicePaths = {
    answer: `${opts.basePath}/voice/answer`,
    keypad: `${opts.basePath}/voice/keypad`,
    danger: `${opts.basePath}/voice/danger`,
    followUp: `${opts.basePath}/voice/follow-up`,
  };

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

  /** Speaks a result, raising the call's one emergency alert first when the triage is an emergency. */
  async function answerWith(
    request: FastifyRequest,
    reply: FastifyReply,
    result: ConsultationResult,
    speak: (result: ConsultationResult, alertRecorded: boolean) => string,
    description?: string,
  ): Promise<FastifyReply> {
    const form = validatedForm(request);
    let alertRecorded = false;
    // A call raises at most one alert, however many answers it posts.
    if (
      result.triage === 'emergency' &&
      form.From &&
      isPlausiblePhone(form.From) &&
      (await replays.claimAlert(form.CallSid))
    ) {
      try {
        await alerts.raise({ phoneNumber: form.From, channel: 'voice', place: {}, result, description });
        alertRecorded = true;
      } catch (err) {
        // The caller must still hear the advice even when the alert cannot be stored.
        request.log.error({ err }, 'voice emergency alert could not be recorded');
      }
    }
    return sendXml(reply, speak(result, alertRecorded));
  }

  /** Asks the next follow-up question, or speaks the answer once all are asked or an emergency shows. */
  async function continueFollowUp(request: FastifyRequest, reply: FastifyReply, state: CallFollowUp) {
    const from = validatedForm(request).From;
    const sp = speaker(callLanguage(state.lang, from));
    const result = consult({
      symptoms: state.heard,
      answers: consultationAnswers(state),
      urgency: 'normal',
      country: callerCountry(from),
      locale: sp.lang,
      ...(state.dangerAnsweredNo ? { dangerSigns: [] } : {}),
    });
    const next = nextQuestion(state);
    // A yes that makes this an emergency ends the questions: the advice must not wait.
    if (next === null || result.triage === 'emergency')
      return answerWith(request, reply, result, (r, alerted) => spokenResult(r, alerted, sp));
    return sendXml(reply, followUpQuestion(paths, state, next, sp));
  }

  const callContext = (query: { danger?: 'no'; lang?: VoiceLanguage }): CallContext => ({
    dangerAnsweredNo: query.danger === 'no',
    ...(query.lang ? { lang: query.lang } : {}),
  });
  /** The caller's language: the keypad choice carried in the URL, else their country code's. */
  const speakerFor = (request: FastifyRequest, chosen: VoiceLanguage | undefined) =>
    speaker(callLanguage(chosen, validatedForm(request).From));

  app.post('/voice', routeOptions, async (request, reply) =>
    sendXml(reply, welcome(paths, speakerFor(request, request.query.lang), callContext(request.query))),
  );

  app.post('/voice/danger', routeOptions, async (request, reply) => {
    const key = request.body.Digits?.trim();
    const chosen = key ? LANGUAGE_KEYS[key] : undefined;
    // 7, 8 or 9: the greeting again in the chosen language, which every later URL then carries.
    if (chosen) return sendXml(reply, welcome(paths, speaker(chosen), { dangerAnsweredNo: false, lang: chosen }));
    const call = callContext(request.query);
    const sp = speakerFor(request, request.query.lang);
    if (key === '1') {
      // One key cannot say which of the signs it is, so the consultation claims none of them: it is
      // the caller's own statement of an emergency (urgency 'emergency', the engine's caller-emergency
      // rule), which is exactly what the key press is. The alert then records that rule, not a sign.
      const result = consult({ symptoms: [], urgency: 'emergency', locale: sp.lang });
      return answerWith(request, reply, result, (r, alerted) => spokenDangerSign(r, alerted, sp), DANGER_KEY_ALERT);
    }
    if (key === '2') return sendXml(reply, symptomsPrompt(paths, { ...call, dangerAnsweredNo: true }, sp));
    return sendXml(
      reply,
      request.query.again === '1' ? symptomsPromptUnanswered(paths, sp, call) : dangerQuestionAgain(paths, sp, call),
    );
  });

  app.post('/voice/keypad', routeOptions, async (request, reply) =>
    sendXml(reply, keypadMenu(paths, callContext(request.query), speakerFor(request, request.query.lang))),
  );

  app.post('/voice/answer', routeOptions, async (request, reply) => {
    const form = request.body;
    const call = callContext(request.query);
    const sp = speakerFor(request, request.query.lang);
    const keypadMode = request.query.mode === 'keypad';
    const speech = form.SpeechResult?.trim() ?? '';
    const digits = form.Digits?.trim() ?? '';

    let symptoms: string[];
    if (keypadMode) symptoms = symptomsFromDigits(digits);
    else if (!speech && digits === '1') return sendXml(reply, keypadMenu(paths, call, sp));
    else symptoms = speech ? [speech] : [];

    const result = consult({
      symptoms,
      urgency: 'normal',
      country: callerCountry(form.From),
      locale: sp.lang,
      ...(call.dangerAnsweredNo ? { dangerSigns: [] } : {}),
    });
    const { matchedSymptoms, deniedSymptoms } = result.explanation;
    if (matchedSymptoms.length === 0) return sendXml(reply, notUnderstood(paths, call, sp));
    const state: CallFollowUp = {
      heard: matchedSymptoms.filter(isSymptom),
      denied: deniedSymptoms.filter(isSymptom),
      ask: (result.followUpQuestions ?? []).filter(isSymptom),
      answers: [],
      dangerAnsweredNo: call.dangerAnsweredNo,
      ...(call.lang ? { lang: call.lang } : {}),
    };
    const first = nextQuestion(state);
    // An emergency is spoken at once; otherwise the engine's questions come first.
    if (result.triage === 'emergency' || first === null)
      return answerWith(request, reply, result, (r, alerted) => spokenResult(r, alerted, sp));
    return sendXml(reply, followUpQuestion(paths, state, first, sp));
  });

  app.post(
    '/voice/follow-up',
    { ...routeOptions, schema: { ...routeOptions.schema, querystring: VoiceFollowUpQuerySchema } },
    async (request, reply) => {
      const state = decodeFollowUp(request.query);
      if ('error' in state) throw new HttpError(400, state.error);
      return continueFollowUp(request, reply, {
        ...state,
        answers: [...state.answers, keyAnswer(request.body.Digits)],
      });
    },
  );
};

export default voiceRoutes;
