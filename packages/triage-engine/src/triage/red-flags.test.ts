import type { Symptom } from '@healthwatch/contracts';
import { RED_FLAG_RULES, firedRules, higher } from './red-flags';

const ids = (...s: Symptom[]) => firedRules(new Set(s)).map((r) => r.id);

describe('red-flag rules', () => {
  it('every rule has a source (its advice is a catalog entry: voice/language/advice-words.test.ts)', () => {
    for (const r of RED_FLAG_RULES) expect(r.source.length).toBeGreaterThan(10);
  });

  it('chest pain with shortness of breath is an emergency', () => {
    expect(ids('Chest pain', 'Shortness of breath')).toContain('chest-pain-with-breathlessness');
  });

  it.each<Symptom>(['Sweating', 'Dizziness', 'Nausea'])('chest pain with %s is an emergency', (s) => {
    expect(ids('Chest pain', s)).toContain('chest-pain-with-autonomic-signs');
  });

  it('shortness of breath with dizziness is an emergency', () => {
    expect(ids('Shortness of breath', 'Dizziness')).toContain('breathlessness-with-dizziness');
  });

  it('fever with dizziness (prostration, confusion) is an emergency; fever alone is not', () => {
    expect(ids('Fever', 'Dizziness')).toEqual(['fever-with-dizziness']);
    expect(ids('Fever', 'Headache', 'Body aches')).toEqual([]);
  });

  it('fever with shortness of breath is an emergency (CDC flu and COVID-19 emergency warning signs)', () => {
    expect(ids('Fever', 'Shortness of breath')).toContain('fever-with-breathlessness');
  });

  it.each<Symptom>(['Sweating', 'Nausea'])(
    'shortness of breath with %s is an emergency (heart attack without chest pain)',
    (s) => {
      expect(ids('Shortness of breath', s)).toContain('breathlessness-with-autonomic-signs');
      expect(ids('Shortness of breath', 'Fatigue')).toEqual(['breathlessness']);
    },
  );

  it('chest pain alone or shortness of breath alone needs a doctor', () => {
    expect(ids('Chest pain')).toEqual(['chest-pain']);
    expect(ids('Shortness of breath')).toEqual(['breathlessness']);
  });

  it.each<Symptom>(['Diarrhea', 'Nausea'])(
    'dizziness with %s is an emergency (severe dehydration, dengue warning signs)',
    (s) => {
      expect(ids(s, 'Dizziness')).toEqual(['severe-dehydration']);
      expect(ids(s)).toEqual([]);
    },
  );

  it('fever with chills and sweating needs a malaria test', () => {
    expect(ids('Fever', 'Chills', 'Sweating')).toEqual(['malaria-paroxysm']);
  });

  it('common cold symptoms fire nothing', () => {
    expect(ids('Runny nose', 'Sore throat', 'Cough', 'Fever')).toEqual([]);
  });

  it('fever in an endemic area needs a doctor (malaria test), elsewhere it does not by itself', () => {
    expect(firedRules(new Set<Symptom>(['Fever']), { endemic: true }).map((r) => r.id)).toEqual([
      'fever-in-endemic-area',
    ]);
    expect(ids('Fever')).toEqual([]);
  });

  it('higher() only ever raises', () => {
    expect(higher('self-care', 'emergency')).toBe('emergency');
    expect(higher('emergency', 'self-care')).toBe('emergency');
    expect(higher('see-doctor', 'self-care')).toBe('see-doctor');
  });
});
