import { useCallback, useEffect, useState } from 'react';
import type { Theme } from '@healthwatch/contracts';
import { applyTheme, readSavedTheme, resolveTheme, saveTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

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

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** Theme state: saved choice, else system preference, following the system while nothing is saved. */
export function useThemeState(): ThemeState {
  const [theme, setThemeState] = useState<Theme>(() => resolveTheme(readSavedTheme(safeStorage()), systemPrefersDark()));

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent): void => {
      if (readSavedTheme(safeStorage()) === null) setThemeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    saveTheme(safeStorage(), next);
    setThemeState(next);
  }, []);
  const toggleTheme = useCallback(() => {
    setThemeState((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      saveTheme(safeStorage(), next);
      return next;
    });
  }, []);

  return { theme, setTheme, toggleTheme };
}
