// The shell's own messages: English in its bundle (the prerendered pages are English), every other
// language a chunk fetched before the first render in that language (bootstrap.tsx) or on a change.
import { createCatalogs } from '../../../remote-kit/i18n/catalogs';
import { useTranslate } from '../../../remote-kit/i18n/useTranslate';
import en from './messages/en.json';

export type ShellMessageId = keyof typeof en;

export const shellCatalogs = createCatalogs(en, {
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

export const useShellT = () => useTranslate<ShellMessageId>();

/** A suite.json route's navigation label and description, in the visitor's language. */
export const routeLabelId = (path: string) => `route.${path}.label` as ShellMessageId;
export const routeDescriptionId = (path: string) => `route.${path}.description` as ShellMessageId;
