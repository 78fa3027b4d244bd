import { DEFAULT_LOCALE, type Locale } from '@healthwatch/contracts';
import type { IntlConfig } from 'react-intl';

/** One language's messages by key: ASTs in a bundle (build/icu-ast-loader.js), ICU strings in tests. */
export type Messages = NonNullable<IntlConfig['messages']>;
type Module = { default: Messages };
export type OtherLocale = Exclude<Locale, 'en'>;
/**
 * Fetches one language's messages. A package writes it as
 * `(locale) => import(\`./messages/${locale}.json\`)`: webpack makes each catalog file a chunk
 * of its own, fetched when that language is chosen.
 */
export type CatalogLoader = (locale: OtherLocale) => Promise<Module>;

/** Two catalogs as one language's messages: `under` first, `over` winning on a key both have. */
export function layered(under: CatalogLoader, over: CatalogLoader): CatalogLoader {
  return (locale) =>
    Promise.all([under(locale), over(locale)]).then(([below, above]) => ({
      // Both come through the same loader (ASTs in a bundle, strings in tests): never mixed.
      default: { ...below.default, ...above.default } as Messages,
    }));
}

export interface Catalogs {
  /** The messages of a language already loaded (English always is), else undefined. */
  peek(locale: Locale): Messages | undefined;
  /** The messages of a language, fetched once; the same promise on every call (React's `use` needs it). */
  load(locale: Locale): Promise<Messages>;
}

/**
 * A package's catalogs: English in its bundle (the first visit in English fetches nothing more),
 * every other language loaded on demand and kept.
 */
export function createCatalogs(english: Messages, load: CatalogLoader): Catalogs {
  const loaded = new Map<Locale, Messages>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<Locale, Promise<Messages>>();
  const fetch = (locale: Locale): Promise<Messages> => {
    const english = loaded.get(locale);
    if (english) return Promise.resolve(english);
    return load(locale as OtherLocale).then(
      (module) => {
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (a flaky connection): forget the failure.
        pending.delete(locale);
        throw error;
      },
    );
  };
  return {
    peek: (locale) => loaded.get(locale),
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = fetch(locale);
        pending.set(locale, promise);
      }
      return promise;
    },
  };
}
