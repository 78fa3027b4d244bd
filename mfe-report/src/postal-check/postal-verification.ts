import type { GeocodeOutcome, GeocodeResult } from '@healthwatch/contracts';

export type PostalVerification =
  | { status: 'unknown'; key: string | null; note: string | null }
  | { status: 'checking'; key: string }
  | { status: 'valid'; key: string; result: GeocodeResult }
  | { status: 'invalid'; key: string; message: string };

export type PostalAction =
  /** The country or the code changed: whatever was known no longer holds. */
  | { type: 'input'; key: string | null }
  /** The debounce elapsed and a lookup for this key went out. */
  | { type: 'check'; key: string }
  | { type: 'answer'; key: string; country: string; outcome: GeocodeOutcome };

export const UNKNOWN: PostalVerification = { status: 'unknown', key: null, note: null };
export const UNAVAILABLE_NOTE = 'Postal code could not be verified right now';
export const NOT_IN_COUNTRY = 'This postal code is not in the selected country';

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
      if (outcome.kind === 'not-found') return { status: 'invalid', key: action.key, message: outcome.message };
      // docs/SPEC.md §5: a result counts only if its country code matches the selected country.
      if (outcome.result.countryCode.toUpperCase() !== action.country.toUpperCase()) {
        return { status: 'invalid', key: action.key, message: NOT_IN_COUNTRY };
      }
      return { status: 'valid', key: action.key, result: outcome.result };
    }
  }
}
