import type { ConsultationResult } from '@healthwatch/contracts';
import { diagnosisWords, problemWords, redFlagWords, symptomWords } from './consultation-words';
import { isPhoneAiMessage } from './phone-ai-catalogs';

/** An answer whose differential names its condition with the label the diagnosis would use. */
const result = (diagnosis: string, condition: string | null, locale?: 'en' | 'hi' | 'es', label = diagnosis) =>
  ({
    diagnosis,
    condition,
    differential: condition ? [{ condition, label, probability: 0.6, evidence: [] }] : [],
    ...(locale ? { locale } : {}),
  }) as unknown as ConsultationResult;
const noCodes = () => null;

describe('the consultation worded by key', () => {
  it("shows the API's diagnosis when it wrote the page's language", () => {
    expect(diagnosisWords(result('Dengue', 'dengue'), 'en')).toEqual({ text: 'Dengue', lang: 'en' });
    expect(diagnosisWords(result('डेंगू', 'dengue', 'hi'), 'hi')).toEqual({ text: 'डेंगू', lang: 'hi' });
  });

  it('words a condition or "unknown" from the catalog when the API answered in English', () => {
    expect(diagnosisWords(result('Influenza (flu)', 'flu', 'en'), 'ja')).toEqual({ id: 'condition.flu' });
    expect(diagnosisWords(result('Malaria', 'malaria'), 'de')).toEqual({ id: 'illness.malaria' });
    expect(diagnosisWords(result('Unknown — not enough information', null), 'ja')).toEqual({
      id: 'diagnosis.unknown',
    });
    // An answer written in Hindi, shown after the visitor switched to Japanese: from the catalog too.
    expect(diagnosisWords(result('इन्फ़्लुएंज़ा (फ़्लू)', 'flu', 'hi'), 'ja')).toEqual({ id: 'condition.flu' });
  });

  it('keeps a close pair, which only the API words, in its own language', () => {
    const pair = 'Most likely Dengue or Malaria — a blood test tells them apart';
    expect(diagnosisWords(result(pair, 'dengue', 'en', 'Dengue'), 'ja')).toEqual({ text: pair, lang: 'en' });
  });

  it('words a ticked danger sign and the engine’s rules by key, an unknown finding in English', () => {
    const fever = { id: 'fever-in-endemic-area', description: 'Fever in an area where malaria and dengue occur' };
    expect(redFlagWords({ id: 'danger-sign-stiff-neck', description: 'Stiff neck' }, isPhoneAiMessage)).toEqual({
      id: 'dangerSign.Stiff neck',
    });
    expect(redFlagWords(fever, isPhoneAiMessage)).toEqual({ id: 'redFlag.fever-in-endemic-area' });
    expect(redFlagWords({ id: 'newer-rule', description: 'A newer finding' }, isPhoneAiMessage)).toEqual({
      text: 'A newer finding',
      lang: 'en',
    });
    expect(symptomWords('Loss of taste/smell')).toEqual({ id: 'symptom.Loss of taste/smell' });
  });

  it("words a refusal by code, then SPEC's messages by key, else the API's text", () => {
    expect(problemWords('Please enter a valid phone number', 'invalid-phone', () => 'apiError.invalid-phone')).toEqual({
      id: 'apiError.invalid-phone',
    });
    expect(problemWords('Network error. Please try again.', undefined, noCodes)).toEqual({ id: 'error.network' });
    expect(problemWords('Please provide phone number and symptoms', 'phone-or-symptoms-missing', noCodes)).toEqual({
      id: 'error.consultationMissing',
    });
    expect(problemWords('Something new', 'brand-new-code', noCodes)).toEqual({ text: 'Something new', lang: 'en' });
  });
});
