import { useEffect, useState } from 'react';

/**
 * A press's release, never its start: the chat's panels sit above the footer and the Accessibility button, and a
 * load started on pointerdown (or on the focus a press gives) could finish and grow them before the release, moving
 * the pressed button from under the pointer, so its click was lost. A touch's release is a pointerup too.
 */
const INTERACTIONS = ['pointerup', 'keydown'] as const;
/** Lets the page's own remotes mount and draw first; then the chat loads even if the page never idles. */
const SETTLE_MS = 1500;
const IDLE_TIMEOUT_MS = 2500;

/**
 * Whether the chat remote (community panels and the Private Chat modal) should
 * load now: once the page has loaded and the browser is idle, or at once on the
 * visitor's first interaction, whichever comes first. The chat is on every
 * page but is never what a page is for, so it waits for the route's content.
 */
export function useChatStart(): boolean {
  // Starts false everywhere, so prerendered HTML and its hydration agree (the placeholder panels).
  const [start, setStart] = useState(false);
  useEffect(() => {
    if (start) return;
    if (typeof window.requestIdleCallback !== 'function') {
      setStart(true);
      return;
    }
    let idle = 0;
    let timer = 0;
    const go = () => setStart(true);
    const whenIdle = () => {
      timer = window.setTimeout(() => {
        idle = window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      }, SETTLE_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    for (const type of INTERACTIONS) window.addEventListener(type, go, { once: true, capture: true, passive: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      for (const type of INTERACTIONS) window.removeEventListener(type, go, { capture: true });
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [start]);
  return start;
}
