import type { MessageId } from '../i18n/report-catalogs';
import type { PostalVerification } from '../postal-check/postal-verification';

/** docs/SPEC.md §5 messages (their words are in the catalogs), checked in this order. */
export const VALIDATION_MESSAGES = {
  location: 'validation.location',
  postalCode: 'validation.postalCode',
  symptoms: 'validation.symptoms',
} as const satisfies Record<string, MessageId>;

export interface SubmissionDraft {
  country: string;
  pinCode: string;
  symptoms: readonly string[];
  verification: PostalVerification;
}

/** The first rule of docs/SPEC.md §5 the draft breaks, or null when it may be sent. */
export function validateSubmission(draft: SubmissionDraft): MessageId | null {
  if (draft.country.trim() === '' || draft.pinCode.trim() === '') return VALIDATION_MESSAGES.location;
  if (draft.verification.status !== 'valid') return VALIDATION_MESSAGES.postalCode;
  if (draft.symptoms.length === 0) return VALIDATION_MESSAGES.symptoms;
  return null;
}
