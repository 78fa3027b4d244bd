import type { Locale } from '../i18n/locales';
import type { RuntimeConfig } from './config';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type Theme = 'light' | 'dark';

export interface AccessibilitySettings {
  highContrast: boolean;
  largeText: boolean;
  reducedMotion: boolean;
  screenReaderMode: boolean;
}

/** Every aid off: a first visit, a standalone page, a test. */
export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  highContrast: false,
  largeText: false,
  reducedMotion: false,
  screenReaderMode: false,
};

/** What the shell hands to every exposed remote component. */
export interface RemoteProps {
  config: RuntimeConfig;
  toast: (kind: ToastKind, message: string) => void;
  theme: Theme;
  accessibility: AccessibilitySettings;
  /**
   * The visitor's language, chosen by the shell. Absent from a shell that predates languages:
   * a remote then shows English (DEFAULT_LOCALE).
   */
  locale?: Locale;
}
