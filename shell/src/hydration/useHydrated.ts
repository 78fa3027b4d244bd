import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * False while rendering on the server (the prerender) and while hydrating that
 * HTML, true right after, and always true in a page the browser renders alone.
 * What only works with JavaScript (a remote, a button's handler) waits for it,
 * so the hydrated tree matches the HTML and the switch is an ordinary update.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
