import { THEME_COLORS, THEME_STORAGE_KEY, type Theme } from '@healthwatch/contracts';

/** The saved choice, or null when the visitor never chose (or storage is unavailable). */
export function readSavedTheme(storage: Pick<Storage, 'getItem'> | null): Theme | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function saveTheme(storage: Pick<Storage, 'setItem'> | null, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

/** docs/SPEC.md §4: the saved choice wins; otherwise the system preference. */
export function resolveTheme(saved: Theme | null, systemPrefersDark: boolean): Theme {
  return saved ?? (systemPrefersDark ? 'dark' : 'light');
}

export function themeColor(theme: Theme): string {
  return THEME_COLORS[theme];
}

/** Puts the theme on <html> and in the browser's theme-color meta tag. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.classList.toggle('dark', theme === 'dark');
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = themeColor(theme);
}
