import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * For a package that words API refusals itself: the catalog key `apiError.<code>` of an API
 * error code its catalogs have, or null. In English, and for any other code (as from an
 * older API that sends none), the API's own `error` is shown — docs/SPEC.md's wording. The
 * English entries are what translators work from; a production bundle's English leaves them out
 * (build/icu-ast-loader.js), so the language shown is asked too (it has English's keys:
 * npm run i18n:check).
 */
export function useApiErrorId<Id extends string>(
  english: Readonly<Record<string, unknown>>,
): (code: unknown) => Id | null {
  const { locale, messages } = useIntl();
  return useCallback(
    (code: unknown) => {
      const id = `apiError.${String(code)}`;
      return locale !== DEFAULT_LOCALE && typeof code === 'string' && (id in english || id in messages)
        ? (id as Id)
        : null;
    },
    [locale, english, messages],
  );
}
