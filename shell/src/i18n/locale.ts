import { LOCALE_STORAGE_KEY, type Locale, localeDirection, resolveLocale } from '@healthwatch/contracts';

/**
 * The language the page starts in: the saved choice, else the best match of the browser's
 * languages. public/theme-init.js makes the same decision before the first paint (a test keeps
 * the two in step).
 */
export function startLocale(storage: Pick<Storage, 'getItem'> | null, languages: readonly string[]): Locale {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    saved = null;
  }
  return resolveLocale(saved, languages);
}

export function saveLocale(storage: Pick<Storage, 'setItem'> | null, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

/** <html lang> and dir, for screen readers, hyphenation and fonts. */
export function applyLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = localeDirection(locale);
}

/** theme-init.js hides a prerendered English page that is about to be shown in another language. */
export const LOCALE_PENDING_CLASS = 'locale-pending';

export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}
