import { useId } from 'react';
import { emitWindowEvent, type RemoteProps } from '@healthwatch/contracts';
import { describeOnline, type OnlineStatus } from './online-count';
import { useOnlineStatus } from './useOnlineStatus';
import styles from './CommunityPanels.module.css';

export const LIVE_CHAT_UNAVAILABLE = 'Live chat is unavailable right now. Please try again later.';

export interface CommunityPanelsProps extends RemoteProps {
  fetchImpl?: typeof fetch;
}

interface PanelProps {
  title: string;
  pitch: string;
  action: string;
  status: OnlineStatus;
}

function Panel({ title, pitch, action, status }: PanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {status.kind === 'checking' && <p>Checking live chat...</p>}
      {status.kind === 'unavailable' && <p>{LIVE_CHAT_UNAVAILABLE}</p>}
      {status.kind === 'online' && (
        <>
          <p>{pitch}</p>
          <p className={styles.count}>{describeOnline(status.count)}</p>
          <button
            type="button"
            className={styles.button}
            onClick={() => emitWindowEvent('open-private-chat', undefined)}
          >
            {action}
          </button>
        </>
      )}
    </section>
  );
}

/** docs/SPEC.md §2 Connect and Health Community panels, live when the chat server answers. */
export default function CommunityPanels({ config, fetchImpl }: CommunityPanelsProps) {
  const status = useOnlineStatus(config.chatServerUrl, fetchImpl);
  return (
    <div className={styles.panels}>
      <Panel
        title="Connect"
        pitch="Talk one to one with someone who is online, anonymously."
        action="Start a private chat"
        status={status}
      />
      <Panel
        title="Health Community"
        pitch="Share experiences and tips in the global chat room."
        action="Open the community chat"
        status={status}
      />
    </div>
  );
}
