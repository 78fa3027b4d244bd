import { ANALYTICS_LOCATIONS, type AnalyticsLocation } from '@healthwatch/contracts';
import { useCallback } from 'react';
import { useT } from './analytics-catalogs';

const isPlace = (value: string): value is AnalyticsLocation =>
  (ANALYTICS_LOCATIONS as readonly string[]).includes(value);

/** One of docs/SPEC.md's five places in the visitor's language (the API names them in English); any other name as it is. */
export function usePlaceName(): (name: string) => string {
  const t = useT();
  return useCallback((name: string) => (isPlace(name) ? t(`place.${name}`) : name), [t]);
}
