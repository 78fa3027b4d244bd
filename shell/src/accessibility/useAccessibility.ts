import { useCallback, useSyncExternalStore } from 'react';
import type { AccessibilitySettings } from '@healthwatch/contracts';
import { createExternalSetting, mediaMatches, safeStorage } from '../settings-store/external-setting';
import {
  ACCESSIBILITY_STORAGE_KEY,
  applyAccessibility,
  DEFAULT_ACCESSIBILITY,
  readAccessibility,
  saveAccessibility,
} from './accessibility';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/*
 * Like the theme, the settings live outside React (localStorage, the system's
 * reduced-motion preference, classes on <html> set by theme-init.js before
 * paint): a hydrated page renders the defaults it was prerendered with, then
 * the visitor's settings, and only a change writes to <html>.
 */
let cachedRaw: string | null | undefined;
let cachedSettings: AccessibilitySettings = DEFAULT_ACCESSIBILITY;
/** Settings storage refused (private mode, full storage): they last for this page only. */
let unsaved: AccessibilitySettings | null = null;

function savedText(): string | null {
  try {
    return safeStorage()?.getItem(ACCESSIBILITY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The saved settings; the same object while storage holds the same text (useSyncExternalStore compares by identity). */
function currentSettings(): AccessibilitySettings {
  if (unsaved) return unsaved;
  const raw = savedText();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSettings = readAccessibility(safeStorage());
  }
  return cachedSettings;
}

const setting = createExternalSetting({
  mediaQuery: REDUCED_MOTION_QUERY,
  apply: () => applyAccessibility(currentSettings(), mediaMatches(REDUCED_MOTION_QUERY)),
});

export interface AccessibilityState {
  settings: AccessibilitySettings;
  setSetting: (key: keyof AccessibilitySettings, value: boolean) => void;
}

export function useAccessibilityState(): AccessibilityState {
  const settings = useSyncExternalStore(setting.subscribe, currentSettings, () => DEFAULT_ACCESSIBILITY);

  const setSetting = useCallback((key: keyof AccessibilitySettings, value: boolean) => {
    const next = { ...currentSettings(), [key]: value };
    saveAccessibility(safeStorage(), next);
    unsaved = savedText() === JSON.stringify(next) ? null : next;
    setting.notify();
  }, []);

  return { settings, setSetting };
}
