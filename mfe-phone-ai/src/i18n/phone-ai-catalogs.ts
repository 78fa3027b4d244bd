// This remote's own messages: English in its bundle, every other language a chunk of its own
// fetched when chosen, so new strings ship with a release of this remote alone. Symptoms and
// severities come from the shared vocabulary merged under it (@healthwatch/ui-kit/i18n/vocabulary).
import { useApiErrorId } from '@healthwatch/ui-kit/i18n/useApiErrorId';
import { useTranslate } from '@healthwatch/ui-kit/i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '@healthwatch/ui-kit/i18n/vocabulary';
import en from './messages/en.json';

export type MessageId = keyof typeof en | VocabularyId;

export const phoneAiCatalogs = createRemoteCatalogs(en, (locale) => import(`./messages/${locale}.json`));

export const useT = () => useTranslate<MessageId>();

/** `apiError.<code>` of this remote's catalog for an API refusal, or null (the API's own words). */
export const usePhoneAiApiErrorId = () => useApiErrorId<MessageId>(en);

/** Whether this remote's English catalog has `key` (an id the API sent, such as an advice line's). */
export const isPhoneAiMessage = (key: string): key is MessageId => Object.hasOwn(en, key);
