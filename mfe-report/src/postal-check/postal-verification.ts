import type { ErrorCode, GeocodeOutcome, GeocodeResult } from '@healthwatch/contracts';

export type PostalVerification =
  | { status: 'unknown'; key: string | null; note: typeof UNAVAILABLE_NOTE | null }
  | { status: 'checking'; key: string }
  | { status: 'valid'; key: string; result: GeocodeResult }
  /** `message` is the API's; null when the place found is in another country (the form words that). */
  | { status: 'invalid'; key: string; message: string | null; code?: ErrorCode | undefined };

export type PostalAction =
  /** The country or the code changed: whatever was known no longer holds. */
  | { type: 'input'; key: string | null }
  /** The debounce elapsed and a lookup for this key went out. */
  | { type: 'check'; key: string }
  | { type: 'answer'; key: string; country: string; outcome: GeocodeOutcome };

export const UNKNOWN: PostalVerification = { status: 'unknown', key: null, note: null };
/** The lookup could not be made (no connection, the API down): the form may still be sent. */
export const UNAVAILABLE_NOTE = 'unavailable';

/** Identifies one lookup, so an answer for an older code can be recognised and dropped. */
export function verificationKey(country: string, postalCode: string): string | null {
  const code = postalCode.trim();
  return country && code ? `${country}|${code}` : null;
}

/** docs/SPEC.md §4 postal verification: unknown -> checking -> valid | invalid. */
export function postalReducer(state: PostalVerification, action: PostalAction): PostalVerification {
  switch (action.type) {
    case 'input':
      return { status: 'unknown', key: action.key, note: null };
    case 'check':
      return state.key === action.key ? { status: 'checking', key: action.key } : state;
    case 'answer': {
      if (state.key !== action.key || state.status !== 'checking') return state;
      const { outcome } = action;
      if (outcome.kind === 'unavailable') return { status: 'unknown', key: action.key, note: UNAVAILABLE_NOTE };
      if (outcome.kind === 'not-found')
        return { status: 'invalid', key: action.key, message: outcome.message, code: outcome.code };
      // docs/SPEC.md §5: a result counts only if its country code matches the selected country.
      if (outcome.result.countryCode.toUpperCase() !== action.country.toUpperCase()) {
        return { status: 'invalid', key: action.key, message: null };
      }
      return { status: 'valid', key: action.key, result: outcome.result };
    }
  }
}
