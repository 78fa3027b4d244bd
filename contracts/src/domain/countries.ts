/** A supported country with the postal format shown to visitors (docs/SPEC.md §5). */
export interface CountryOption {
  code: CountryCode;
  name: string;
  /** Human label of the postal format, e.g. "PIN, 6 digits". */
  postalFormat: string;
  example: string;
}

export const COUNTRY_CODES = [
  'IN',
  'US',
  'CA',
  'GB',
  'AU',
  'DE',
  'FR',
  'JP',
  'BR',
  'MX',
  'IT',
  'ES',
  'NL',
  'SE',
  'NO',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRIES: readonly CountryOption[] = [
  { code: 'IN', name: 'India', postalFormat: 'PIN, 6 digits', example: '400001' },
  { code: 'US', name: 'United States', postalFormat: 'ZIP, 5 digits', example: '10001' },
  { code: 'CA', name: 'Canada', postalFormat: 'A1A 1A1', example: 'M5V 3A8' },
  { code: 'GB', name: 'United Kingdom', postalFormat: 'AA1A 1AA', example: 'SW1A 1AA' },
  { code: 'AU', name: 'Australia', postalFormat: '4 digits', example: '2000' },
  { code: 'DE', name: 'Germany', postalFormat: '5 digits', example: '10115' },
  { code: 'FR', name: 'France', postalFormat: '5 digits', example: '75001' },
  { code: 'JP', name: 'Japan', postalFormat: '3-5 digits', example: '100-0001' },
  { code: 'BR', name: 'Brazil', postalFormat: 'CEP, 8 digits', example: '20040-007' },
  { code: 'MX', name: 'Mexico', postalFormat: '5 digits', example: '06000' },
  { code: 'IT', name: 'Italy', postalFormat: 'CAP, 5 digits', example: '00100' },
  { code: 'ES', name: 'Spain', postalFormat: '5 digits', example: '28001' },
  { code: 'NL', name: 'Netherlands', postalFormat: '4 digits + 2 letters', example: '1000 AA' },
  { code: 'SE', name: 'Sweden', postalFormat: '5 digits', example: '111 20' },
  { code: 'NO', name: 'Norway', postalFormat: '4 digits', example: '0001' },
];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function findCountry(code: string): CountryOption | undefined {
  return COUNTRIES.find((c) => c.code === code);
}

/**
 * The shape a postal code must have in each country, forgiving case, spaces and
 * hyphens. This is a plausibility check only; the geocoder decides whether the
 * code exists.
 */
export const POSTAL_PATTERNS: Record<CountryCode, RegExp> = {
  IN: /^\d{6}$/,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z](\s?\d[A-Z]\d)?$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]?(\s?\d[A-Z]{2})?$/i,
  AU: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  JP: /^\d{3}-?(\d{2}|\d{4})?$/,
  BR: /^\d{5}-?\d{3}$/,
  MX: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4}(\s?[A-Z]{2})?$/i,
  SE: /^\d{3}\s?\d{2}$/,
  NO: /^\d{4}$/,
};

export function hasPostalShape(country: CountryCode, postalCode: string): boolean {
  return POSTAL_PATTERNS[country].test(postalCode.trim());
}

/**
 * The keyboard a postal code field asks a phone for: its number pad where the country's codes can be typed as
 * digits alone (separators are optional, see POSTAL_PATTERNS), letters where they hold letters (CA, GB, NL). Read
 * from the country's example and pattern, so a new country needs no second entry.
 */
export function postalInputMode(country: CountryCode): 'numeric' | 'text' {
  const example = findCountry(country)?.example ?? '';
  return !/[a-z]/i.test(example) && hasPostalShape(country, example.replace(/\D/g, '')) ? 'numeric' : 'text';
}
