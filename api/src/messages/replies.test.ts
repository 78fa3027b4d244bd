import { SYMPTOMS } from '@healthwatch/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_LANGUAGES } from './grammar';
import { example, keypadList, REPLY_CATALOGS, type ReplyKey, symptomNames, wordReply } from './replies';
import { problemReply } from './service';

/** The argument names a message uses. */
function argumentsOf(message: string): string[] {
  // Element types 1 and 2 of the ICU AST: a plain argument and a number argument.
  return new IntlMessageFormat(message, 'en')
    .getAst()
    .filter((el) => el.type === 1 || el.type === 2)
    .map((el) => (el as { value: string }).value)
    .sort();
}

describe('reply catalogs', () => {
  const keys = Object.keys(REPLY_CATALOGS.en) as ReplyKey[];

  it.each(MESSAGE_LANGUAGES)('%s has exactly English’s keys, each parsing with English’s arguments', (lang) => {
    const catalog = REPLY_CATALOGS[lang];
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
    for (const key of keys)
      expect({ key, args: argumentsOf(catalog[key]) }).toEqual({ key, args: argumentsOf(REPLY_CATALOGS.en[key]) });
  });

  it('names every symptom in every language and lists the keypad numbers in the form’s order', () => {
    for (const lang of MESSAGE_LANGUAGES) {
      expect(symptomNames(lang, [...SYMPTOMS]).split(', ')).toHaveLength(15);
      expect(keypadList(lang)).toMatch(/^1 \S.*, 15 \S/);
    }
    expect(keypadList('en')).toContain('1 Fever, 2 Cough, 3 Sore throat');
  });

  it('words each problem with what to send instead, in the reply language', () => {
    expect(
      wordReply(
        'en',
        problemReply({ problem: 'invalid-postal-code', postalCode: '400001X', country: 'IN' }, 'en', 'IN'),
      ),
    ).toBe('400001X is not a postal code in India (PIN, 6 digits). Send e.g. FEVER COUGH 400001.');
    expect(wordReply('es', problemReply({ problem: 'no-postal-code', symptoms: ['Fever'] }, 'es', 'MX'))).toBe(
      'Añada su código postal, p. ej. FIEBRE TOS 06000.',
    );
    expect(wordReply('en', problemReply({ problem: 'no-country', postalCode: '400001' }, 'en', null))).toContain(
      'FEVER COUGH 400001 IN',
    );
    expect(example('pt', 'BR')).toBe('FEBRE TOSSE 20040-007');
    for (const lang of MESSAGE_LANGUAGES)
      for (const detail of [
        { problem: 'empty' as const },
        { problem: 'too-long' as const, length: 2000 },
        { problem: 'control-characters' as const },
        { problem: 'no-symptoms' as const, words: [] },
        { problem: 'no-symptoms' as const, words: ['hello'] },
      ]) {
        const text = wordReply(lang, problemReply(detail, lang, 'IN'));
        expect(text.length).toBeGreaterThan(30);
        expect(text).not.toMatch(/\{|\}/);
      }
  });
});
