/** The 15 symptom choices of the report form, in display order (docs/SPEC.md §3). */
export const SYMPTOMS = [
  'Fever',
  'Cough',
  'Sore throat',
  'Headache',
  'Fatigue',
  'Body aches',
  'Runny nose',
  'Nausea',
  'Diarrhea',
  'Loss of taste/smell',
  'Shortness of breath',
  'Chest pain',
  'Dizziness',
  'Chills',
  'Sweating',
] as const;

export type Symptom = (typeof SYMPTOMS)[number];

export function isSymptom(value: unknown): value is Symptom {
  return typeof value === 'string' && (SYMPTOMS as readonly string[]).includes(value);
}
