import {
  CONDITION_LABELS,
  CONDITIONS,
  DANGER_SIGNS,
  PHONE_AI_MESSAGES,
  SUPPORTED_LOCALES,
  SYMPTOMS,
  UNKNOWN_DIAGNOSIS,
} from '@healthwatch/contracts';
import { questionText } from '../follow-up/follow-up-request';
import { CONDITION_MESSAGES, dangerSignMessage } from './consultation-words';
import { phoneAiCatalogs } from './phone-ai-catalogs';

// The consultation's fixed English ids (contracts) are worded by key: when the engine gains a danger
// sign, a condition or a message, these fail until every catalog words it.
describe('the phone-AI catalogs', () => {
  const english = phoneAiCatalogs.peek('en')!;

  it('say in English exactly what the contracts and the engine say', () => {
    for (const sign of DANGER_SIGNS) expect(english[dangerSignMessage(sign)]).toBe(sign);
    for (const condition of CONDITIONS)
      expect(english[CONDITION_MESSAGES[condition]]).toBe(CONDITION_LABELS[condition]);
    for (const symptom of SYMPTOMS) expect(english[`followUp.${symptom}`]).toBe(questionText(symptom));
    expect(english['diagnosis.unknown']).toBe(UNKNOWN_DIAGNOSIS);
    for (const [key, message] of Object.entries(PHONE_AI_MESSAGES)) expect(english[`error.${key}`]).toBe(message);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    '%s words every danger sign, condition, symptom and follow-up question, none left in English',
    async (locale) => {
      const messages = (await phoneAiCatalogs.load(locale)) as Record<string, string>;
      const ids = [
        ...DANGER_SIGNS.map(dangerSignMessage),
        ...CONDITIONS.map((c) => CONDITION_MESSAGES[c]),
        ...SYMPTOMS.flatMap((s) => [`symptom.${s}`, `followUp.${s}`]),
      ];
      for (const id of ids) {
        expect(typeof messages[id]).toBe('string');
        // COVID-19 and a few names are the same in every language; a whole sentence never is.
        if (id.startsWith('dangerSign.') || id.startsWith('followUp.')) expect(messages[id]).not.toBe(english[id]);
      }
    },
  );
});
