// This remote's own messages: English in its bundle, every other language a chunk of its own
// fetched when chosen, so new strings ship with a release of this remote alone.
import { useApiErrorId } from '@healthwatch/ui-kit/i18n/useApiErrorId';
import { useTranslate } from '@healthwatch/ui-kit/i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '@healthwatch/ui-kit/i18n/vocabulary';
import en from './messages/en.json';

export type MessageId = keyof typeof en | VocabularyId;

export const reportCatalogs = createRemoteCatalogs(en, (locale) => import(`./messages/${locale}.json`));

export const useT = () => useTranslate<MessageId>();

/** `apiError.<code>` of this form's catalog for an API refusal, or null (the API's own words). */
export const useReportApiErrorId = () => useApiErrorId<MessageId>(en);
