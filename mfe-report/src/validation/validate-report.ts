import type { MessageId } from '../i18n/report-catalogs';
import { hasPostalShape, isCountryCode } from '@healthwatch/contracts';
import { type PostalVerification, UNAVAILABLE_NOTE } from '../postal-check/postal-verification';

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
  /** The browser has no connection. */
  offline?: boolean;
}

/**
 * With no connection (or the lookup unavailable) the code cannot be verified now: one in the
 * country's postal format is accepted, kept with the report and verified by the API when it is sent,
 * so a report typed without signal is not refused. One the lookup found invalid never is.
 */
function unverifiable(draft: SubmissionDraft): boolean {
  const { verification, country, pinCode } = draft;
  const cannotCheck =
    draft.offline === true || (verification.status === 'unknown' && verification.note === UNAVAILABLE_NOTE);
  return cannotCheck && verification.status !== 'invalid' && isCountryCode(country) && hasPostalShape(country, pinCode);
}

/** The first rule of docs/SPEC.md §5 the draft breaks, or null when it may be sent. */
export function validateSubmission(draft: SubmissionDraft): MessageId | null {
  if (draft.country.trim() === '' || draft.pinCode.trim() === '') return VALIDATION_MESSAGES.location;
  if (draft.verification.status !== 'valid' && !unverifiable(draft)) return VALIDATION_MESSAGES.postalCode;
  if (draft.symptoms.length === 0) return VALIDATION_MESSAGES.symptoms;
  return null;
}
