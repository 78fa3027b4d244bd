import { useId, useState, type RefObject } from 'react';
import type { AvailableUser, RoomInvitePayload } from '@healthwatch/contracts';
import { formatTime } from '../chat-state/format-time';
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
  const [showUsers, setShowUsers] = useState(false);
  const listId = useId();
  const invitesHeadingId = useId();
  return (
    <div className={styles.body}>
      <h3 ref={headingRef} tabIndex={-1}>
        Hello, {nickname}
      </h3>
      {invites.length > 0 && (
        <section aria-labelledby={invitesHeadingId}>
          <h4 id={invitesHeadingId}>Invitations</h4>
          <ul className={styles.list}>
            {invites.map((invite) => (
              <li key={invite.roomId} className={styles.listItem}>
                <span>{invite.from.nickname} wants to chat with you</span>
                <button type="button" className={styles.primary} onClick={() => onOpenPrivate(invite.from)}>
                  Open chat with {invite.from.nickname}
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
        Send Message to Someone
      </button>
      <div id={listId} hidden={!showUsers}>
        {users.length === 0 ? (
          <p className={styles.hint}>No one else is online right now.</p>
        ) : (
          <ul className={styles.list} aria-label="People online">
            {users.map((user) => (
              <li key={user.id} className={styles.listItem}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={`Chat with ${user.nickname}`}
                  onClick={() => onOpenPrivate(user)}
                >
                  {user.nickname}
                </button>
                <span className={styles.meta}>
                  seen <time dateTime={user.lastSeen}>{formatTime(user.lastSeen)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className={styles.primary} onClick={onJoinGlobal}>
        Join Global Chat Room
      </button>
    </div>
  );
}
