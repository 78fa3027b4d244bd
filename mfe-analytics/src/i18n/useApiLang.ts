import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useIntl } from 'react-intl';

/**
 * `lang` for what the API sends in English and the page keeps as it is (the sources' publication
 * titles): "en" on another language's page, so a screen reader speaks it as English (WCAG 3.1.2),
 * else nothing.
 */
export function useApiLang(): 'en' | undefined {
  return useIntl().locale === DEFAULT_LOCALE ? undefined : 'en';
}
