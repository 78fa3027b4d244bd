import type { VoiceLanguage } from '@healthwatch/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The caller's country from their number's calling code (and, for +1, the area code: Canada or the
 * United States), or undefined for a withheld or unparseable number.
 */
export function callerCountry(from: string | undefined): string | undefined {
  if (!from) return undefined;
  return parsePhoneNumberFromString(from)?.country;
}

/** Where a caller most likely speaks Hindi or Spanish; everyone else hears English until they choose. */
const BY_COUNTRY: Readonly<Record<string, VoiceLanguage>> = { IN: 'hi', MX: 'es', ES: 'es' };

/** The keypad choice when there is one, else the language of the caller's country code. */
export function callLanguage(chosen: VoiceLanguage | undefined, from: string | undefined): VoiceLanguage {
  if (chosen) return chosen;
  const country = callerCountry(from);
  return (country && BY_COUNTRY[country]) || 'en';
}

/** The keys of the language menu, spoken in the greeting: 7 English, 8 Hindi, 9 Spanish. */
export const LANGUAGE_KEYS: Readonly<Record<string, VoiceLanguage>> = { '7': 'en', '8': 'hi', '9': 'es' };
