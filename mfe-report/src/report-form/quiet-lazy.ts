import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded part of the form whose chunk may fail to arrive (the connection dropped after the
 * form loaded): it then renders `fallback` instead of throwing to the remote's error boundary, which
 * would replace the whole form, and what the visitor typed, with an error panel.
 */
export function quietLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().catch(() => ({ default: fallback })));
}
