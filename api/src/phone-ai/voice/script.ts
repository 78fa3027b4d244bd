import {
  type ConsultationResult,
  DANGER_SIGNS,
  SYMPTOMS,
  type Symptom,
  VOICE_LANGUAGES,
  type VoiceLanguage,
} from '@healthwatch/contracts';
import { DISCLAIMER } from '@healthwatch/triage-engine';
import { adviceLine } from './language/advice-words';
import { type CallFollowUp, encodeFollowUp } from './call-follow-up';
import { type MessageKey, type Speaker, speaker } from './language/speaker';
import { gather, hangup, pause, redirect, response } from './twiml';

/** What the phone line says, as TwiML documents. Paths are absolute under the plugin prefix. */
export interface VoicePaths {
  answer: string;
  keypad: string;
  danger: string;
  followUp: string;
  /** The report step after a result: yes or no, then the postal code. */
  report: string;
  reportPlace: string;
}

/** What a call has answered so far that later documents carry in their action URLs. */
export interface CallContext {
  /** The caller pressed 2 to the danger-sign question: the consultation gets `dangerSigns: []`. */
  dangerAnsweredNo: boolean;
  /** A language chosen by keypad; without it the caller's country code decides on every request. */
  lang?: VoiceLanguage;
}

const ENGLISH = speaker('en');
const SPEECH_HINTS = SYMPTOMS.join(', ');

function withQuery(path: string, fields: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) query.set(k, v);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const callFields = (call: CallContext) => ({ danger: call.dangerAnsweredNo ? 'no' : undefined, lang: call.lang });
/** Speech recognition in the caller's language; English keeps the provider's default. */
const hearing = (sp: Speaker): Record<string, string> => (sp.lang === 'en' ? {} : { language: sp.hears });
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const symptomName = (sp: Speaker, s: Symptom) => sp.t(`symptom.${s}` as MessageKey);

/** The danger-sign question: every sign of DANGER_SIGNS, in order, as said on the phone. */
export function dangerQuestion(sp: Speaker = ENGLISH): string {
  const signs = DANGER_SIGNS.map((d) => sp.t(`danger.${d}` as MessageKey));
  const last = sp.t('dangerQuestionLast', { sign: signs.pop()! });
  return sp.t('dangerQuestion', { signs: [...signs, last].join('; ') });
}

export const DANGER_QUESTION = dangerQuestion();

/** The other languages' menu entries, each in its own voice. */
function languageMenu(sp: Speaker): string[] {
  return VOICE_LANGUAGES.filter((l) => l !== sp.lang).map((l) => {
    const other = speaker(l);
    return other.say(other.t('languageOption'));
  });
}

function dangerGather(paths: VoicePaths, again: boolean, sp: Speaker, call: CallContext, ...before: string[]): string {
  const action = withQuery(paths.danger, { again: again ? '1' : undefined, lang: call.lang });
  return response(
    gather({ input: 'dtmf', action, method: 'POST', numDigits: 1, timeout: 8 }, ...before, sp.say(dangerQuestion(sp))),
    // No key: the same action without Digits asks once more, then goes on to the symptoms.
    redirect(action),
  );
}

/** The greeting and the language menu (7, 8, 9), then the danger-sign question before any symptom. */
export function welcome(
  paths: VoicePaths,
  sp: Speaker = ENGLISH,
  call: CallContext = { dangerAnsweredNo: false },
): string {
  return dangerGather(
    paths,
    false,
    sp,
    call,
    sp.say(sp.t('welcome')),
    ...languageMenu(sp),
    sp.say(sp.t('dangerIntro')),
  );
}

/** The danger-sign question asked a second time, after no key or a key other than 1 or 2. */
export function dangerQuestionAgain(
  paths: VoicePaths,
  sp: Speaker = ENGLISH,
  call: CallContext = { dangerAnsweredNo: false },
): string {
  return dangerGather(paths, true, sp, call, sp.say(sp.t('pressOneOrTwo')));
}

/** After the danger-sign question: the symptoms, by speech or (press 1) the keypad. */
export function symptomsPrompt(
  paths: VoicePaths,
  call: CallContext,
  sp: Speaker = ENGLISH,
  ...before: string[]
): string {
  return response(
    ...before,
    gather(
      {
        input: 'speech dtmf',
        action: withQuery(paths.answer, callFields(call)),
        method: 'POST',
        numDigits: 1,
        timeout: 6,
        speechTimeout: 'auto',
        hints: sp.lang === 'en' ? SPEECH_HINTS : SYMPTOMS.map((x) => symptomName(sp, x)).join(', '),
        ...hearing(sp),
      },
      sp.say(sp.t('symptomsPrompt')),
    ),
    sp.say(sp.t('noSpeech')),
    redirect(withQuery(paths.keypad, callFields(call))),
  );
}

/** The danger-sign question went unanswered twice: the symptoms are still heard, with a reminder. */
export function symptomsPromptUnanswered(
  paths: VoicePaths,
  sp: Speaker = ENGLISH,
  call: CallContext = { dangerAnsweredNo: false },
): string {
  return symptomsPrompt(paths, { ...call, dangerAnsweredNo: false }, sp, sp.say(sp.t('dangerUnanswered')));
}

/** The keypad menu: no speech recognition needed. */
export function keypadMenu(paths: VoicePaths, call: CallContext, sp: Speaker = ENGLISH): string {
  const list = SYMPTOMS.map((s, i) =>
    sp.t('keypadItem', { number: i + 1, symptom: capitalised(symptomName(sp, s)) }),
  ).join(' ');
  return response(
    gather(
      {
        input: 'dtmf',
        action: withQuery(paths.answer, { mode: 'keypad', ...callFields(call) }),
        method: 'POST',
        finishOnKey: '#',
        timeout: 10,
      },
      sp.say(sp.t('keypadInstructions')),
      pause(1),
      sp.say(list),
    ),
    sp.say(sp.t('noSymptomsEntered')),
    hangup(),
  );
}

/** "1*4*13" -> Fever, Headache, Dizziness; numbers outside 1..15 are ignored. */
export function symptomsFromDigits(digits: string): Symptom[] {
  const out = new Set<Symptom>();
  for (const part of digits.split(/[*\s]+/)) {
    const n = Number(part);
    const s = Number.isInteger(n) ? SYMPTOMS[n - 1] : undefined;
    if (s) out.add(s);
  }
  return [...out];
}

export function notUnderstood(paths: VoicePaths, call: CallContext, sp: Speaker = ENGLISH): string {
  return response(sp.say(sp.t('notUnderstood')), redirect(withQuery(paths.keypad, callFields(call))));
}

/** One follow-up question by keypad; no key (the redirect) leaves it unanswered and moves on. */
export function followUpQuestion(
  paths: VoicePaths,
  state: CallFollowUp,
  symptom: Symptom,
  sp: Speaker = ENGLISH,
): string {
  const action = `${paths.followUp}?${encodeFollowUp(state)}`;
  const intro = state.answers.length === 0 ? [sp.say(sp.t('followUpIntro'))] : [];
  return response(
    ...intro,
    gather(
      { input: 'dtmf', action, method: 'POST', numDigits: 1, timeout: 6 },
      sp.say(sp.t('followUpQuestion', { symptom: symptomName(sp, symptom) })),
    ),
    redirect(action),
  );
}

/** The advice ends with the not-a-diagnosis disclaimer (the engine's rule); what comes before is said first, at most `max` lines. */
const adviceOf = (result: ConsultationResult, max: number, sp: Speaker) =>
  result.advice
    .filter((id) => id !== DISCLAIMER)
    .slice(0, max)
    .map((id) => adviceLine(sp.lang, id));
const disclaimerOf = (sp: Speaker) => adviceLine(sp.lang, DISCLAIMER);

/**
 * A 1 to the danger-sign question: the emergency advice at once, without a differential (no symptom
 * was heard, and a sign like a stiff neck matters more than any likely illness).
 */
export function spokenDangerSign(result: ConsultationResult, alertRecorded: boolean, sp: Speaker = ENGLISH): string {
  const lines = [sp.t('dangerPressed'), ...adviceOf(result, 2, sp)];
  if (alertRecorded) lines.push(sp.t('alertRecorded'));
  lines.push(disclaimerOf(sp));
  return response(...lines.map((l) => sp.say(l)), sp.say(sp.t('goodbye')), hangup());
}

const conditionLabel = (sp: Speaker, d: { condition: string; label: string }) =>
  sp.lang === 'en' ? d.label : sp.t(`condition.${d.condition}` as MessageKey);

/**
 * The top three as the page shows them, with the symptoms that speak for each:
 * "The causes that fit best: Dengue, 41 percent, for body aches and fever; Influenza, 36 percent, for cough; …".
 */
export function spokenDifferential(result: ConsultationResult, sp: Speaker = ENGLISH): string | null {
  if (result.explanation.matchedSymptoms.length === 0 || result.differential.length === 0) return null;
  const parts = result.differential.map((d) => {
    const share = sp.t('differentialShare', { label: conditionLabel(sp, d), percent: Math.round(d.probability * 100) });
    const symptoms = d.evidence.map((e) => symptomName(sp, e.symptom as Symptom));
    return symptoms.length === 0 ? share : sp.t('differentialFor', { share, symptoms: sp.list(symptoms) });
  });
  return sp.t('causesFitBest', { parts: parts.join('; ') });
}

export function spokenResult(
  result: ConsultationResult,
  alertRecorded: boolean,
  sp: Speaker = ENGLISH,
  ending: readonly string[] = [sp.say(sp.t('goodbye')), hangup()],
): string {
  const lines: string[] = [];
  const heard = result.explanation.matchedSymptoms as Symptom[];
  if (heard.length > 0)
    lines.push(
      sp.t('understood', {
        symptoms: sp.lang === 'en' ? heard.join(', ') : sp.list(heard.map((s) => symptomName(sp, s))),
      }),
    );
  if (result.condition) {
    const diagnosis = sp.lang === 'en' ? result.diagnosis : sp.t(`condition.${result.condition}` as MessageKey);
    lines.push(sp.t('mostLikely', { diagnosis, percent: Math.round(result.confidence * 100) }));
  } else lines.push(sp.t('cannotName'));
  const differential = spokenDifferential(result, sp);
  if (differential) lines.push(differential);
  // Red-flag advice and the triage line come first in the recommendations; a caller can hold only a few sentences.
  lines.push(...adviceOf(result, result.triage === 'emergency' ? 2 : 3, sp));
  if (alertRecorded) lines.push(sp.t('alertRecorded'));
  lines.push(disclaimerOf(sp));
  return response(...lines.map((l) => sp.say(l)), ...ending);
}

const reportQuery = (heard: readonly Symptom[], call: Pick<CallContext, 'lang'>, again = false) =>
  ({
    heard: heard.map((s) => SYMPTOMS.indexOf(s) + 1).join('.'),
    lang: call.lang,
    again: again ? '1' : undefined,
  }) as const;

/** After a result: the offer to add the heard symptoms to the map anonymously (1 yes, 2 or nothing: goodbye). */
export function reportOffer(
  paths: VoicePaths,
  heard: readonly Symptom[],
  call: Pick<CallContext, 'lang'>,
  sp: Speaker = ENGLISH,
): string[] {
  return [
    gather(
      {
        input: 'dtmf',
        action: withQuery(paths.report, reportQuery(heard, call)),
        method: 'POST',
        numDigits: 1,
        timeout: 6,
      },
      sp.say(sp.t('reportOffer')),
    ),
    sp.say(sp.t('goodbye')),
    hangup(),
  ];
}

/** The postal code by keypad, ended with #; asked at most twice. */
export function postalCodePrompt(
  paths: VoicePaths,
  heard: readonly Symptom[],
  call: Pick<CallContext, 'lang'>,
  sp: Speaker = ENGLISH,
  again = false,
  ...before: string[]
): string {
  return response(
    ...before,
    gather(
      {
        input: 'dtmf',
        action: withQuery(paths.reportPlace, reportQuery(heard, call, again)),
        method: 'POST',
        finishOnKey: '#',
        timeout: 10,
      },
      sp.say(sp.t('reportPostalPrompt')),
    ),
    sp.say(sp.t('goodbye')),
    hangup(),
  );
}

/** One last sentence, then goodbye. */
export const sayAndGoodbye = (sp: Speaker, text: string) =>
  response(...(text ? [sp.say(text)] : []), sp.say(sp.t('goodbye')), hangup());

/** Digits one by one, so a voice reads "4 0 0 0 0 1", not "four hundred thousand and one". */
export const spokenDigits = (code: string) => [...code].join(' ');
