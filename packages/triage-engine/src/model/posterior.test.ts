import { CONDITIONS, SYMPTOMS } from '@healthwatch/contracts';
import { LIKELIHOODS } from './likelihoods';
import { adjustPriors, basePriors, settingFor } from './priors';
import { likelihoodRatios, posterior, ranked } from './posterior';

describe('likelihood data', () => {
  it('gives every condition a probability strictly between 0 and 1 for all 15 symptoms, and cites sources', () => {
    for (const c of CONDITIONS) {
      const profile = LIKELIHOODS[c];
      expect(profile.sources.length).toBeGreaterThan(0);
      for (const s of SYMPTOMS) {
        expect(profile.likelihood[s]).toBeGreaterThan(0);
        expect(profile.likelihood[s]).toBeLessThan(1);
      }
      for (const s of profile.approx) expect(SYMPTOMS).toContain(s);
    }
  });
});

describe('priors', () => {
  it('uses the endemic setting for India, Brazil, Mexico and an unknown country', () => {
    expect(settingFor('IN')).toBe('endemic');
    expect(settingFor('br')).toBe('endemic');
    expect(settingFor(undefined)).toBe('endemic');
    expect(settingFor('SE')).toBe('non-endemic');
  });

  it('normalises to 1', () => {
    const p = basePriors('endemic');
    expect(CONDITIONS.reduce((s, c) => s + p[c], 0)).toBeCloseTo(1, 10);
  });

  it('moves the prior towards recent local reports (outbreak awareness)', () => {
    const base = basePriors('endemic');
    const adjusted = adjustPriors(base, { dengue: 20 });
    expect(adjusted.dengue).toBeGreaterThan(0.45);
    expect(adjusted.dengue).toBeLessThan(0.55);
    const unchanged = adjustPriors(base, {});
    for (const c of CONDITIONS) expect(unchanged[c]).toBeCloseTo(base[c], 12);
  });
});

describe('posterior', () => {
  const priors = basePriors('endemic');

  it('sums with the unmodelled share to 1', () => {
    const r = posterior(priors, { present: ['Fever', 'Cough'], denied: [], fullChecklist: false });
    expect(CONDITIONS.reduce((s, c) => s + r.conditions[c], 0) + r.unmodelled).toBeCloseTo(1, 10);
  });

  it('with no evidence returns the prior (scaled by the modelled share)', () => {
    const r = posterior(priors, { present: [], denied: [], fullChecklist: false });
    expect(r.conditions.flu / r.conditions.migraine).toBeCloseTo(priors.flu / priors.migraine, 10);
  });

  it('ranks a runny nose with sore throat as a cold and diarrhoea with nausea as gastroenteritis', () => {
    expect(
      ranked(
        posterior(priors, { present: ['Runny nose', 'Sore throat'], denied: [], fullChecklist: false }).conditions,
      )[0]!.condition,
    ).toBe('common-cold');
    expect(
      ranked(posterior(priors, { present: ['Nausea', 'Diarrhea'], denied: [], fullChecklist: false }).conditions)[0]!
        .condition,
    ).toBe('gastroenteritis');
  });

  it('counts absent symptoms only with a full checklist', () => {
    const present = ['Fever', 'Headache', 'Body aches', 'Nausea'] as const;
    const mentioned = posterior(priors, { present: [...present], denied: [], fullChecklist: false });
    const checklist = posterior(priors, { present: [...present], denied: [], fullChecklist: true });
    // Without cough or runny nose, flu and cold lose ground once absence counts.
    expect(checklist.conditions.flu).toBeLessThan(mentioned.conditions.flu);
    expect(checklist.conditions.dengue).toBeGreaterThan(mentioned.conditions.dengue);
  });

  it('treats a denied symptom as evidence of absence', () => {
    const base = posterior(priors, { present: ['Fever', 'Headache'], denied: [], fullChecklist: false });
    const noCough = posterior(priors, { present: ['Fever', 'Headache'], denied: ['Cough'], fullChecklist: false });
    expect(noCough.conditions.flu).toBeLessThan(base.conditions.flu);
  });

  it('gives a pattern none of the conditions explains to the unmodelled share', () => {
    const r = posterior(priors, { present: ['Chest pain', 'Shortness of breath'], denied: [], fullChecklist: false });
    expect(r.unmodelled).toBeGreaterThan(0.5);
  });

  it('explains which symptoms point at a condition', () => {
    const lr = likelihoodRatios('dengue', priors, ['Fever', 'Runny nose']);
    expect(lr[0]!.symptom).toBe('Fever');
    expect(lr[0]!.likelihoodRatio).toBeGreaterThan(1);
    expect(lr[1]!.likelihoodRatio).toBeLessThan(1);
  });
});
