import type { HealthDataClient, RuntimeConfig } from '@healthwatch/contracts';
import { useMemo } from 'react';

/** What the report form asks of the data client. */
export type ReportClient = Pick<HealthDataClient, 'submitReport' | 'geocode' | 'matchTip'>;

/**
 * A client whose code is fetched on its first call (a postal lookup, a submit), not with the form:
 * the home page paints the form without it. A failed fetch is tried again on the next call.
 */
export function lazyReportClient(load: () => Promise<ReportClient>): ReportClient {
  let client: Promise<ReportClient> | null = null;
  const get = (): Promise<ReportClient> => {
    client ??= load().catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };
  return {
    submitReport: async (body, options) => (await get()).submitReport(body, options),
    geocode: async (country, postalCode, signal) => (await get()).geocode(country, postalCode, signal),
    matchTip: async (symptoms, pinCode, locale) => (await get()).matchTip(symptoms, pinCode, locale),
  };
}

/** The data client the runtime config asks for (the API's, or Supabase's), unless one is handed in. */
export function useReportClient(config: RuntimeConfig, given?: ReportClient): ReportClient {
  const { apiBaseUrl, supabase } = config;
  return useMemo(
    () =>
      given ??
      lazyReportClient(async () =>
        (await import('@healthwatch/client')).createDataClient({
          apiBaseUrl,
          supabase,
        }),
      ),
    [given, apiBaseUrl, supabase],
  );
}
