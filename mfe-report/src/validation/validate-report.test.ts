import en from '../i18n/messages/en.json';
import { type SubmissionDraft, validateSubmission as validateToKey, VALIDATION_MESSAGES } from './validate-report';

/** The English words of the rule broken (docs/SPEC.md §5 quotes them). */
const validateSubmission = (draft: SubmissionDraft) => {
  const id = validateToKey(draft);
  return id && (en as Record<string, string>)[id];
};
import type { PostalVerification } from '../postal-check/postal-verification';

const valid: PostalVerification = {
  status: 'valid',
  key: 'US|10001',
  result: {
    city: 'New York',
    state: 'New York',
    country: 'United States',
    countryCode: 'US',
    latitude: 40.75,
    longitude: -73.99,
    attribution: '',
  },
};
const unknown: PostalVerification = { status: 'unknown', key: 'US|10001', note: null };

describe('submit validation in docs/SPEC.md §5 order', () => {
  it('asks for the location first, even when everything else is missing too', () => {
    expect(validateSubmission({ country: '', pinCode: '', symptoms: [], verification: unknown })).toBe(
      en[VALIDATION_MESSAGES.location],
    );
    expect(validateSubmission({ country: 'US', pinCode: '  ', symptoms: [], verification: unknown })).toBe(
      'Please fill in your location details',
    );
    expect(validateSubmission({ country: '', pinCode: '10001', symptoms: ['Fever'], verification: valid })).toBe(
      'Please fill in your location details',
    );
  });

  it('then requires a verified postal code, before symptoms', () => {
    expect(validateSubmission({ country: 'US', pinCode: '10001', symptoms: [], verification: unknown })).toBe(
      'Please enter a valid postal code for your selected country',
    );
    for (const verification of [
      { status: 'checking', key: 'US|10001' },
      { status: 'invalid', key: 'US|10001', message: 'x' },
    ] as PostalVerification[]) {
      expect(validateSubmission({ country: 'US', pinCode: '10001', symptoms: ['Fever'], verification })).toBe(
        en[VALIDATION_MESSAGES.postalCode],
      );
    }
  });

  it('then at least one symptom', () => {
    expect(validateSubmission({ country: 'US', pinCode: '10001', symptoms: [], verification: valid })).toBe(
      'Please select at least one symptom',
    );
    expect(
      validateSubmission({ country: 'US', pinCode: '10001', symptoms: ['Fever'], verification: valid }),
    ).toBeNull();
  });

  it('offline, or with the lookup unavailable, takes a code in the country postal format and verifies it later', () => {
    const unavailable: PostalVerification = { status: 'unknown', key: 'US|10001', note: 'unavailable' };
    const draft = { country: 'US', pinCode: '10001', symptoms: ['Fever'] };
    expect(validateSubmission({ ...draft, verification: unavailable })).toBeNull();
    expect(validateSubmission({ ...draft, verification: unknown, offline: true })).toBeNull();
    expect(
      validateSubmission({ ...draft, verification: { status: 'checking', key: 'US|10001' }, offline: true }),
    ).toBeNull();
    // Not in the format, or already found invalid: refused even offline.
    expect(validateSubmission({ ...draft, pinCode: '1000', verification: unknown, offline: true })).toBe(
      en[VALIDATION_MESSAGES.postalCode],
    );
    expect(
      validateSubmission({
        ...draft,
        verification: { status: 'invalid', key: 'US|10001', message: 'x' },
        offline: true,
      }),
    ).toBe(en[VALIDATION_MESSAGES.postalCode]);
    // Online with the lookup merely not done yet: still the rule of docs/SPEC.md §5.
    expect(validateSubmission({ ...draft, verification: unknown, offline: false })).toBe(
      en[VALIDATION_MESSAGES.postalCode],
    );
  });
});
