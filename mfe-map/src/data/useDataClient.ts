import { useMemo } from 'react';
import { createApiClient, type HealthDataClient, type RuntimeConfig } from '@healthwatch/contracts';

/** The API data client for this runtime config, unless one is handed in. */
export function useDataClient(config: RuntimeConfig, client?: HealthDataClient): HealthDataClient {
  return useMemo(() => client ?? createApiClient({ apiBaseUrl: config.apiBaseUrl }), [client, config.apiBaseUrl]);
}
