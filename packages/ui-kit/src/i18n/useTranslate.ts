import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** `t(id, values)` for the nearest catalogs, typed by a package's English keys. */
export function useTranslate<Id extends string>(): (id: Id, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: Id, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
