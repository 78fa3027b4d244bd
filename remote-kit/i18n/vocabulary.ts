// The words several remotes show — the 15 symptoms, the illness types, the severities — are
// translated once, here, and merged under each remote's own catalog, so the map's filters, the
// report form and the analytics never name the same symptom two ways. Like a remote's own
// catalogs, English is in the bundle and every other language is a chunk fetched when chosen.
import type { Locale } from '@healthwatch/contracts';
import { type CatalogLoaders, type Catalogs, createCatalogs, type Messages } from './catalogs';
import en from './messages/en.json';

export type VocabularyId = keyof typeof en;

const vocabularyLoaders: CatalogLoaders = {
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
};

type OtherLocale = Exclude<Locale, 'en'>;

/** A remote's catalogs with the shared vocabulary under them (a remote's own key wins). */
export function createRemoteCatalogs(english: Messages, own: CatalogLoaders): Catalogs {
  const merged = {} as Record<OtherLocale, CatalogLoaders[OtherLocale]>;
  for (const locale of Object.keys(vocabularyLoaders) as OtherLocale[]) {
    merged[locale] = () =>
      Promise.all([vocabularyLoaders[locale](), own[locale]()]).then(([shared, mine]) => {
        // Both halves come through the same loader (ASTs in a bundle, strings in tests): never mixed.
        return { default: { ...shared.default, ...mine.default } as Messages };
      });
  }
  return createCatalogs({ ...en, ...english }, merged);
}
