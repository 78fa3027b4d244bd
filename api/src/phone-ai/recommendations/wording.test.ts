import { CONDITIONS, CONTENT_LOCALES, DANGER_SIGNS, TRIAGE_LEVELS } from '@healthwatch/contracts';
import { URGENCY_RULES } from '../engine/consult';
import { dangerSignRules } from '../triage/danger-signs';
import { RED_FLAG_RULES } from '../triage/red-flags';
import { CONDITION_ADVICE, DISCLAIMER, TRIAGE_ADVICE, UNKNOWN_ADVICE } from './advice';
import { translateLine, wordingFor } from './wording';

/** Every line buildRecommendations can put in an answer, in English. */
const ENGLISH_LINES = [
  ...Object.values(CONDITION_ADVICE).flat(),
  ...UNKNOWN_ADVICE,
  ...Object.values(TRIAGE_ADVICE),
  DISCLAIMER,
  ...RED_FLAG_RULES.map((r) => r.advice),
  ...dangerSignRules(DANGER_SIGNS).map((r) => r.advice),
  ...Object.values(URGENCY_RULES).map((r) => r.advice),
];

const SCRIPT: Record<'hi' | 'es', RegExp> = {
  hi: /[\u0900-\u097F]/,
  es: /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}°+<>=×]+$/u,
};

describe.each(['hi', 'es'] as const)('consultation wording in %s', (locale) => {
  const wording = wordingFor(locale);

  it('translates every line the engine can recommend, and nothing else', () => {
    const lines = wording.lines ?? {};
    expect(ENGLISH_LINES.filter((line) => !(line in lines))).toEqual([]);
    expect(Object.keys(lines).filter((key) => !ENGLISH_LINES.includes(key))).toEqual([]);
  });

  it('writes each line in the language, never the English text', () => {
    for (const line of ENGLISH_LINES) {
      const translated = translateLine(line, wording);
      expect([line, translated === line]).toEqual([line, false]);
      expect([translated, SCRIPT[locale].test(translated)]).toEqual([translated, true]);
    }
  });

  it('names every condition and the unknown diagnosis', () => {
    for (const c of CONDITIONS) expect(wording.labels[c].length).toBeGreaterThan(2);
    expect(wording.unknownDiagnosis).toMatch(SCRIPT[locale]);
  });

  it('keeps the numbers a line gives (doses, days, hours)', () => {
    for (const line of ENGLISH_LINES) {
      const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect([line, numbers(translateLine(line, wording))]).toEqual([line, numbers(line)]);
    }
  });
});

it('offers a wording for every content locale and triage level', () => {
  for (const locale of CONTENT_LOCALES) expect(wordingFor(locale).labels.flu).toBeTruthy();
  for (const level of TRIAGE_LEVELS) expect(TRIAGE_ADVICE[level]).toBeTruthy();
});
