import { CONDITION_LABELS, type Condition, type ContentLocale, UNKNOWN_DIAGNOSIS } from '@healthwatch/contracts';
import { SPANISH } from './locales/es';
import { HINDI } from './locales/hi';

/**
 * The words of a consultation answer in one language: the diagnosis (labels, the unknown label,
 * the sentence naming a close pair) and the translation of each English recommendation line.
 * Lines are keyed by their English text, as gettext keys messages by their source text: a changed
 * English line fails the completeness test (wording.test.ts) until every language has it again.
 */
export interface Wording {
  labels: Readonly<Record<Condition, string>>;
  unknownDiagnosis: string;
  /** "Most likely A or B"; the tails say what tells the two apart. */
  pair: {
    mostLikely(a: string, b: string): string;
    bloodTest: string;
    swabTest: string;
    bloodTestFor(condition: string): string;
    course: string;
  };
  /** English line -> this language; null for English itself. */
  lines: Readonly<Record<string, string>> | null;
}

export const ENGLISH: Wording = {
  labels: CONDITION_LABELS,
  unknownDiagnosis: UNKNOWN_DIAGNOSIS,
  pair: {
    mostLikely: (a, b) => `Most likely ${a} or ${b}`,
    bloodTest: 'a blood test tells them apart',
    swabTest: 'a swab test tells them apart',
    bloodTestFor: (condition) => `a blood test for ${condition} tells them apart`,
    course: 'how the illness develops over the next days tells them apart',
  },
  lines: null,
};

const WORDINGS: Readonly<Record<ContentLocale, Wording>> = { en: ENGLISH, hi: HINDI, es: SPANISH };

export function wordingFor(locale: ContentLocale): Wording {
  return WORDINGS[locale];
}

/** One recommendation line in the wording's language; English when a line has no translation. */
export function translateLine(line: string, wording: Wording): string {
  return wording.lines?.[line] ?? line;
}
