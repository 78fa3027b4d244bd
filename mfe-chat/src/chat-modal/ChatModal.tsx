import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type Announcement,
  CHAT_MODAL_HEIGHT_PX,
  isGlobalRoom,
  isUrgent,
  onAnnouncement,
  onWindowEvent,
  type RemoteProps,
} from '@healthwatch/contracts';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { chatCatalogs, useT } from '../i18n/chat-catalogs';
import type { ChatConnection } from '../chat-client/chat-connection';
import { useChatSession } from '../chat-session/useChatSession';
import { Lobby } from './Lobby';
import { NameStep } from './NameStep';
import { RoomView } from './RoomView';
import { useFocusTrap } from './useFocusTrap';
import styles from './ChatModal.module.css';

export interface ChatModalProps extends RemoteProps {
  /** Replaces the socket.io connection; the default connects to config.chatServerUrl. */
  createConnection?: (url: string) => ChatConnection;
}

/** The Private Chat modal, mounted once by the shell and opened by the 'open-private-chat' window event. */
function ChatModal({ config, toast, theme, createConnection }: ChatModalProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const session = useChatSession({
    url: config.chatServerUrl,
    toast,
    ...(createConnection ? { createConnection } : {}),
  });
  const { state } = session;
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => onWindowEvent('open-private-chat', () => setOpen(true)), []);
  useFocusTrap(dialogRef, open, close);

  // While open, this dialog speaks the suite's notifications from live regions of its own: VoiceOver hears none
  // outside an open modal dialog (contracts' claimAnnouncement). The last few are kept, for reading back.
  const [announcements, setAnnouncements] = useState<(Announcement & { id: number })[]>([]);
  const nextAnnouncement = useRef(0);
  useEffect(() => {
    if (!open) return undefined;
    const stop = onAnnouncement((announcement) => {
      const id = nextAnnouncement.current++;
      setAnnouncements((list) => [...list.slice(-4), { ...announcement, id }]);
    });
    return () => {
      stop();
      setAnnouncements([]);
    };
  }, [open]);
  const spoken = (urgent: boolean) =>
    announcements.filter((a) => isUrgent(a.kind) === urgent).map((a) => <p key={a.id}>{a.message}</p>);

  // Each step replaces the focused control; move focus to the new step's heading so keyboard and
  // screen-reader users know where they are.
  useEffect(() => {
    if (open && state.step !== 'name') headingRef.current?.focus();
  }, [open, state.step, state.room?.id]);

  const lastInviteToasted = useRef<string | null>(null);
  useEffect(() => {
    const latest = state.invites[state.invites.length - 1];
    if (!latest || lastInviteToasted.current === latest.roomId) return;
    lastInviteToasted.current = latest.roomId;
    toast('info', t('modal.invited', { name: latest.from.nickname }));
  }, [state.invites, toast, t]);

  if (!open) return null;
  // The server names rooms in English; the id says which kind a room is.
  const roomName = state.room && (isGlobalRoom(state.room.id) ? t('room.global') : t('room.private'));
  const title = session.peerName ? t('chatWith', { name: session.peerName }) : (roomName ?? t('modal.title'));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog closes it for pointer users; keyboard users close it with Escape or the Close button.
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        style={{ height: CHAT_MODAL_HEIGHT_PX }}
        data-theme={theme}
      >
        <div className={styles.titleBar}>
          <h2 id={titleId}>{t('modal.title')}</h2>
          <button type="button" className={styles.close} aria-label={t('modal.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {state.step === 'name' && <NameStep headingRef={headingRef} onSubmit={session.start} />}
        {state.step === 'lobby' && state.self && (
          <Lobby
            headingRef={headingRef}
            nickname={state.self.nickname}
            users={state.users}
            invites={state.invites}
            onOpenPrivate={session.openPrivate}
            onJoinGlobal={session.joinGlobal}
          />
        )}
        {state.step === 'room' && state.self && state.room && (
          <RoomView
            key={state.room.id}
            headingRef={headingRef}
            title={title}
            selfId={state.self.id}
            messages={state.messages}
            onSend={session.send}
            onLeave={() => void session.leave()}
          />
        )}
        <div className={styles.srOnly} aria-live="polite" aria-relevant="additions">
          {spoken(false)}
        </div>
        <div className={styles.srOnly} aria-live="assertive" aria-relevant="additions">
          {spoken(true)}
        </div>
      </div>
    </div>
  );
}

export default withCatalogs(ChatModal, chatCatalogs);
