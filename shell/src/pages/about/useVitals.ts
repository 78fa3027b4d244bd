import { createHttpClient } from '@healthwatch/client';
import type { VitalsResponse } from '@healthwatch/contracts';
import { useEffect, useState } from 'react';

export type VitalsState = { kind: 'loading' } | { kind: 'ok'; figures: VitalsResponse } | { kind: 'unavailable' };

/** GET /api/vitals once the page is in the browser (the prerendered page says it is loading). */
export function useVitals(apiBaseUrl: string, enabled: boolean): VitalsState {
  const [state, setState] = useState<VitalsState>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    createHttpClient({ baseUrl: apiBaseUrl })
      .request('/api/vitals', { signal: controller.signal })
      .then(
        (outcome) => {
          if (controller.signal.aborted) return;
          setState(
            outcome.kind === 'ok' && Array.isArray((outcome.body as Partial<VitalsResponse> | null)?.routes)
              ? { kind: 'ok', figures: outcome.body as VitalsResponse }
              : { kind: 'unavailable' },
          );
        },
        () => {
          if (!controller.signal.aborted) setState({ kind: 'unavailable' });
        },
      );
    return () => controller.abort();
  }, [apiBaseUrl, enabled]);
  return state;
}
