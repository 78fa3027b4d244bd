import type { HealthDataClient, RuntimeConfig } from '@healthwatch/contracts';
import { useMemo } from 'react';

export type CheckInClient = Pick<HealthDataClient, 'checkIn'>;

/** The data client the runtime config asks for, its code fetched on the first tap (not with the button). */
export function useCheckInClient(config: RuntimeConfig, given?: CheckInClient): CheckInClient {
  const { apiBaseUrl, supabase } = config;
  return useMemo(() => {
    if (given) return given;
    let client: Promise<CheckInClient> | null = null;
    const get = () => {
      client ??= import('@healthwatch/client')
        .then((m) => m.createDataClient({ apiBaseUrl, supabase }))
        .catch((error: unknown) => {
          client = null;
          throw error;
        });
      return client;
    };
    return { checkIn: async (place, options) => (await get()).checkIn(place, options) };
  }, [given, apiBaseUrl, supabase]);
}
