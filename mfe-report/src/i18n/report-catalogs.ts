// This remote's own messages: English in its bundle, every other language a chunk of its own
// fetched when chosen, so new strings ship with a release of this remote alone.
import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../../remote-kit/i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '../../../remote-kit/i18n/vocabulary';
import en from './messages/en.json';

export type MessageId = keyof typeof en | VocabularyId;

export const reportCatalogs = createRemoteCatalogs(en, {
  hi: () => import('./messages/hi.json'),
  es: () => import('./messages/es.json'),
  'pt-BR': () => import('./messages/pt-BR.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
  it: () => import('./messages/it.json'),
  nl: () => import('./messages/nl.json'),
  sv: () => import('./messages/sv.json'),
  nb: () => import('./messages/nb.json'),
  ja: () => import('./messages/ja.json'),
});

export const useT = () => useTranslate<MessageId>();

/**
 * The catalog key of an API error code this form words itself (`apiError.<code>`), or null: the
 * API's own `error` is shown in English (docs/SPEC.md's wording) and for any other code, as for an
 * older API that sends none. The English entries are what translators work from.
 */
export function useApiErrorId(): (code: unknown) => MessageId | null {
  const { locale } = useIntl();
  return useCallback(
    (code: unknown) => {
      const id = `apiError.${String(code)}`;
      return locale !== DEFAULT_LOCALE && typeof code === 'string' && id in en ? (id as MessageId) : null;
    },
    [locale],
  );
}
