/**
 * The area GET /api/rates/weekly takes for the page's location: an area id as it is, India as its country
 * code; SPEC's four cities are names, not gazetteer areas, so they have no rates until one is picked by search.
 */
export function rateAreaOf(location: string): string | null {
  if (location === 'India') return 'IN';
  return /^[a-z]{2}\.[sdc]\.\S{1,190}$/u.test(location) ? location : null;
}
