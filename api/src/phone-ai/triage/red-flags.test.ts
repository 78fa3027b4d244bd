import type { Symptom } from '@healthwatch/contracts';
import { RED_FLAG_RULES, firedRules, higher } from './red-flags';

const ids = (...s: Symptom[]) => firedRules(new Set(s)).map((r) => r.id);

describe('red-flag rules', () => {
  it('every rule has a source and advice', () => {
    for (const r of RED_FLAG_RULES) {
      expect(r.source.length).toBeGreaterThan(10);
      expect(r.advice.length).toBeGreaterThan(10);
    }
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

  it.each<Symptom>(['Nausea', 'Diarrhea'])('fever with dizziness and %s is an emergency', (s) => {
    expect(ids('Fever', 'Dizziness', s)).toContain('fever-dizziness-vomiting');
    expect(ids('Fever', s)).not.toContain('fever-dizziness-vomiting');
  });

  it('chest pain alone or shortness of breath alone needs a doctor', () => {
    expect(ids('Chest pain')).toEqual(['chest-pain']);
    expect(ids('Shortness of breath')).toEqual(['breathlessness']);
  });

  it('dizziness with diarrhoea or vomiting needs a doctor (dehydration)', () => {
    expect(ids('Diarrhea', 'Dizziness')).toEqual(['dehydration']);
  });

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
