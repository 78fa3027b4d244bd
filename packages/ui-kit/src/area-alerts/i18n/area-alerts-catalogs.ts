// The area-alerts form's own messages. The form is shared by the map and analytics remotes, so
// its words live here once, beside it, rather than in either remote's catalog; each language
// is a chunk of the remote that renders the form, fetched when chosen.
import { useApiErrorId } from '../../i18n/useApiErrorId';
import { useTranslate } from '../../i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '../../i18n/vocabulary';
import en from './messages/en.json';

export type AreaAlertsMessageId = keyof typeof en | VocabularyId;

export const areaAlertsCatalogs = createRemoteCatalogs(en, (locale) => import(`./messages/${locale}.json`));

export const useAreaAlertsT = () => useTranslate<AreaAlertsMessageId>();
export const useAreaAlertsApiErrorId = () => useApiErrorId<AreaAlertsMessageId>(en);
