// The About page's words: a catalog of its own, in the page's chunk (English) or fetched with it
// (every other language), so its long text never weighs on the first visit of another page. The
// shell's catalog sits under it: the page also uses the shell's words (the Report route's label).
import { type CatalogLoader, createCatalogs, layered } from '@healthwatch/ui-kit/i18n/catalogs';
import { useTranslate } from '@healthwatch/ui-kit/i18n/useTranslate';
import shellEn from '../../i18n/messages/en.json';
import { type ShellMessageId, shellCatalogs } from '../../i18n/shell-catalogs';
import en from './i18n/messages/en.json';

export type AboutMessageId = keyof typeof en | ShellMessageId;

const own: CatalogLoader = (locale) => import(`./i18n/messages/${locale}.json`);
const shell: CatalogLoader = (locale) => shellCatalogs.load(locale).then((messages) => ({ default: messages }));

export const aboutCatalogs = createCatalogs({ ...shellEn, ...en }, layered(shell, own));

export const useAboutT = () => useTranslate<AboutMessageId>();
