import { DANGER_SIGNS, SYMPTOMS, type ConsultationResult, type DangerSign, type Symptom } from '@healthwatch/contracts';
import { DISCLAIMER } from '../recommendations/advice';
import { type CallFollowUp, encodeFollowUp } from './call-follow-up';
import { gather, hangup, pause, redirect, response, say } from './twiml';

/** What the phone line says, as TwiML documents. Paths are absolute under the plugin prefix. */
export interface VoicePaths {
  answer: string;
  keypad: string;
  danger: string;
  followUp: string;
}

/** What a call has answered so far that later documents carry in their action URLs. */
export interface CallContext {
  /** The caller pressed 2 to the danger-sign question: the consultation gets `dangerSigns: []`. */
  dangerAnsweredNo: boolean;
}

const SPEECH_HINTS = SYMPTOMS.join(', ');

function withQuery(path: string, fields: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) query.set(k, v);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const dangerField = (call: CallContext) => ({ danger: call.dangerAnsweredNo ? 'no' : undefined });

/** DANGER_SIGNS as said on the phone, in the same order; a sign added there must be worded here. */
const SPOKEN_DANGER_SIGNS: Record<DangerSign, string> = {
  'Stiff neck': 'a stiff neck',
  'Confusion or very hard to wake': 'confusion, or being very hard to wake',
  'Breathless at rest or blue lips': 'trouble breathing at rest, or blue lips',
  'Chest pain or pressure that does not go away': 'chest pain or pressure that does not go away',
  'Bleeding from gums or nose, or blood in vomit or stool':
    'bleeding from the gums or nose, or blood in vomit or stool',
  'Cannot keep fluids down': 'you cannot keep fluids down',
  'Severe belly pain': 'severe belly pain',
  'Fainted or had a seizure': 'you fainted or had a seizure',
  'Rash that does not fade when pressed': 'a rash that does not fade when pressed',
  'Very little or no urine for 12 hours': 'very little or no urine for 12 hours',
  'Face drooping, arm weakness or slurred speech': 'a drooping face, a weak arm, or slurred speech',
};

export const DANGER_QUESTION = `If you have any of these right now: ${DANGER_SIGNS.map((d, i) =>
  i === DANGER_SIGNS.length - 1 ? `or ${SPOKEN_DANGER_SIGNS[d]}` : SPOKEN_DANGER_SIGNS[d],
).join('; ')}. Press 1. If you have none of them, press 2.`;

function dangerGather(paths: VoicePaths, again: boolean, ...before: string[]): string {
  const action = withQuery(paths.danger, { again: again ? '1' : undefined });
  return response(
    gather({ input: 'dtmf', action, method: 'POST', numDigits: 1, timeout: 8 }, ...before, say(DANGER_QUESTION)),
    // No key: the same action without Digits asks once more, then goes on to the symptoms.
    redirect(action),
  );
}

/** The greeting, then the danger-sign question before any symptom. */
export function welcome(paths: VoicePaths): string {
  return dangerGather(
    paths,
    false,
    say(
      'Welcome to the HealthWatch symptom line. If this is an emergency, hang up and call your local emergency number now.',
    ),
    say('First, one question about danger signs.'),
  );
}

/** The danger-sign question asked a second time, after no key or a key other than 1 or 2. */
export function dangerQuestionAgain(paths: VoicePaths): string {
  return dangerGather(paths, true, say('Please press 1 or 2.'));
}

/** After the danger-sign question: the symptoms, by speech or (press 1) the keypad. */
export function symptomsPrompt(paths: VoicePaths, call: CallContext, ...before: string[]): string {
  return response(
    ...before,
    gather(
      {
        input: 'speech dtmf',
        action: withQuery(paths.answer, dangerField(call)),
        method: 'POST',
        numDigits: 1,
        timeout: 6,
        speechTimeout: 'auto',
        hints: SPEECH_HINTS,
      },
      say(
        'After the tone, tell me your symptoms, for example: fever, headache and body aches. Or press 1 to choose your symptoms with the keypad.',
      ),
    ),
    say('I did not hear anything. Let us use the keypad instead.'),
    redirect(withQuery(paths.keypad, dangerField(call))),
  );
}

/** The danger-sign question went unanswered twice: the symptoms are still heard, with a reminder. */
export function symptomsPromptUnanswered(paths: VoicePaths): string {
  return symptomsPrompt(
    paths,
    { dangerAnsweredNo: false },
    say('Let us go on to your symptoms. If any of those danger signs appear, call your local emergency number.'),
  );
}

/** The keypad menu: no speech recognition needed. */
export function keypadMenu(paths: VoicePaths, call: CallContext): string {
  const list = SYMPTOMS.map((s, i) => `${i + 1}, ${s.replace('/', ' or ')}.`).join(' ');
  return response(
    gather(
      {
        input: 'dtmf',
        action: withQuery(paths.answer, { mode: 'keypad', ...dangerField(call) }),
        method: 'POST',
        finishOnKey: '#',
        timeout: 10,
      },
      say(
        'Enter the number of each symptom you have, pressing star between numbers, then press the hash key. For example 1, star, 4, hash, for fever and headache.',
      ),
      pause(1),
      say(list),
    ),
    say('No symptoms were entered. Goodbye, and take care.'),
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

export function notUnderstood(paths: VoicePaths, call: CallContext): string {
  return response(
    say('Sorry, I could not recognise any of the symptoms I know.'),
    redirect(withQuery(paths.keypad, dangerField(call))),
  );
}

const spokenSymptom = (s: string) => s.replace('/', ' or ').toLowerCase();

/** One follow-up question by keypad; no key (the redirect) leaves it unanswered and moves on. */
export function followUpQuestion(paths: VoicePaths, state: CallFollowUp, symptom: Symptom): string {
  const action = `${paths.followUp}?${encodeFollowUp(state)}`;
  const intro = state.answers.length === 0 ? [say('A few quick questions to sharpen the answer.')] : [];
  return response(
    ...intro,
    gather(
      { input: 'dtmf', action, method: 'POST', numDigits: 1, timeout: 6 },
      say(`Do you also have ${spokenSymptom(symptom)}? Press 1 for yes, 2 for no.`),
    ),
    redirect(action),
  );
}

/**
 * A 1 to the danger-sign question: the emergency advice at once, without a differential (no symptom
 * was heard, and a sign like a stiff neck matters more than any likely illness).
 */
export function spokenDangerSign(result: ConsultationResult, alertRecorded: boolean): string {
  const advice = result.recommendations.filter((r) => r !== DISCLAIMER).slice(0, 2);
  const lines = ['You pressed 1: one of those signs needs urgent care.', ...advice];
  if (alertRecorded) lines.push('An emergency alert has been recorded.');
  lines.push(DISCLAIMER);
  return response(...lines.map((l) => say(l)), say('Goodbye, and take care.'), hangup());
}

/**
 * The top three as the page shows them, with the symptoms that speak for each:
 * "The causes that fit best: Dengue, 41 percent, for body aches and fever; Influenza, 36 percent, for cough; …".
 */
export function spokenDifferential(result: ConsultationResult): string | null {
  if (result.explanation.matchedSymptoms.length === 0 || result.differential.length === 0) return null;
  const parts = result.differential.map((d) => {
    const share = `${d.label}, ${Math.round(d.probability * 100)} percent`;
    const symptoms = d.evidence.map((e) => spokenSymptom(e.symptom));
    if (symptoms.length === 0) return share;
    const last = symptoms.pop();
    return `${share}, for ${symptoms.length > 0 ? `${symptoms.join(', ')} and ${last}` : last}`;
  });
  return `The causes that fit best: ${parts.join('; ')}.`;
}

export function spokenResult(result: ConsultationResult, alertRecorded: boolean): string {
  const lines: string[] = [];
  const symptoms = result.explanation.matchedSymptoms.join(', ');
  if (symptoms) lines.push(`I understood: ${symptoms}.`);
  if (result.condition)
    lines.push(
      `The most likely cause is ${result.diagnosis}, with about ${Math.round(result.confidence * 100)} percent confidence.`,
    );
  else lines.push('I cannot name a likely illness from these symptoms alone.');
  const differential = spokenDifferential(result);
  if (differential) lines.push(differential);
  // Red-flag advice and the triage line come first in the recommendations; a caller can hold only a few sentences.
  const advice = result.recommendations.filter((r) => r !== DISCLAIMER).slice(0, result.triage === 'emergency' ? 2 : 3);
  lines.push(...advice);
  if (alertRecorded) lines.push('An emergency alert has been recorded.');
  lines.push(DISCLAIMER);
  return response(...lines.map((l) => say(l)), say('Goodbye, and take care.'), hangup());
}
