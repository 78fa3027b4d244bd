import { type ChatMessage, DEFAULT_LOCALE } from '@healthwatch/contracts';
import { formatTime } from '../chat-state/format-time';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/chat-catalogs';

/**
 * A message's text as the visitor reads it: a join/leave notice worded in their language from its
 * facts (names listed the language's way, "and 3 others"), any other message as it was sent. In
 * English the chat server's own sentence is kept.
 */
export function useMessageText(): (message: ChatMessage) => string {
  const intl = useIntl();
  const t = useT();
  return useCallback(
    (message: ChatMessage) => {
      const notice = message.notice;
      if (!notice || intl.locale === DEFAULT_LOCALE) return message.message;
      const others = notice.count - notice.names.length;
      const names = others > 0 ? [...notice.names, t('notice.others', { count: others })] : notice.names;
      return t(notice.kind === 'joined' ? 'notice.joined' : 'notice.left', {
        names: intl.formatList(names, { type: 'conjunction' }),
        count: notice.count,
      });
    },
    [intl, t],
  );
}

/** A message time in the visitor's language, or its words for a time that cannot be read. */
export function useTimeText(): (timestamp: string) => string {
  const { locale } = useIntl();
  const t = useT();
  return useCallback((timestamp: string) => formatTime(timestamp, locale, t('time.invalid')), [locale, t]);
}
