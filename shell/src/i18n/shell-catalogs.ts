// The shell's own messages: English in its bundle (the prerendered pages are English), every other
// language a chunk fetched before the first render in that language (bootstrap.tsx) or on a change.
import { createCatalogs } from '@healthwatch/ui-kit/i18n/catalogs';
import { useTranslate } from '@healthwatch/ui-kit/i18n/useTranslate';
import en from './messages/en.json';

export type ShellMessageId = keyof typeof en;

export const shellCatalogs = createCatalogs(en, (locale) => import(`./messages/${locale}.json`));

export const useShellT = () => useTranslate<ShellMessageId>();

/** A suite.json route's navigation label and description, in the visitor's language. */
export const routeLabelId = (path: string) => `route.${path}.label` as ShellMessageId;
export const routeDescriptionId = (path: string) => `route.${path}.description` as ShellMessageId;
