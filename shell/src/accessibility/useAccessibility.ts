import { useCallback, useSyncExternalStore } from 'react';
import type { AccessibilitySettings } from '@healthwatch/contracts';
import { ACCESSIBILITY_STORAGE_KEY, applyAccessibility, DEFAULT_ACCESSIBILITY, readAccessibility, saveAccessibility } from './accessibility';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function systemReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

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

const listeners = new Set<() => void>();
let stopWatchingSystem: (() => void) | null = null;

function changed(): void {
  applyAccessibility(currentSettings(), systemReducedMotion());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    applyAccessibility(currentSettings(), systemReducedMotion());
    if (typeof window.matchMedia === 'function') {
      const query = window.matchMedia(REDUCED_MOTION_QUERY);
      query.addEventListener('change', changed);
      stopWatchingSystem = () => query.removeEventListener('change', changed);
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

export interface AccessibilityState {
  settings: AccessibilitySettings;
  setSetting: (key: keyof AccessibilitySettings, value: boolean) => void;
}

export function useAccessibilityState(): AccessibilityState {
  const settings = useSyncExternalStore(subscribe, currentSettings, () => DEFAULT_ACCESSIBILITY);

  const setSetting = useCallback((key: keyof AccessibilitySettings, value: boolean) => {
    const next = { ...currentSettings(), [key]: value };
    saveAccessibility(safeStorage(), next);
    unsaved = savedText() === JSON.stringify(next) ? null : next;
    changed();
  }, []);

  return { settings, setSetting };
}
