import type { DemoDataStatus } from '@healthwatch/contracts';
import { createHttpClient } from '../http/http-client';

/** GET /api/demo-data; null when the API cannot say (then no notice is shown, and nothing else waits on it). */
export async function fetchDemoDataStatus(
  apiBaseUrl: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<DemoDataStatus | null> {
  const http = createHttpClient({ baseUrl: apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const outcome = await http.request('/api/demo-data', { signal });
  if (outcome.kind !== 'ok') return null;
  const body = outcome.body as Partial<DemoDataStatus> | null;
  return body && typeof body.demo === 'boolean' && typeof body.reports === 'number'
    ? { demo: body.demo, reports: body.reports }
    : null;
}
