import { useEffect } from 'react';
import { onWindowEvent } from '@healthwatch/contracts';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { useShellServices } from '../remote-slot/ShellContext';

/** Tells the visitor why Private Chat did nothing when the chat remote is down. */
function ChatUnavailableNotice() {
  const { remoteProps } = useShellServices();
  useEffect(
    () => onWindowEvent('open-private-chat', () => remoteProps.toast('warning', 'Private chat is unavailable right now.')),
    [remoteProps],
  );
  return null;
}

/** The chat remote's modal, mounted once for the whole app; it listens for 'open-private-chat'. */
export function ChatModalHost() {
  return <RemoteSlot remote="chat" expose="ChatModal" loading={null} fallback={<ChatUnavailableNotice />} />;
}
