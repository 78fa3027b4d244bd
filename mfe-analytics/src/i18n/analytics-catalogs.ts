// This remote's own messages: English in its bundle, every other language a chunk of its own
// fetched when chosen, so new strings ship with a release of this remote alone.
import { useTranslate } from '../../../remote-kit/i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '../../../remote-kit/i18n/vocabulary';
import en from './messages/en.json';

export type MessageId = keyof typeof en | VocabularyId;

export const analyticsCatalogs = createRemoteCatalogs(en, {
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
