import type { RiskLabel } from '@healthwatch/contracts';
import { englishText } from '@healthwatch/ui-kit/i18n/englishText';
import en from '../i18n/messages/en.json';

const say = englishText(en);

/** docs/SPEC.md §2: confidence green at 0.8 or more, yellow at 0.6 or more, otherwise red. */
export type Tone = 'green' | 'yellow' | 'red' | 'grey';

export function confidenceTone(confidence: number): Tone {
  if (confidence >= 0.8) return 'green';
  if (confidence >= 0.6) return 'yellow';
  return 'red';
}

/** The words of levels, in the visitor's language (useLevelWords); English by default. */
export interface LevelWords {
  risk(risk: RiskLabel): string;
  confidence(confidence: number, word: 'high' | 'moderate' | 'low'): string;
}

export const ENGLISH_LEVEL_WORDS: LevelWords = {
  risk: (risk) => say(`level.${risk}`),
  confidence: (confidence, word) => `${Math.round(confidence * 100)}% (${say(`confidence.${word}`)})`,
};

export function confidenceLabel(confidence: number, words: LevelWords = ENGLISH_LEVEL_WORDS): string {
  return words.confidence(confidence, confidence >= 0.8 ? 'high' : confidence >= 0.6 ? 'moderate' : 'low');
}

/** docs/SPEC.md §2: risk high red, medium yellow, low green; no verdict yet is grey. */
export function riskTone(risk: RiskLabel): Tone {
  switch (risk) {
    case 'high':
      return 'red';
    case 'medium':
      return 'yellow';
    case 'low':
      return 'green';
    default:
      return 'grey';
  }
}

export function riskLabel(risk: RiskLabel, words: LevelWords = ENGLISH_LEVEL_WORDS): string {
  return words.risk(risk);
}
