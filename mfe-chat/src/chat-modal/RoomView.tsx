import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@healthwatch/contracts';
import { formatTime } from '../chat-state/format-time';
import styles from './ChatModal.module.css';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  selfId: string;
  messages: ChatMessage[];
  onSend: (text: string) => Promise<boolean>;
  onLeave: () => void;
}

function describe(message: ChatMessage): string {
  return message.messageType === 'system' ? message.message : `${message.senderName} says: ${message.message}`;
}

/** An open room: its messages, a send box and Leave Room. */
export function RoomView({ headingRef, title, selfId, messages, onSend, onLeave }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const seenCount = useRef(messages.length);
  const inputId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    // Only messages that arrive while the room is open are announced, and never the visitor's own.
    const fresh = messages.slice(seenCount.current).filter((m) => m.senderId !== selfId);
    seenCount.current = messages.length;
    const latest = fresh[fresh.length - 1];
    if (latest) setAnnouncement(describe(latest));
  }, [messages, selfId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || sending) return;
    setSending(true);
    if (await onSend(text)) setText('');
    setSending(false);
  };

  return (
    <div className={styles.body}>
      <div className={styles.roomHeader}>
        <h3 ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        <button type="button" className={styles.button} onClick={onLeave}>
          Leave Room
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the message log scrolls, so it must take keyboard focus (WCAG 2.1.1). */}
      <ol ref={listRef} className={styles.messages} aria-label="Messages" tabIndex={0}>
        {messages.map((message) =>
          message.messageType === 'system' ? (
            <li key={message.id} className={`${styles.message} ${styles.system}`}>
              {message.message}
            </li>
          ) : (
            <li key={message.id} className={`${styles.message} ${message.senderId === selfId ? styles.own : ''}`}>
              <span className={styles.meta}>
                {message.senderId === selfId ? 'You' : message.senderName} ·{' '}
                <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
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
          <label htmlFor={inputId}>Message</label>
          <input
            id={inputId}
            className={styles.input}
            value={text}
            maxLength={CHAT_MESSAGE_MAX}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.primary} disabled={text.trim() === '' || sending}>
          Send
        </button>
      </form>
    </div>
  );
}
