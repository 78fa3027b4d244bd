import { useCallback, useEffect, useRef, useState } from 'react';
import { emitWindowEvent, onWindowEvent } from '@healthwatch/contracts';
import { useShellT } from '../i18n/shell-catalogs';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { useShellServices } from '../remote-slot/ShellContext';

/** Tells the visitor why Private Chat did nothing when the chat remote is down. */
function ChatUnavailableNotice() {
  const { remoteProps } = useShellServices();
  const t = useShellT();
  useEffect(
    () => onWindowEvent('open-private-chat', () => remoteProps.toast('warning', t('community.privateChatUnavailable'))),
    [remoteProps, t],
  );
  return null;
}

/** While the chat remote loads, remembers that the visitor asked for it. */
function OpenRequestRecorder({ onRequest }: { onRequest: () => void }) {
  useEffect(() => onWindowEvent('open-private-chat', onRequest), [onRequest]);
  return null;
}

/**
 * The chat remote's modal, mounted once for the whole app; it listens for
 * 'open-private-chat'. A click on Private Chat that comes before the remote
 * has loaded is replayed once the modal is listening, so it is never lost.
 * While `deferred`, the remote is not loaded until such a click asks for it.
 */
export function ChatModalHost({ deferred = false }: { deferred?: boolean }) {
  const requested = useRef(false);
  const [asked, setAsked] = useState(false);
  const record = useCallback(() => {
    requested.current = true;
    setAsked(true);
  }, []);
  const replay = useCallback(() => {
    if (!requested.current) return;
    requested.current = false;
    emitWindowEvent('open-private-chat', undefined);
  }, []);
  // Until the chat is due to load, a Private Chat click starts loading it at once (and is replayed).
  if (deferred && !asked) return <OpenRequestRecorder onRequest={record} />;
  return (
    <RemoteSlot
      remote="chat"
      expose="ChatModal"
      loading={<OpenRequestRecorder onRequest={record} />}
      fallback={<ChatUnavailableNotice />}
      onMounted={replay}
    />
  );
}
