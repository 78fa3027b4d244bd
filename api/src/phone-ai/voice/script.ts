import { SYMPTOMS, type ConsultationResult, type Symptom } from '@healthwatch/contracts';
import { DISCLAIMER } from '../recommendations/advice';
import { gather, hangup, pause, redirect, response, say } from './twiml';

/** What the phone line says, as TwiML documents. Paths are absolute under the plugin prefix. */
export interface VoicePaths {
  answer: string;
  keypad: string;
}

const SPEECH_HINTS = SYMPTOMS.join(', ');

export function welcome(paths: VoicePaths): string {
  return response(
    gather(
      {
        input: 'speech dtmf',
        action: paths.answer,
        method: 'POST',
        numDigits: 1,
        timeout: 6,
        speechTimeout: 'auto',
        hints: SPEECH_HINTS,
      },
      say(
        'Welcome to the HealthWatch symptom line. If this is an emergency, hang up and call your local emergency number now.',
      ),
      say(
        'After the tone, tell me your symptoms, for example: fever, headache and body aches. Or press 1 to choose your symptoms with the keypad.',
      ),
    ),
    say('I did not hear anything. Let us use the keypad instead.'),
    redirect(paths.keypad),
  );
}

/** The keypad menu: no speech recognition needed. */
export function keypadMenu(paths: VoicePaths): string {
  const list = SYMPTOMS.map((s, i) => `${i + 1}, ${s.replace('/', ' or ')}.`).join(' ');
  return response(
    gather(
      { input: 'dtmf', action: `${paths.answer}?mode=keypad`, method: 'POST', finishOnKey: '#', timeout: 10 },
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

export function notUnderstood(paths: VoicePaths): string {
  return response(say('Sorry, I could not recognise any of the symptoms I know.'), redirect(paths.keypad));
}

/**
 * The top three as the page shows them, with the symptoms that speak for each:
 * "The causes that fit best: Dengue, 41 percent, for body aches and fever; Influenza, 36 percent, for cough; …".
 */
export function spokenDifferential(result: ConsultationResult): string | null {
  if (result.explanation.matchedSymptoms.length === 0 || result.differential.length === 0) return null;
  const parts = result.differential.map((d) => {
    const share = `${d.label}, ${Math.round(d.probability * 100)} percent`;
    const symptoms = d.evidence.map((e) => e.symptom.replace('/', ' or ').toLowerCase());
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
