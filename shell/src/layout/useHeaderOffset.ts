import { type RefObject, useEffect } from 'react';

export const HEADER_HEIGHT_PROPERTY = '--hw-header-height';

/**
 * Publishes the sticky header's height as a CSS property that base.css turns into
 * `scroll-padding-top`, so an element reached by Tab or a link is scrolled clear of the header
 * instead of under it (WCAG 2.2 — 2.4.11 Focus Not Obscured). The header wraps at narrow widths
 * and large text, so its height is measured, not assumed.
 */
export function useHeaderOffset(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = header.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = el.ownerDocument.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.ceil(el.offsetHeight)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
