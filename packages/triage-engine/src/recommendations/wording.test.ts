import { CONDITIONS, CONTENT_LOCALES } from '@healthwatch/contracts';
import { wordingFor } from './wording';

// The advice lines' words are catalog entries, tested in voice/language/advice-words.test.ts.
const SCRIPT: Record<'hi' | 'es', RegExp> = {
  hi: /[\u0900-\u097F]/,
  es: /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}°+<>=×]+$/u,
};

describe.each(['hi', 'es'] as const)('consultation wording in %s', (locale) => {
  const wording = wordingFor(locale);

  it('names every condition and the unknown diagnosis', () => {
    for (const c of CONDITIONS) expect(wording.labels[c].length).toBeGreaterThan(2);
    expect(wording.unknownDiagnosis).toMatch(SCRIPT[locale]);
  });
});

it('offers a wording for every content locale', () => {
  for (const locale of CONTENT_LOCALES) expect(wordingFor(locale).labels.flu).toBeTruthy();
});
