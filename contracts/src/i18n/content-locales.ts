/**
 * The languages the API's own texts (health tips, consultation recommendations) are written in.
 * English is the default and the language of docs/SPEC.md; a request for any other language
 * gets English and says so.
 */
export const CONTENT_LOCALES = ['en', 'hi', 'es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en';

/**
 * The content locale for a requested language tag: its language subtag when it is one of
 * CONTENT_LOCALES ("hi-IN" -> "hi", "ES" -> "es"), else English ("fr", "pt-BR", "", absent).
 */
export function contentLocaleOf(tag: string | undefined | null): ContentLocale {
  const language = (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (CONTENT_LOCALES as readonly string[]).includes(language)
    ? (language as ContentLocale)
    : DEFAULT_CONTENT_LOCALE;
}
