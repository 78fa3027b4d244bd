// This remote's own messages: English in its bundle, every other language a chunk fetched when
// chosen, so new strings ship with a release of this remote alone.
import { areaAlertsCatalogs } from '@healthwatch/ui-kit/area-alerts/i18n/area-alerts-catalogs';
import { useApiErrorId } from '@healthwatch/ui-kit/i18n/useApiErrorId';
import { useTranslate } from '@healthwatch/ui-kit/i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '@healthwatch/ui-kit/i18n/vocabulary';
import en from './messages/en.json';

export type MessageId = keyof typeof en | VocabularyId;

/**
 * The map also shows the shared area-alerts form, which has catalogs of its own: another
 * language's are fetched with the map's, so the form is in that language as soon as the map is.
 */
export const mapCatalogs = createRemoteCatalogs(en, (locale) =>
  Promise.all([import(`./messages/${locale}.json`), areaAlertsCatalogs.load(locale)]).then(([own]) => own),
);

export const useT = () => useTranslate<MessageId>();

/** `apiError.<code>` of this remote's catalog for an API refusal, or null (the API's own words). */
export const useMapApiErrorId = () => useApiErrorId<MessageId>(en);
