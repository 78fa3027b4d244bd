// This remote's own messages: English in its bundle, every other language a chunk of its own
// fetched when chosen, so new strings ship with a release of this remote alone.
import type { ChatRefusal } from '@healthwatch/contracts';
import { useCallback } from 'react';
import { useApiErrorId } from '@healthwatch/ui-kit/i18n/useApiErrorId';
import { useTranslate } from '@healthwatch/ui-kit/i18n/useTranslate';
import { createRemoteCatalogs, type VocabularyId } from '@healthwatch/ui-kit/i18n/vocabulary';
import en from './messages/en.json';

export type MessageId = keyof typeof en | VocabularyId;

export const chatCatalogs = createRemoteCatalogs(en, (locale) => import(`./messages/${locale}.json`));

export const useT = () => useTranslate<MessageId>();

/**
 * The words of a chat server's refusal: its code's message in the visitor's language (`apiError.<code>`
 * holds the chat codes here), else — in English, or for a code this release does not know — the
 * server's own `error`.
 */
export function useRefusalText(): (refusal: Pick<ChatRefusal, 'error' | 'code' | 'params'>) => string {
  const t = useT();
  const idOf = useApiErrorId<MessageId>(en);
  return useCallback(
    (refusal) => {
      const id = idOf(refusal.code);
      return id ? t(id, refusal.params) : refusal.error;
    },
    [t, idOf],
  );
}
