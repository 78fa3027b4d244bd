import { CONDITION_LABELS, type ContentLocale, UNKNOWN_DIAGNOSIS } from '@healthwatch/contracts';
import { SPANISH } from './locales/es';
import { HINDI } from './locales/hi';
import type { Wording } from './wording-shape';

export type { Wording } from './wording-shape';

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
