import type { AreaSummary } from '@healthwatch/contracts';
import { useEffect, useState } from 'react';

/** Waits this long after the last keystroke before asking the API. */
export const SEARCH_DEBOUNCE_MS = 250;

export type AreaSearch = (q: string, signal: AbortSignal) => Promise<AreaSummary[]>;

/**
 * Areas whose name starts with `query`, from the API, after a pause in
 * typing; an older answer never replaces a newer one (it is aborted).
 */
export function useAreaSearch(query: string, search: AreaSearch): { areas: AreaSummary[]; failed: boolean } {
  const [state, setState] = useState<{ areas: AreaSummary[]; failed: boolean }>({ areas: [], failed: false });
  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setState({ areas: [], failed: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (areas) => !controller.signal.aborted && setState({ areas, failed: false }),
        () => !controller.signal.aborted && setState({ areas: [], failed: true }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);
  return state;
}
