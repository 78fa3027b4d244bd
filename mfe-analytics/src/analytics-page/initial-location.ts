import { ANALYTICS_LOCATIONS } from '@healthwatch/contracts';
import type { ChosenLocation } from '../controls/Selectors';

/**
 * The location a page opens on: `?location=` when it names one of SPEC's
 * places or looks like an area id (the API answers 400 for an unknown one,
 * shown as a load error), else India. An area shows by its id until the
 * visitor picks one by name.
 */
export function initialLocation(search: string): ChosenLocation {
  const wanted = new URLSearchParams(search).get('location')?.trim() ?? '';
  const place = ANALYTICS_LOCATIONS.find((l) => l.toLowerCase() === wanted.toLowerCase());
  if (place) return { value: place, label: place };
  if (/^[a-z]{2}\.[sdc]\.\S{1,190}$/u.test(wanted)) return { value: wanted, label: wanted };
  return { value: 'India', label: 'India' };
}
