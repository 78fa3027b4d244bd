import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While active: Tab and Shift+Tab cycle inside the container, Escape calls onEscape, and on deactivation focus
 * goes back to whatever had it when the trap started (the header's Private Chat button).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root && !root.contains(document.activeElement)) {
      (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const node = container.current;
      if (!node) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(node);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [active, container, onEscape]);
}
