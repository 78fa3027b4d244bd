import {
  INITIAL_REALTIME_STATE,
  type HealthDataClient,
  type Report,
  type ReportSubscription,
  type RuntimeConfig,
} from '@healthwatch/contracts';
import { createApiClient } from './api-client';
import { nextRealtimeState } from './realtime-status';

export type DataClientConfig = Pick<RuntimeConfig, 'apiBaseUrl' | 'supabase'>;

/**
 * The data client the runtime config asks for: the API's when `supabase` is
 * null, otherwise the Supabase one. supabase-js is loaded with a dynamic
 * import(), in its own chunk, so visitors of the default deployment never
 * download it.
 */
export function createDataClient(config: DataClientConfig): HealthDataClient {
  const { supabase } = config;
  if (!supabase) return createApiClient({ apiBaseUrl: config.apiBaseUrl });
  let loading: Promise<HealthDataClient> | null = null;
  const load = (): Promise<HealthDataClient> => {
    loading ??= import('../supabase/supabase-data-client')
      .then((m) => m.createSupabaseDataClient({ apiBaseUrl: config.apiBaseUrl, supabase }))
      .catch((err: unknown) => {
        // Let a later call fetch the chunk again.
        loading = null;
        throw err;
      });
    return loading;
  };
  return {
    listReports: async (query) => (await load()).listReports(query),
    submitReport: async (body, options) => (await load()).submitReport(body, options),
    geocode: async (country, postalCode, signal) => (await load()).geocode(country, postalCode, signal),
    checkIn: async (place, options) => (await load()).checkIn(place, options),
    getWeeklyRates: async (query, signal) => (await load()).getWeeklyRates(query, signal),
    matchTip: async (symptoms, pinCode, locale) => (await load()).matchTip(symptoms, pinCode, locale),
    getStats: async (filters) => (await load()).getStats(filters),
    getClusters: async (query, signal) => (await load()).getClusters(query, signal),
    getTimeline: async (query, signal) => (await load()).getTimeline(query, signal),
    searchCities: async (query, country, signal) => (await load()).searchCities(query, country, signal),
    getAreaAlarms: async (query, signal) => (await load()).getAreaAlarms(query, signal),
    subscribeReports(onReport: (report: Report) => void, onStatus): ReportSubscription {
      let inner: ReportSubscription | null = null;
      let retry: ReturnType<typeof setTimeout> | null = null;
      let closed = false;
      const start = (): void => {
        retry = null;
        load().then(
          (client) => {
            if (!closed) inner = client.subscribeReports(onReport, onStatus);
          },
          (err: unknown) => {
            // The library chunk could not be fetched: the feed cannot be set up at all.
            console.warn('Failed to establish connection', err);
            if (closed) return;
            const state = nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'setup-failed' });
            onStatus(state);
            retry = setTimeout(start, state.retryInMs ?? 0);
          },
        );
      };
      start();
      return {
        close() {
          closed = true;
          if (retry !== null) clearTimeout(retry);
          inner?.close();
        },
      };
    },
  };
}
