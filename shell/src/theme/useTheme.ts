import { useCallback, useSyncExternalStore } from 'react';
import type { Theme } from '@healthwatch/contracts';
import { createExternalSetting, mediaMatches, safeStorage } from '../settings-store/external-setting';
import { applyTheme, readSavedTheme, resolveTheme, saveTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** What prerendered HTML is built with; the visitor's theme is already on <html> (theme-init.js). */
const SERVER_THEME: Theme = 'light';

/** A choice storage refused (private mode, full storage): it lasts for this page only. */
let unsaved: Theme | null = null;

function currentTheme(): Theme {
  return resolveTheme(readSavedTheme(safeStorage()) ?? unsaved, mediaMatches(DARK_QUERY));
}

/*
 * The theme lives outside React (localStorage, the system preference, classes
 * on <html>), so a page hydrated from prerendered HTML renders the server's
 * theme first and then the visitor's, without ever taking the visitor's class
 * off <html>: only a change of theme writes to <html>.
 */
const setting = createExternalSetting({
  mediaQuery: DARK_QUERY,
  apply: () => applyTheme(currentTheme()),
  // The system preference matters only while nothing is chosen.
  onMediaChange: (notify) => {
    if (readSavedTheme(safeStorage()) === null && unsaved === null) notify();
  },
});

function choose(next: Theme): void {
  saveTheme(safeStorage(), next);
  unsaved = readSavedTheme(safeStorage()) === next ? null : next;
  setting.notify();
}

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** Theme state: saved choice, else system preference, following the system while nothing is saved. */
export function useThemeState(): ThemeState {
  const theme = useSyncExternalStore(setting.subscribe, currentTheme, () => SERVER_THEME);

  const setTheme = useCallback((next: Theme) => choose(next), []);
  const toggleTheme = useCallback(() => choose(currentTheme() === 'dark' ? 'light' : 'dark'), []);

  return { theme, setTheme, toggleTheme };
}
