import { type AccessibilitySettings, DEFAULT_ACCESSIBILITY } from '@healthwatch/contracts';

export { DEFAULT_ACCESSIBILITY };

export const ACCESSIBILITY_STORAGE_KEY = 'healthwatch-accessibility';

const KEYS = Object.keys(DEFAULT_ACCESSIBILITY) as (keyof AccessibilitySettings)[];

export function readAccessibility(storage: Pick<Storage, 'getItem'> | null): AccessibilitySettings {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ACCESSIBILITY_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_ACCESSIBILITY };
    const record = parsed as Record<string, unknown>;
    const settings = { ...DEFAULT_ACCESSIBILITY };
    for (const key of KEYS) settings[key] = record[key] === true;
    return settings;
  } catch {
    return { ...DEFAULT_ACCESSIBILITY };
  }
}

export function saveAccessibility(storage: Pick<Storage, 'setItem'> | null, settings: AccessibilitySettings): void {
  try {
    storage?.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage unavailable: settings last for this page only.
  }
}

/** The classes on <html>: reduced motion also follows the system preference. */
export function accessibilityClasses(
  settings: AccessibilitySettings,
  systemPrefersReducedMotion: boolean,
): Record<string, boolean> {
  return {
    'high-contrast': settings.highContrast,
    'large-text': settings.largeText,
    'reduced-motion': settings.reducedMotion || systemPrefersReducedMotion,
  };
}

export function applyAccessibility(
  settings: AccessibilitySettings,
  systemPrefersReducedMotion: boolean,
  doc: Document = document,
): void {
  const classes = accessibilityClasses(settings, systemPrefersReducedMotion);
  for (const [name, on] of Object.entries(classes)) doc.documentElement.classList.toggle(name, on);
  // Screen-reader mode is a flag for the remotes (e.g. a table beside a chart); exposed here for CSS too.
  if (settings.screenReaderMode) doc.documentElement.dataset.screenReaderMode = 'true';
  else delete doc.documentElement.dataset.screenReaderMode;
}
