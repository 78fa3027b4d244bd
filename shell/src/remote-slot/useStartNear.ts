import { type RefObject, useEffect, useState } from 'react';
import { useChatStart } from '../community/useChatStart';

/** How far below the screen a deferred slot starts loading: a screen's height, so a scroll finds it ready. */
const AHEAD = '100% 0px';

/**
 * Whether a remote that is not in the first screen should load now: once its slot comes within a
 * screen's height of the viewport, or, at the latest, when the chat does (on the visitor's first
 * interaction, or once the page has loaded and the browser is idle). Until then its code, its data
 * and its first render do not compete with what the visitor sees first. Not deferred: true at once.
 */
export function useStartNear(ref: RefObject<Element | null>, deferred: boolean): boolean {
  const [near, setNear] = useState(false);
  const idle = useChatStart(deferred);
  useEffect(() => {
    const el = ref.current;
    if (!deferred || near || !el) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, deferred, near]);
  return !deferred || near || idle;
}
