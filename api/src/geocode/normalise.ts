import type { CountryCode } from '@healthwatch/contracts';

/**
 * The lookup key of a postal code: upper case, no spaces or hyphens, cut to
 * the part the gazetteer holds for that country. The same function keys the
 * data and the input, so `111 20`/`11120` (SE), `100-0001`/`1000001` (JP) and
 * `20040-007`/`20040007` (BR) meet.
 */
export function postalKey(country: CountryCode | string, raw: string): string {
  // Fast path for the common already-compact form (the gazetteer's own codes).
  const compact = /^[0-9A-Z]+$/.test(raw) ? raw : raw.toUpperCase().replace(/[\s\-‐-―]+/g, '');
  switch (country) {
    case 'GB':
      // Outward code only: a full code ends with its inward part, digit + 2 letters.
      return compact.length >= 5 && /\d[A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact;
    case 'CA':
      return compact.slice(0, 3); // Forward sortation area
    case 'NL':
      return compact.slice(0, 4); // 4 digits; the letters are not in the data
    case 'US':
      return compact.slice(0, 5); // ZIP+4 → ZIP
    default:
      return compact;
  }
}
