// The About page's words: a catalog of its own, in the page's chunk (English) or fetched with it
// (every other language), so its long text never weighs on the first visit of another page. The
// shell's catalog sits under it: the page also uses the shell's words (the Report route's label).
import type { Locale } from '@healthwatch/contracts';
import { type CatalogLoaders, createCatalogs, type Messages } from '../../../../remote-kit/i18n/catalogs';
import { useTranslate } from '../../../../remote-kit/i18n/useTranslate';
import shellEn from '../../i18n/messages/en.json';
import { type ShellMessageId, shellCatalogs } from '../../i18n/shell-catalogs';
import en from './i18n/messages/en.json';

export type AboutMessageId = keyof typeof en | ShellMessageId;

type OtherLocale = Exclude<Locale, 'en'>;

const own: CatalogLoaders = {
  hi: () => import('./i18n/messages/hi.json'),
  es: () => import('./i18n/messages/es.json'),
  'pt-BR': () => import('./i18n/messages/pt-BR.json'),
  fr: () => import('./i18n/messages/fr.json'),
  de: () => import('./i18n/messages/de.json'),
  it: () => import('./i18n/messages/it.json'),
  nl: () => import('./i18n/messages/nl.json'),
  sv: () => import('./i18n/messages/sv.json'),
  nb: () => import('./i18n/messages/nb.json'),
  ja: () => import('./i18n/messages/ja.json'),
};

const underShell = {} as Record<OtherLocale, CatalogLoaders[OtherLocale]>;
for (const locale of Object.keys(own) as OtherLocale[]) {
  underShell[locale] = () =>
    Promise.all([shellCatalogs.load(locale), own[locale]()]).then(([shell, page]) => ({
      default: { ...shell, ...page.default } as Messages,
    }));
}

export const aboutCatalogs = createCatalogs({ ...shellEn, ...en }, underShell);

export const useAboutT = () => useTranslate<AboutMessageId>();
