/**
 * The languages of the supported countries. English is the default and the language of
 * docs/SPEC.md's strings; every other catalog translates English's keys.
 */
export const SUPPORTED_LOCALES = ['en', 'hi', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'sv', 'nb', 'ja'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Where the visitor's choice is kept (localStorage). shell/public/locale-init.js reads the same key. */
export const LOCALE_STORAGE_KEY = 'healthwatch-locale';

/** Each language's name in itself, for the Language select. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  ja: '日本語',
};

/** Languages written right to left; none of the supported ones yet, but <html dir> follows this. */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/** Language subtags that mean a supported locale under another name (Norwegian, Nynorsk -> Bokmål). */
const LANGUAGE_ALIASES: Readonly<Record<string, Locale>> = { no: 'nb', nn: 'nb' };

/**
 * The supported locale that best fits the browser's preferred languages, in their order: an exact
 * tag first ("pt-BR"), else the same language ("pt-PT" or "pt" -> "pt-BR", "en-IN" -> "en"); the
 * default when none fits. Written out rather than taken from @formatjs/intl-localematcher because
 * shell/public/locale-init.js must run the same rule before any bundle loads (a test keeps the two
 * in step), and CLDR's distance tables would cost more than the whole locale list.
 */
export function matchLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    const lower = tag.toLowerCase();
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0] ?? '';
    const sameLanguage =
      SUPPORTED_LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language) ??
      LANGUAGE_ALIASES[language];
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** The saved choice when it is a supported locale, else the best match of the browser's languages. */
export function resolveLocale(saved: string | null, requested: readonly string[]): Locale {
  return isLocale(saved) ? saved : matchLocale(requested);
}
