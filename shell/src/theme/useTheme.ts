import { useCallback, useSyncExternalStore } from 'react';
import type { Theme } from '@healthwatch/contracts';
import { applyTheme, readSavedTheme, resolveTheme, saveTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** What prerendered HTML is built with; the visitor's theme is already on <html> (theme-init.js). */
const SERVER_THEME: Theme = 'light';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** A choice storage refused (private mode, full storage): it lasts for this page only. */
let unsaved: Theme | null = null;

function currentTheme(): Theme {
  return resolveTheme(readSavedTheme(safeStorage()) ?? unsaved, systemPrefersDark());
}

/*
 * The theme lives outside React (localStorage, the system preference, classes
 * on <html>), so a page hydrated from prerendered HTML renders the server's
 * theme first and then the visitor's, without ever taking the visitor's class
 * off <html>: only a change of theme writes to <html>.
 */
const listeners = new Set<() => void>();
let stopWatchingSystem: (() => void) | null = null;

function choose(next: Theme): void {
  saveTheme(safeStorage(), next);
  unsaved = readSavedTheme(safeStorage()) === next ? null : next;
  changed();
}

function changed(): void {
  applyTheme(currentTheme());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // theme-init.js set <html> before paint; this covers a page without it (the tests, a stale cache).
    applyTheme(currentTheme());
    if (typeof window.matchMedia === 'function') {
      const query = window.matchMedia(DARK_QUERY);
      const onChange = (): void => {
        if (readSavedTheme(safeStorage()) === null && unsaved === null) changed();
      };
      query.addEventListener('change', onChange);
      stopWatchingSystem = () => query.removeEventListener('change', onChange);
    }
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatchingSystem?.();
      stopWatchingSystem = null;
    }
  };
}

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** Theme state: saved choice, else system preference, following the system while nothing is saved. */
export function useThemeState(): ThemeState {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => SERVER_THEME);

  const setTheme = useCallback((next: Theme) => choose(next), []);
  const toggleTheme = useCallback(() => choose(currentTheme() === 'dark' ? 'light' : 'dark'), []);

  return { theme, setTheme, toggleTheme };
}
