import { CONDITION_LABELS, type Condition, type ContentLocale, UNKNOWN_DIAGNOSIS } from '@healthwatch/contracts';
import { SPANISH } from './locales/es';
import { HINDI } from './locales/hi';

/**
 * The words of a consultation's diagnosis in one language: labels, the unknown label and the
 * sentence naming a close pair. (Advice goes out as ids, worded from the phoneAi remote's catalogs.)
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
};

const WORDINGS: Readonly<Record<ContentLocale, Wording>> = { en: ENGLISH, hi: HINDI, es: SPANISH };

export function wordingFor(locale: ContentLocale): Wording {
  return WORDINGS[locale];
}
