import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { createIntl, type IntlShape } from 'react-intl';
import type { Messages } from './catalogs';

export type EnglishText = (id: string, values?: Record<string, string | number>) => string;

/**
 * A catalog's English as text, for plain functions that run outside React (their English
 * defaults, an error's log message). Never index an imported catalog directly: the build hands it
 * over as ASTs (build/icu-ast-loader.js) and tests as ICU strings, and only formatting through
 * react-intl reads both. The formatter is made on first use, off the module's evaluation.
 */
export function englishText(messages: Messages): EnglishText {
  let intl: IntlShape | undefined;
  return (id, values) => {
    intl ??= createIntl({ locale: DEFAULT_LOCALE, messages });
    return intl.formatMessage({ id }, values);
  };
}
