import { PHONE_AI_MESSAGES } from '@healthwatch/contracts';

/** docs/SPEC.md §7: the symptoms field is split on commas. */
export function splitSymptoms(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export type TestAction = 'consultation' | 'alert';

/** docs/SPEC.md §5: both the consultation and the emergency alert test need a phone number and symptoms. */
export function validateTestInput(phoneNumber: string, symptomsText: string, action: TestAction): string | null {
  if (phoneNumber.trim() === '' || splitSymptoms(symptomsText).length === 0) {
    return action === 'alert' ? PHONE_AI_MESSAGES.alertMissing : PHONE_AI_MESSAGES.consultationMissing;
  }
  return null;
}
