import { type RefObject, useEffect, useRef } from 'react';

export const HEADER_HEIGHT_PROPERTY = '--hw-header-height';

/** Above this share of the window, the header scrolls away with the page instead of staying pinned. */
export const PINNED_HEADER_MAX_SHARE = 0.25;
/** The share, given to the header's CSS, which leaves the rest of the window to an open menu. */
export const PINNED_SHARE_PROPERTY = '--hw-pinned-header-max-share';

/**
 * Whether the header stays pinned: while it takes at most a quarter of the window, or, while the
 * phone menu is open (`held`), as it was decided without the menu.
 */
export function headerPinned(height: number, windowHeight: number, held?: boolean): boolean {
  return held ?? height <= windowHeight * PINNED_HEADER_MAX_SHARE;
}

/**
 * Keeps the header pinned to the top only while it takes a small share of the window, and publishes
 * the pinned header's height as a CSS property that base.css turns into `scroll-padding-top`, so an
 * element reached by Tab or a link is scrolled clear of the header instead of under it (WCAG 2.2 —
 * 2.4.11 Focus Not Obscured). The header wraps at narrow widths and large text, so its height is
 * measured, not assumed: at 200 % zoom on a phone with large text it wraps to nearly the whole
 * window, and pinned it would leave almost nothing of the page to read (WCAG 1.4.10). Unpinning
 * does not move anything: a sticky element keeps its place in the flow.
 *
 * While the phone menu is open the decision made without it holds: unpinning then would send the
 * header, menu and all, back to the top of the page, out of sight of a visitor who had scrolled.
 * A pinned header never scrolls, so its open menu gets the rest of the window and scrolls within it
 * (Header.module.css): on a short window with large text it would otherwise end below the window.
 */
export function useHeaderOffset(header: RefObject<HTMLElement | null>, menuOpen: boolean): void {
  const holdPinning = useRef(menuOpen);
  holdPinning.current = menuOpen;
  useEffect(() => {
    const el = header.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = el.ownerDocument.documentElement;
    const view = el.ownerDocument.defaultView;
    el.style.setProperty(PINNED_SHARE_PROPERTY, String(PINNED_HEADER_MAX_SHARE));
    const publish = () => {
      const height = Math.ceil(el.offsetHeight);
      const held = holdPinning.current && el.dataset.pinned ? el.dataset.pinned === 'true' : undefined;
      const pinned = !view || headerPinned(height, view.innerHeight, held);
      el.dataset.pinned = String(pinned);
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${pinned ? height : 0}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    // The window's height alone can change the answer (a phone turned, a zoom), the header's size not.
    view?.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      view?.removeEventListener('resize', publish);
      delete el.dataset.pinned;
      el.style.removeProperty(PINNED_SHARE_PROPERTY);
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
