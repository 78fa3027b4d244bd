import {
  type FollowUpAnswer,
  SYMPTOMS,
  type Symptom,
  type VoiceFollowUpQuery,
  type VoiceLanguage,
} from '@healthwatch/contracts';

export type KeyAnswer = 'y' | 'n' | 's';

/** Where a call is in its one round of follow-up questions. */
export interface CallFollowUp {
  heard: Symptom[];
  denied: Symptom[];
  ask: Symptom[];
  /** One per question asked so far, in order: yes, no, or skipped (no key or another key). */
  answers: KeyAnswer[];
  /** The caller answered no to the danger-sign question. */
  dangerAnsweredNo: boolean;
  /** A language chosen by keypad. */
  lang?: VoiceLanguage;
}

const numberOf = (s: Symptom) => SYMPTOMS.indexOf(s) + 1;
const numbers = (list: readonly Symptom[]) => list.map(numberOf).join('.');

/** "1.4.13" to Fever, Headache, Dizziness; null when a number names no symptom. */
export function symptomsFromNumbers(text: string | undefined): Symptom[] | null {
  if (!text) return [];
  const list = text.split('.').map((n) => SYMPTOMS[Number(n) - 1]);
  return list.every((s): s is Symptom => s !== undefined) ? list : null;
}

/** The query string of the follow-up action URL (short: symptom numbers, one letter per answer). */
export function encodeFollowUp(state: CallFollowUp): string {
  const query = new URLSearchParams({ heard: numbers(state.heard) });
  if (state.denied.length > 0) query.set('denied', numbers(state.denied));
  query.set('ask', numbers(state.ask));
  if (state.answers.length > 0) query.set('answers', state.answers.join(''));
  if (state.dangerAnsweredNo) query.set('danger', 'no');
  if (state.lang) query.set('lang', state.lang);
  return query.toString();
}

/**
 * The state from a query that has passed VoiceFollowUpQuerySchema, or why it does not hold together
 * (the schema checks each field's form; this checks them against each other): a symptom asked about
 * must not be one already heard or denied, nothing repeats, and there is a question left to ask.
 */
export function decodeFollowUp(query: VoiceFollowUpQuery): CallFollowUp | { error: string } {
  const heard = symptomsFromNumbers(query.heard);
  const denied = symptomsFromNumbers(query.denied);
  const ask = symptomsFromNumbers(query.ask);
  if (!heard || !denied || !ask || heard.length === 0 || ask.length === 0)
    return { error: 'Invalid follow-up state: unknown symptom number' };
  const all = [...heard, ...denied, ...ask];
  if (new Set(all).size !== all.length) return { error: 'Invalid follow-up state: a symptom is listed twice' };
  const answers = [...(query.answers ?? '')] as KeyAnswer[];
  if (answers.length >= ask.length) return { error: 'Invalid follow-up state: every question is already answered' };
  return {
    heard,
    denied,
    ask,
    answers,
    dangerAnsweredNo: query.danger === 'no',
    ...(query.lang ? { lang: query.lang } : {}),
  };
}

/** A keypress to an answer: 1 yes, 2 no, anything else (or none) leaves the question unanswered. */
export function keyAnswer(digits: string | undefined): KeyAnswer {
  const d = digits?.trim();
  return d === '1' ? 'y' : d === '2' ? 'n' : 's';
}

/**
 * The consultation's `answers` for the state: what was denied before the questions (a no, as the
 * engine reads one) and each question answered yes or no; skipped questions are left out.
 */
export function consultationAnswers(state: CallFollowUp): FollowUpAnswer[] {
  const out: FollowUpAnswer[] = state.denied.map((symptom) => ({ symptom, present: false }));
  state.answers.forEach((a, i) => {
    if (a !== 's') out.push({ symptom: state.ask[i]!, present: a === 'y' });
  });
  return out;
}

/** The next symptom to ask about, or null when every question has an answer. */
export function nextQuestion(state: CallFollowUp): Symptom | null {
  return state.ask[state.answers.length] ?? null;
}
