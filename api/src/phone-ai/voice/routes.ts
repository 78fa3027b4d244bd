import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ConsultationResult,
  type CountryCode,
  isSymptom,
  type Symptom,
  type VoiceForm,
  type VoiceLanguage,
  VoiceFollowUpQuerySchema,
  VoiceFormSchema,
  VoiceQuerySchema,
  VoiceReportQuerySchema,
  findCountry,
  isCountryCode,
} from '@healthwatch/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/plugin';
import type { AlertService } from '../alerts/service';
import { createHash } from 'node:crypto';
import { isPlausiblePhone, providerIdKey } from '../alerts/phone-hash';
import type { PhoneAiConfig } from '../config';
import { consult } from '@healthwatch/triage-engine';
import { callerCountry, callLanguage, LANGUAGE_KEYS } from './language/caller-language';
import { type Speaker, speaker } from './language/speaker';
import {
  type CallFollowUp,
  consultationAnswers,
  decodeFollowUp,
  keyAnswer,
  nextQuestion,
  symptomsFromNumbers,
} from './call-follow-up';
import {
  type CallContext,
  dangerQuestionAgain,
  followUpQuestion,
  keypadMenu,
  notUnderstood,
  postalCodePrompt,
  reportOffer,
  sayAndGoodbye,
  spokenDangerSign,
  spokenDigits,
  spokenResult,
  symptomsFromDigits,
  symptomsPrompt,
  symptomsPromptUnanswered,
  type VoicePaths,
  welcome,
} from './script';
import { ReplayGuard } from './replay-guard';
import { requireProviderSignature } from './signature';

export interface VoiceRoutesOptions {
  db: Database;
  config: PhoneAiConfig;
  alerts: AlertService;
  /** The parent plugin's prefix, e.g. /api/phone-ai: the provider needs absolute paths. */
  basePath: string;
  /** Files the caller's report after a consultation (the text-message line's service); without it no offer is made. */
  reports?: CallReports | undefined;
}

/** Files a caller's report by the web route's rules: the text-message line's service (messages/service.ts). */
export interface CallReports {
  report(
    report: { symptoms: Symptom[]; illness: 'unknown'; country: CountryCode; postalCode: string },
    ctx: { channel: 'voice'; lang: VoiceLanguage; key: string; senderKey?: string },
    log: FastifyBaseLogger,
  ): Promise<{ reportId?: string; reply: { code: string } | null }>;
  /** The caller's number hash (never stored): one number is one source of an alert's excess. */
  senderKey(from: string): string;
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
    report: `${opts.basePath}/voice/report`,
    reportPlace: `${opts.basePath}/voice/report/place`,
  };
  const reports = opts.reports;

  /**
   * The result, then the offer to put the heard symptoms on the map. Not after an emergency: that
   * caller must hang up and call for help, not press keys.
   */
  const resultThenOffer =
    (sp: Speaker, lang: VoiceLanguage | undefined) => (result: ConsultationResult, alerted: boolean) => {
      const heard = result.explanation.matchedSymptoms.filter(isSymptom);
      if (!reports || heard.length === 0 || result.triage === 'emergency') return spokenResult(result, alerted, sp);
      return spokenResult(result, alerted, sp, reportOffer(paths, heard, { lang }, sp));
    };

  requireProviderSignature(app, {
    authToken: config.voiceAuthToken,
    publicUrl: config.voicePublicUrl,
    production: config.production,
    allowUnsigned: config.voiceAllowUnsigned,
    words: {
      // Without a token anyone could pose as the provider; in production the line stays closed instead.
      closedLog: 'phone line closed: VOICE_AUTH_TOKEN is not set (VOICE_ALLOW_UNSIGNED=1 opens it unsigned)',
      closedError: 'The phone line is not configured',
      unsignedWarning:
        'PHONE LINE UNSIGNED: VOICE_AUTH_TOKEN is not set, so anyone can post as the telephony provider and raise emergency alerts. Set VOICE_AUTH_TOKEN outside development.',
    },
  });

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
      return answerWith(request, reply, result, resultThenOffer(sp, state.lang));
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
      return answerWith(request, reply, result, resultThenOffer(sp, call.lang));
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

  const reportOptions = { ...routeOptions, schema: { ...routeOptions.schema, querystring: VoiceReportQuerySchema } };

  // 1 after the result: the postal code by keypad; anything else ends the call.
  app.post('/voice/report', reportOptions, async (request, reply) => {
    const sp = speakerFor(request, request.query.lang);
    const heard = symptomsFromNumbers(request.query.heard);
    if (request.body.Digits?.trim() !== '1' || !heard || !reports) return sendXml(reply, sayAndGoodbye(sp, ''));
    return sendXml(reply, postalCodePrompt(paths, heard, { lang: request.query.lang }, sp));
  });

  // The postal code: stored once per call (the CallSid is the writer's idempotency key), by the web route's rules.
  app.post('/voice/report/place', reportOptions, async (request, reply) => {
    const form = request.body;
    const lang = request.query.lang;
    const sp = speakerFor(request, lang);
    const heard = symptomsFromNumbers(request.query.heard);
    if (!heard || !reports) return sendXml(reply, sayAndGoodbye(sp, ''));
    const country = callerCountry(form.From);
    if (!country || !isCountryCode(country)) return sendXml(reply, sayAndGoodbye(sp, sp.t('reportNoCountry')));
    const code = (form.Digits ?? '').replace(/[^0-9]/g, '');
    const filed = await reports.report(
      { symptoms: heard, illness: 'unknown', country, postalCode: code },
      // The caller's number hash (never stored) is the report's source, as a text message's sender is: one caller
      // phoning again and again is one source of an alert's excess (docs/DESIGN.md "What bounds an alert").
      {
        channel: 'voice',
        lang: sp.lang,
        key: providerIdKey('call', form.CallSid),
        senderKey: reports.senderKey(form.From!),
      },
      request.log,
    );
    const outcome = filed.reply?.code;
    if (filed.reportId !== undefined)
      return sendXml(reply, sayAndGoodbye(sp, sp.t('reportRecorded', { code: spokenDigits(code) })));
    if (outcome !== 'invalidPostalCode' && outcome !== 'postalCodeNotFound')
      return sendXml(reply, sayAndGoodbye(sp, sp.t('reportUnavailable')));
    const bad = { code: spokenDigits(code) || '-', country: findCountry(country)?.name ?? country };
    // Asked twice at most: a second wrong code ends the call without a report.
    if (request.query.again === '1') return sendXml(reply, sayAndGoodbye(sp, sp.t('reportGaveUp', bad)));
    return sendXml(reply, postalCodePrompt(paths, heard, { lang }, sp, true, sp.say(sp.t('reportBadPostal', bad))));
  });
};

export default voiceRoutes;
