import { useEffect, useState } from 'react';
import { PRESENCE_REFRESH_MS } from '@healthwatch/contracts';
import { fetchOnlineCount, type OnlineStatus } from './online-count';

/** Polls the chat server's online count at the presence refresh rate; unreachable means live chat is unavailable. */
export function useOnlineStatus(chatServerUrl: string, fetchImpl?: typeof fetch): OnlineStatus {
  const [status, setStatus] = useState<OnlineStatus>({ kind: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const count = await fetchOnlineCount(chatServerUrl, controller.signal, fetchImpl);
        if (!controller.signal.aborted) setStatus({ kind: 'online', count });
      } catch {
        if (!controller.signal.aborted) setStatus({ kind: 'unavailable' });
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), PRESENCE_REFRESH_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [chatServerUrl, fetchImpl]);
  return status;
}
