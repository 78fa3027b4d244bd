import { useMemo } from 'react';
import { createDataClient } from '@healthwatch/client';
import type { HealthDataClient, RuntimeConfig } from '@healthwatch/contracts';

/** The data client the runtime config asks for (the API's, or Supabase's), unless one is handed in. */
export function useDataClient(config: RuntimeConfig, client?: HealthDataClient): HealthDataClient {
  const { apiBaseUrl, supabase } = config;
  return useMemo(() => client ?? createDataClient({ apiBaseUrl, supabase }), [client, apiBaseUrl, supabase]);
}
