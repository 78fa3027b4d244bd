import type { Locale } from '../i18n/locales';
import type { MapFilters } from '../map-view/filters';
import type { Report } from '../reports/report';
import type { ToastKind } from '../runtime/remote-props';

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

/** A notification the shell is about to show (RemoteProps.toast), offered to an open modal dialog to speak. */
export interface Announcement {
  kind: ToastKind;
  message: string;
}

/**
 * Whether a notification interrupts what a screen reader is saying (an alert, assertive) rather than waiting its
 * turn (polite): errors only, wherever a notification is spoken, so the shell and a dialog speaking for it agree.
 */
export function isUrgent(kind: ToastKind): boolean {
  return kind === 'error';
}

const ANNOUNCE_EVENT = 'toast-announce';

/**
 * Offers a notification to an open modal dialog; true when one took it. VoiceOver (macOS and iOS) ignores live
 * regions outside an open aria-modal dialog (WebKit bug 276553, w3c/aria#1854), and the shell's notifications sit
 * outside every remote's dialog: a dialog that takes one speaks it from a live region inside itself, and the shell
 * then shows it without announcing it, so that NVDA, JAWS and TalkBack, which read both, do not hear it twice.
 */
export function claimAnnouncement(announcement: Announcement, target: EventTarget = globalThis): boolean {
  return !target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: announcement, cancelable: true }));
}

/** For a modal dialog while it is open: takes every notification offered and hands it to speak. */
export function onAnnouncement(
  speak: (announcement: Announcement) => void,
  target: EventTarget = globalThis,
): () => void {
  const listener = (event: Event): void => {
    event.preventDefault();
    speak((event as CustomEvent<Announcement>).detail);
  };
  target.addEventListener(ANNOUNCE_EVENT, listener);
  return () => target.removeEventListener(ANNOUNCE_EVENT, listener);
}
