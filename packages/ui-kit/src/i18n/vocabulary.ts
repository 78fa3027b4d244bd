// The words several remotes show — the 15 symptoms, the illness types, the severities — are
// translated once, here, and merged under each remote's own catalog, so the map's filters, the
// report form and the analytics never name the same symptom two ways. Like a remote's own
// catalogs, English is in the bundle and every other language is a chunk fetched when chosen.
import { type CatalogLoader, type Catalogs, createCatalogs, layered, type Messages } from './catalogs';
import en from './messages/en.json';

export type VocabularyId = keyof typeof en;

const vocabulary: CatalogLoader = (locale) => import(`./messages/${locale}.json`);

/** A remote's catalogs with the shared vocabulary under them (a remote's own key wins). */
export function createRemoteCatalogs(english: Messages, own: CatalogLoader): Catalogs {
  return createCatalogs({ ...en, ...english }, layered(vocabulary, own));
}
