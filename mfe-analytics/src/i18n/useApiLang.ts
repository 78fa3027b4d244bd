import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useIntl } from 'react-intl';

/**
 * `lang` for the sentences the API writes into analytics answers, which are English: "en" on
 * another language's page, so a screen reader speaks them as English (WCAG 3.1.2), else nothing.
 */
export function useApiLang(): 'en' | undefined {
  return useIntl().locale === DEFAULT_LOCALE ? undefined : 'en';
}
