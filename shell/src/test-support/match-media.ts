// jsdom has no matchMedia: this stands in for the browser's media queries
// (a boundary that cannot exist in jsdom), with a way to flip a query.
type Listener = (event: MediaQueryListEvent) => void;

export interface FakeMedia {
  set(query: string, matches: boolean): void;
  restore(): void;
}

export function installMatchMedia(initial: Record<string, boolean> = {}): FakeMedia {
  const state = new Map<string, boolean>(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.get(query) ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: string, listener: Listener) => listeners.get(query)?.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    set(query, matches) {
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) listener({ matches, media: query } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
