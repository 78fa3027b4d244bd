import { PHONE_AI_MESSAGES, SYMPTOMS, type Symptom } from '@healthwatch/contracts';

/** docs/SPEC.md §7: the symptoms field is split on commas. */
export function splitSymptoms(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The symptoms the test form sends: those ticked, in the checklist's order, then those typed. */
export function testSymptoms(text: string, ticked: ReadonlySet<Symptom> = new Set()): string[] {
  return [...SYMPTOMS.filter((s) => ticked.has(s)), ...splitSymptoms(text)];
}

export type TestAction = 'consultation' | 'alert';

/**
 * docs/SPEC.md §5: both the consultation and the emergency alert test need a phone number and
 * symptoms (typed or ticked).
 */
export function validateTestInput(
  phoneNumber: string,
  symptomsText: string,
  action: TestAction,
  ticked: ReadonlySet<Symptom> = new Set(),
): string | null {
  if (phoneNumber.trim() === '' || testSymptoms(symptomsText, ticked).length === 0) {
    return action === 'alert' ? PHONE_AI_MESSAGES.alertMissing : PHONE_AI_MESSAGES.consultationMissing;
  }
  return null;
}
