/**
 * Every string in a reply that reads as words (three or more in a row): a reply that the page or
 * the phone line words from catalogs carries codes, ids, dates and figures, never such a string.
 */
export function sentencesIn(value: unknown): string[] {
  if (typeof value === 'string') return /\p{L}+(?:[\s,;:]+\p{L}+){2,}/u.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sentencesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentencesIn);
  return [];
}
