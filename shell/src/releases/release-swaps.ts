import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

// A remote swapped to another release gets a new generation; a RemoteSlot loads afresh when
// its remote's generation changes. Swaps wait for a navigation so no form is replaced mid-edit.
const generations = new Map<string, number>();
const listeners = new Set<() => void>();
let onNavigation: () => void = () => undefined;

export function bumpGeneration(remote: string): void {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  for (const listener of listeners) listener();
}

export function setNavigationHandler(handler: () => void): void {
  onNavigation = handler;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReleaseGeneration(remote: string): number {
  return useSyncExternalStore(
    subscribe,
    () => generations.get(remote) ?? 0,
    () => 0,
  );
}

/** In the layout: each navigation applies the swaps discovery asked for since the last one. */
export function useSwapOnNavigation(): void {
  const { pathname } = useLocation();
  // Before paint: the new page never shows the release being replaced.
  useLayoutEffect(() => onNavigation(), [pathname]);
}
