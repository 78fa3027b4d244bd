import type { DataFreshness, HealthDataClient } from '@healthwatch/contracts';
import { useEffect, useState } from 'react';

/**
 * When the last aggregate the map read came from the service worker's cache (the network could not
 * answer), the time that copy was fetched; null once an answer comes from the network again.
 */
export function nextCachedAt(current: Date | null, freshness: DataFreshness): Date | null {
  if (freshness.source === 'network') return null;
  // Several views may come from the cache: the oldest one sets how old what is shown may be.
  return current && current < freshness.cachedAt ? current : freshness.cachedAt;
}

export function useCachedAt(client: HealthDataClient): Date | null {
  const [cachedAt, setCachedAt] = useState<Date | null>(null);
  useEffect(() => client.subscribeFreshness?.((f) => setCachedAt((current) => nextCachedAt(current, f))), [client]);
  return cachedAt;
}
