import type { Symptom } from '../domain/symptoms';
import {
  CASE_DEFINITION_IDS,
  CASE_DEFINITIONS,
  classifyReport,
  isCaseDefinitionId,
  rateDefinitionOf,
} from './case-definitions';

const meets = (id: keyof typeof CASE_DEFINITIONS, symptoms: Symptom[]) => CASE_DEFINITIONS[id].matches(symptoms);

describe('case definitions', () => {
  it('every definition names its source and what the form cannot ask', () => {
    for (const id of CASE_DEFINITION_IDS) {
      expect(CASE_DEFINITIONS[id].id).toBe(id);
      expect(CASE_DEFINITIONS[id].source.length).toBeGreaterThan(20);
      expect(CASE_DEFINITIONS[id].missing.length).toBeGreaterThan(0);
    }
  });

  it.each<[Symptom[], boolean]>([
    [['Fever', 'Cough'], true],
    [['Fever', 'Cough', 'Headache'], true],
    [['Fever'], false],
    [['Cough'], false],
    [['Fever', 'Sore throat'], false],
    [['Chills', 'Cough'], false],
  ])('WHO ILI: %j → %s', (symptoms, expected) => {
    expect(meets('ili-who', symptoms)).toBe(expected);
  });

  it.each<[Symptom[], boolean]>([
    [['Fever', 'Cough'], true],
    [['Headache', 'Sore throat'], true],
    [['Fatigue', 'Shortness of breath'], true],
    [['Chills', 'Cough'], true],
    [['Body aches', 'Sore throat'], true],
    [['Fever', 'Runny nose'], false],
    [['Cough', 'Sore throat'], false],
    [['Fever', 'Headache'], false],
    [['Diarrhea'], false],
  ])('ECDC ILI: %j → %s', (symptoms, expected) => {
    expect(meets('ili-ecdc', symptoms)).toBe(expected);
  });

  it.each<[Symptom[], boolean]>([
    [['Fever', 'Cough'], true],
    [['Loss of taste/smell'], true],
    [['Fatigue', 'Headache', 'Runny nose'], true],
    [['Nausea', 'Diarrhea', 'Body aches'], true],
    [['Fatigue', 'Headache'], false],
    [['Dizziness', 'Chest pain', 'Sweating'], false],
    [['Fever', 'Chills', 'Sweating'], false],
  ])('COVID-like illness: %j → %s', (symptoms, expected) => {
    expect(meets('cli', symptoms)).toBe(expected);
  });

  it.each<[Symptom[], boolean]>([
    [['Fever', 'Headache', 'Body aches'], true],
    [['Fever', 'Nausea', 'Headache'], true],
    [['Fever', 'Headache'], false],
    [['Headache', 'Body aches', 'Nausea'], false],
    [['Fever', 'Cough', 'Sore throat'], false],
  ])('dengue-like illness: %j → %s', (symptoms, expected) => {
    expect(meets('dli', symptoms)).toBe(expected);
  });

  it.each<[Symptom[], boolean]>([
    [['Diarrhea'], true],
    [['Diarrhea', 'Nausea'], true],
    [['Nausea'], false],
    [['Fever', 'Body aches'], false],
  ])('acute gastroenteritis: %j → %s', (symptoms, expected) => {
    expect(meets('age', symptoms)).toBe(expected);
  });

  it('classifies a report by every definition it meets, in order', () => {
    expect(classifyReport(['Fever', 'Cough'])).toEqual(['ili-who', 'ili-ecdc', 'cli']);
    expect(classifyReport(['Fever', 'Headache', 'Body aches', 'Diarrhea'])).toEqual(['cli', 'dli', 'age']);
    expect(classifyReport(['Runny nose'])).toEqual([]);
  });

  it('knows its ids', () => {
    expect(isCaseDefinitionId('ili-who')).toBe(true);
    expect(isCaseDefinitionId('ili')).toBe(false);
    expect(isCaseDefinitionId(undefined)).toBe(false);
  });

  it("gives an alarm's series the rate of its own syndrome, else WHO's ILI", () => {
    expect(rateDefinitionOf('dengue')).toBe('dli');
    expect(rateDefinitionOf('chikungunya')).toBe('dli');
    expect(rateDefinitionOf('covid')).toBe('cli');
    expect(rateDefinitionOf('flu')).toBe('ili-who');
    for (const id of CASE_DEFINITION_IDS) expect(rateDefinitionOf(id)).toBe(id);
    for (const series of ['all', 'malaria', 'typhoid', 'other', 'unknown'])
      expect(rateDefinitionOf(series)).toBe('ili-who');
  });
});
