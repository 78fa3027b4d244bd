import { CONDITION_LABELS, type Condition, type ConsultationResult, UNKNOWN_DIAGNOSIS } from '@healthwatch/contracts';
import { DISCLAIMER } from '../recommendations/advice';
import { HINDI } from '../recommendations/locales/hi';
import { SPANISH } from '../recommendations/locales/es';
import { consult, type ConsultationInput } from './consult';

/** Inputs that reach every kind of answer: a clear diagnosis, a pair, none, red flags, danger signs, urgency. */
const CASES: ConsultationInput[] = [
  { symptoms: ['Runny nose', 'Sore throat', 'Cough'], country: 'GB', month: 1 },
  { symptoms: ['Fever', 'Chills', 'Sweating', 'Headache', 'Fatigue'], country: 'IN', month: 8 },
  { symptoms: ['Fever', 'Headache', 'Body aches'], country: 'BR', month: 3 },
  { symptoms: ['Headache'], month: 5 },
  { symptoms: ['Fever', 'Cough', 'Headache', 'Body aches'], country: 'IN', month: 8 },
  { symptoms: ['Chest pain', 'Dizziness'], country: 'DE', month: 4 },
  { symptoms: ['Nausea', 'Diarrhea'], fullChecklist: true, month: 6 },
  { symptoms: ['Fever', 'Cough'], urgency: 'urgent', dangerSigns: ['Stiff neck'], country: 'MX', month: 9 },
  { symptoms: ['Fever', 'Shortness of breath'], urgency: 'emergency', country: 'IN', month: 7 },
];

const withoutLocale = ({ locale: _locale, ...rest }: ConsultationResult) => rest;

describe('consultation answers by locale', () => {
  it.each(CASES.map((c) => [c.symptoms.join(', '), c] as const))(
    '%s: English without a locale, and with locale en only the locale field added',
    (_name, input) => {
      const plain = consult(input);
      expect(plain).not.toHaveProperty('locale');
      expect(plain.advice.at(-1)).toBe(DISCLAIMER);
      const en = consult({ ...input, locale: 'en' });
      expect(en.locale).toBe('en');
      expect(JSON.stringify(withoutLocale(en))).toBe(JSON.stringify(plain));
    },
  );

  it.each([
    ['hi', HINDI],
    ['es', SPANISH],
  ] as const)('%s: the same triage, figures and advice ids, every label translated', (locale, words) => {
    for (const input of CASES) {
      const en = consult(input);
      const translated = consult({ ...input, locale });
      expect(translated.locale).toBe(locale);
      // The engine's verdict does not depend on the language.
      expect([translated.triage, translated.condition, translated.confidence]).toEqual([
        en.triage,
        en.condition,
        en.confidence,
      ]);
      expect(translated.differential.map((d) => [d.condition, d.probability])).toEqual(
        en.differential.map((d) => [d.condition, d.probability]),
      );
      // Advice is ids, the same in every language; the catalogs word them.
      expect(translated.advice).toEqual(en.advice);
      for (const d of translated.differential) expect(d.label).toBe(words.labels[d.condition as Condition]);
      if (en.diagnosis === UNKNOWN_DIAGNOSIS) expect(translated.diagnosis).toBe(words.unknownDiagnosis);
      else if (en.condition && en.diagnosis === CONDITION_LABELS[en.condition as Condition])
        expect(translated.diagnosis).toBe(words.labels[en.condition as Condition]);
      else expect(translated.diagnosis).toContain(words.pair.mostLikely('', '').trim().split(' ')[0]);
    }
  });

  it('names a close pair and what tells it apart in each language', () => {
    const pairs = CASES.map((c) => [
      consult(c),
      consult({ ...c, locale: 'hi' }),
      consult({ ...c, locale: 'es' }),
    ]).filter(([en]) => en!.diagnosis.startsWith('Most likely'));
    expect(pairs.length).toBeGreaterThan(0);
    for (const [en, hi, es] of pairs) {
      expect(en!.diagnosis).toMatch(/^Most likely .+ or .+ — .+ tells them apart$/);
      expect(hi!.diagnosis).toMatch(/^सबसे संभावित .+ या .+ — .+ फ़र्क पता चलता है$/);
      expect(es!.diagnosis).toMatch(/^Lo más probable: .+ o .+ — .+ las distingue$/);
    }
  });
});
