import { useId, useState, type RefObject } from 'react';
import type { AvailableUser, RoomInvitePayload } from '@healthwatch/contracts';
import { FormattedMessage } from 'react-intl';
import { type MessageId, useT } from '../i18n/chat-catalogs';
import { useTimeText } from './useMessageText';
import styles from './ChatModal.module.css';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  nickname: string;
  users: AvailableUser[];
  invites: RoomInvitePayload[];
  /** Each resolves to null once in the room, otherwise to the refusal's words. */
  onOpenPrivate: (peer: { id: string; nickname: string }) => Promise<string | null>;
  onJoinGlobal: () => Promise<string | null>;
}

/** The lobby: pick someone to message privately, answer an invitation, or join the global room. */
export function Lobby({ headingRef, nickname, users, invites, onOpenPrivate, onJoinGlobal }: Props) {
  const t = useT();
  const timeText = useTimeText();
  const [showUsers, setShowUsers] = useState(false);
  // Said inside the dialog: a notification is drawn outside it, where a modal dialog hides it from screen readers.
  const [refusal, setRefusal] = useState<string | null>(null);
  const listId = useId();
  const invitesHeadingId = useId();
  const enter = async (request: Promise<string | null>) => {
    setRefusal(null);
    const words = await request;
    if (words !== null) setRefusal(words);
  };
  return (
    <div className={styles.body}>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('lobby.hello', { name: nickname })}
      </h3>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      {invites.length > 0 && (
        <section aria-labelledby={invitesHeadingId}>
          <h4 id={invitesHeadingId}>{t('lobby.invitations')}</h4>
          <ul className={styles.list}>
            {invites.map((invite) => (
              <li key={invite.roomId} className={styles.listItem}>
                <span>{t('lobby.wantsToChat', { name: invite.from.nickname })}</span>
                <button type="button" className={styles.primary} onClick={() => void enter(onOpenPrivate(invite.from))}>
                  {t('lobby.openChatWith', { name: invite.from.nickname })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button
        type="button"
        className={styles.button}
        aria-expanded={showUsers}
        aria-controls={listId}
        onClick={() => setShowUsers((v) => !v)}
      >
        {t('lobby.sendToSomeone')}
      </button>
      <div id={listId} hidden={!showUsers}>
        {users.length === 0 ? (
          <p className={styles.hint}>{t('lobby.noOneOnline')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('lobby.peopleOnline')}>
            {users.map((user) => (
              <li key={user.id} className={styles.listItem}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('chatWith', { name: user.nickname })}
                  onClick={() => void enter(onOpenPrivate(user))}
                >
                  {user.nickname}
                </button>
                <span className={styles.meta}>
                  <FormattedMessage
                    id={'lobby.seen' satisfies MessageId}
                    values={{ time: <time dateTime={user.lastSeen}>{timeText(user.lastSeen)}</time> }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className={styles.primary} onClick={() => void enter(onJoinGlobal())}>
        {t('lobby.joinGlobal')}
      </button>
    </div>
  );
}
