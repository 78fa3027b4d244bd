import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@healthwatch/contracts';
import { useT } from '../i18n/chat-catalogs';
import { useMessageText, useTimeText } from './useMessageText';
import styles from './ChatModal.module.css';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  selfId: string;
  messages: ChatMessage[];
  /** Null once sent; otherwise why not. */
  onSend: (text: string) => Promise<string | null>;
  onLeave: () => void;
}

/** An open room: its messages, a send box and Leave Room. */
export function RoomView({ headingRef, title, selfId, messages, onSend, onLeave }: Props) {
  const t = useT();
  const messageText = useMessageText();
  const timeText = useTimeText();
  const describe = (message: ChatMessage): string =>
    message.messageType === 'system'
      ? messageText(message)
      : t('room.says', { name: message.senderName, message: message.message });
  const describeRef = useRef(describe);
  describeRef.current = describe;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const seenCount = useRef(messages.length);
  const inputId = useId();
  const failureId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    // Only messages that arrive while the room is open are announced, and never the visitor's own.
    const fresh = messages.slice(seenCount.current).filter((m) => m.senderId !== selfId);
    seenCount.current = messages.length;
    const latest = fresh[fresh.length - 1];
    if (latest) setAnnouncement(describeRef.current(latest));
  }, [messages, selfId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || sending) return;
    setSending(true);
    setFailure(null);
    // A message that was not sent stays in the box, to send again.
    const reason = await onSend(text);
    if (reason === null) setText('');
    else setFailure(t('room.sendFailed', { reason }));
    setSending(false);
  };

  return (
    <div className={styles.body}>
      <div className={styles.roomHeader}>
        <h3 ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        <button type="button" className={styles.button} onClick={onLeave}>
          {t('room.leave')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the message log scrolls, so it must take keyboard focus (WCAG 2.1.1). */}
      <ol ref={listRef} className={styles.messages} aria-label={t('room.messages')} tabIndex={0}>
        {messages.map((message) =>
          message.messageType === 'system' ? (
            <li key={message.id} className={`${styles.message} ${styles.system}`}>
              {messageText(message)}
            </li>
          ) : (
            <li key={message.id} className={`${styles.message} ${message.senderId === selfId ? styles.own : ''}`}>
              <span className={styles.meta}>
                {message.senderId === selfId ? t('room.you') : message.senderName} ·{' '}
                <time dateTime={message.timestamp}>{timeText(message.timestamp)}</time>
              </span>
              <p>{message.message}</p>
            </li>
          ),
        )}
      </ol>
      <div className={styles.srOnly} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <form className={styles.sendForm} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={inputId}>{t('room.messageLabel')}</label>
          <input
            id={inputId}
            className={styles.input}
            value={text}
            maxLength={CHAT_MESSAGE_MAX}
            autoComplete="off"
            aria-describedby={failure ? failureId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {failure && (
            <p id={failureId} className={styles.error} role="alert">
              {failure}
            </p>
          )}
        </div>
        <button type="submit" className={styles.primary} disabled={text.trim() === '' || sending}>
          {t('room.send')}
        </button>
      </form>
    </div>
  );
}
