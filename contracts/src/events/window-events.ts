import type { Locale } from '../i18n/locales';
import type { MapFilters } from '../map-view/filters';
import type { Report } from '../reports/report';

/**
 * Events that cross remote boundaries. Remotes never import each other; they
 * talk through these typed window CustomEvents.
 */
export interface WindowEventMap {
  'open-private-chat': undefined;
  'report-submitted': { report: Report };
  /** The home map's filters changed (the statistics block follows them). */
  'map-filters-changed': { filters: MapFilters };
  /** The visitor chose another language in the shell (remotes also get it as RemoteProps.locale). */
  'locale-changed': { locale: Locale };
}

export type WindowEventName = keyof WindowEventMap;

export function emitWindowEvent<K extends WindowEventName>(
  name: K,
  detail: WindowEventMap[K],
  target: EventTarget = globalThis,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to a window event; returns the unsubscribe function. */
export function onWindowEvent<K extends WindowEventName>(
  name: K,
  handler: (detail: WindowEventMap[K]) => void,
  target: EventTarget = globalThis,
): () => void {
  const listener = (event: Event): void => handler((event as CustomEvent<WindowEventMap[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
