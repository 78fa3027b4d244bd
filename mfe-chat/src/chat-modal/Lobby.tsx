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
  onOpenPrivate: (peer: { id: string; nickname: string }) => void;
  onJoinGlobal: () => void;
}

/** The lobby: pick someone to message privately, answer an invitation, or join the global room. */
export function Lobby({ headingRef, nickname, users, invites, onOpenPrivate, onJoinGlobal }: Props) {
  const t = useT();
  const timeText = useTimeText();
  const [showUsers, setShowUsers] = useState(false);
  const listId = useId();
  const invitesHeadingId = useId();
  return (
    <div className={styles.body}>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('lobby.hello', { name: nickname })}
      </h3>
      {invites.length > 0 && (
        <section aria-labelledby={invitesHeadingId}>
          <h4 id={invitesHeadingId}>{t('lobby.invitations')}</h4>
          <ul className={styles.list}>
            {invites.map((invite) => (
              <li key={invite.roomId} className={styles.listItem}>
                <span>{t('lobby.wantsToChat', { name: invite.from.nickname })}</span>
                <button type="button" className={styles.primary} onClick={() => onOpenPrivate(invite.from)}>
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
                  onClick={() => onOpenPrivate(user)}
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
      <button type="button" className={styles.primary} onClick={onJoinGlobal}>
        {t('lobby.joinGlobal')}
      </button>
    </div>
  );
}
