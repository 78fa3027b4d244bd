import { COUNTRIES, type CountryCode } from '@healthwatch/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

const ENGLISH = new Map<string, string>(COUNTRIES.map((c) => [c.code, c.name]));

/**
 * A country's name in the language of the nearest catalogs: docs/SPEC.md's in English, the
 * browser's own (Intl.DisplayNames) in any other, so fifteen names in ten languages need no
 * catalog entries.
 */
export function useCountryName(): (code: CountryCode) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    const english = (code: CountryCode) => ENGLISH.get(code) ?? code;
    if (locale === 'en' || typeof Intl.DisplayNames !== 'function') return english;
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? english(code);
  }, [locale]);
}
