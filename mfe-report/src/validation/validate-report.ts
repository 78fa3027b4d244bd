import type { PostalVerification } from '../postal-check/postal-verification';

/** docs/SPEC.md §5 messages, checked in this order. */
export const VALIDATION_MESSAGES = {
  location: 'Please fill in your location details',
  postalCode: 'Please enter a valid postal code for your selected country',
  symptoms: 'Please select at least one symptom',
} as const;
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit report';

export interface SubmissionDraft {
  country: string;
  pinCode: string;
  symptoms: readonly string[];
  verification: PostalVerification;
}

/** The first rule of docs/SPEC.md §5 the draft breaks, or null when it may be sent. */
export function validateSubmission(draft: SubmissionDraft): string | null {
  if (draft.country.trim() === '' || draft.pinCode.trim() === '') return VALIDATION_MESSAGES.location;
  if (draft.verification.status !== 'valid') return VALIDATION_MESSAGES.postalCode;
  if (draft.symptoms.length === 0) return VALIDATION_MESSAGES.symptoms;
  return null;
}
