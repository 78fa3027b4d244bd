import { COUNTRIES } from '@healthwatch/contracts';

/**
 * The rates area of the page's location: a country's code for a country name (India → IN), an area id
 * as it is; null for a place that is neither (the section then asks for a country or an area).
 */
export function agreementArea(location: string): string | null {
  const country = COUNTRIES.find((c) => c.name.toLowerCase() === location.toLowerCase() || c.code === location);
  if (country) return country.code;
  return /^[a-z]{2}\.[sdc]\.\S{1,190}$/u.test(location) ? location : null;
}
