import { useId } from 'react';
import { emitWindowEvent, type RemoteProps } from '@healthwatch/contracts';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { chatCatalogs, type MessageId, useT } from '../i18n/chat-catalogs';
import type { OnlineStatus } from './online-count';
import { useOnlineStatus } from './useOnlineStatus';
import styles from './CommunityPanels.module.css';

export interface CommunityPanelsProps extends RemoteProps {
  fetchImpl?: typeof fetch;
}

interface PanelProps {
  /** The panel's keys: `<words>.title`, `.pitch` and `.action`. */
  words: 'panels.connect' | 'panels.community';
  status: OnlineStatus;
}

function Panel({ words, status }: PanelProps) {
  const t = useT();
  const word = (part: 'title' | 'pitch' | 'action') => t(`${words}.${part}` satisfies MessageId);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{word('title')}</h2>
      {status.kind === 'checking' && <p>{t('panels.checking')}</p>}
      {status.kind === 'unavailable' && <p>{t('unavailable')}</p>}
      {status.kind === 'online' && (
        <>
          <p>{word('pitch')}</p>
          <p className={styles.count}>{t('panels.online', { count: status.count })}</p>
          <button
            type="button"
            className={styles.button}
            onClick={() => emitWindowEvent('open-private-chat', undefined)}
          >
            {word('action')}
          </button>
        </>
      )}
    </section>
  );
}

/** docs/SPEC.md §2 Connect and Health Community panels, live when the chat server answers. */
function CommunityPanels({ config, fetchImpl }: CommunityPanelsProps) {
  const status = useOnlineStatus(config.chatServerUrl, fetchImpl);
  return (
    <div className={styles.panels}>
      <Panel words="panels.connect" status={status} />
      <Panel words="panels.community" status={status} />
    </div>
  );
}

export default withCatalogs(CommunityPanels, chatCatalogs);
