/** localStorage, or null where the browser refuses it (private mode, blocked storage). */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function mediaMatches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export interface ExternalSetting {
  subscribe(listener: () => void): () => void;
  /** Writes the current value to <html> and tells every subscriber. */
  notify(): void;
}

/**
 * The subscription side of a visitor setting kept outside React (storage, a
 * system preference, classes on <html>) for useSyncExternalStore: a hydrated
 * page renders the prerendered value first, then the visitor's, and only a
 * change writes to <html>. The system preference is watched while anyone listens.
 */
export function createExternalSetting(options: {
  mediaQuery: string;
  apply: () => void;
  /** Called when the system preference changes; defaults to notify. */
  onMediaChange?: (notify: () => void) => void;
}): ExternalSetting {
  const listeners = new Set<() => void>();
  let stopWatchingSystem: (() => void) | null = null;
  const notify = (): void => {
    options.apply();
    for (const listener of listeners) listener();
  };
  const onChange = (): void => (options.onMediaChange ? options.onMediaChange(notify) : notify());
  return {
    notify,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        // theme-init.js set <html> before paint; this covers a page without it (the tests, a stale cache).
        options.apply();
        if (typeof window.matchMedia === 'function') {
          const query = window.matchMedia(options.mediaQuery);
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
    },
  };
}
