import { DANGER_SIGNS, TRIAGE_LEVELS, VOICE_LANGUAGES } from '@healthwatch/contracts';
import {
  DISCLAIMER,
  dangerSignRules,
  everyConditionAdvice,
  RED_FLAG_RULES,
  ruleAdvice,
  triageAdvice,
  UNKNOWN_ADVICE,
  URGENCY_RULES,
} from '@healthwatch/triage-engine';
import phoneAiEnglish from '@healthwatch/mfe-phone-ai/src/i18n/messages/en.json';
import { adviceLine } from './advice-words';

/** Every advice id buildAdvice can put in an answer. */
const EVERY_ID = [
  ...[...RED_FLAG_RULES, ...dangerSignRules(DANGER_SIGNS), ...Object.values(URGENCY_RULES)].map((r) =>
    ruleAdvice(r.id),
  ),
  ...TRIAGE_LEVELS.map(triageAdvice),
  ...everyConditionAdvice(),
  ...UNKNOWN_ADVICE,
  DISCLAIMER,
];

const SCRIPT: Record<'hi' | 'es', RegExp> = {
  hi: /[\u0900-\u097F]/,
  es: /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}°+<>=×]+$/u,
};
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the phone line speaks the advice from the phoneAi catalogs', () => {
  it('has every advice id in every language the line speaks', () => {
    expect(EVERY_ID).toHaveLength(65);
    for (const lang of VOICE_LANGUAGES)
      for (const id of EVERY_ID) expect([id, adviceLine(lang, id).length > 20]).toEqual([id, true]);
  });

  it('says each line in the language, with the numbers of the English (doses, days, hours)', () => {
    for (const lang of ['hi', 'es'] as const)
      for (const id of EVERY_ID) {
        const line = adviceLine(lang, id);
        expect([id, line === adviceLine('en', id), SCRIPT[lang].test(line)]).toEqual([id, false, true]);
        expect([id, numbers(line)]).toEqual([id, numbers(adviceLine('en', id))]);
      }
  });

  it('speaks the English the page shows in English', () => {
    expect(adviceLine('en', DISCLAIMER)).toMatch(/^This is not a medical diagnosis/);
    expect(adviceLine('en', 'condition.dengue.1')).toMatch(/aspirin or ibuprofen/);
  });

  it('refuses an id without a catalog entry rather than saying nothing', () => {
    expect(() => adviceLine('en', 'condition.dengue.9')).toThrow(/advice.condition.dengue.9/);
  });
});

it("words each red-flag rule's finding in the phoneAi catalogs as the explanation says it in English", () => {
  const english: Readonly<Record<string, string>> = phoneAiEnglish;
  for (const r of [...RED_FLAG_RULES, ...Object.values(URGENCY_RULES)])
    expect([r.id, english[`redFlag.${r.id}`]]).toEqual([r.id, r.description]);
});
