import { type RefObject, useEffect, useState } from 'react';
import { useChatStart } from '../community/useChatStart';

/**
 * A deferred slot starts loading once any of it is in the viewport: a scroll starts with a touch,
 * which (as the first interaction) has started it already.
 */
const AHEAD = '0px';

/**
 * Whether a remote that is not in the first screen should load now: once its slot comes into the
 * viewport, or, at the latest, when the chat does (on the visitor's first
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
