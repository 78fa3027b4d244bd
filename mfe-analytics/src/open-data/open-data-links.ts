/** Where the daily open-data export and its dictionary live on the API. */
export function openDataLinks(apiBaseUrl: string) {
  // URL resolution copes with a base with or without a trailing slash.
  const at = (path: string) => new URL(path, apiBaseUrl).href;
  return {
    csv: at('/api/open-data/daily.csv'),
    geojson: at('/api/open-data/daily.geojson'),
    dictionary: at('/api/open-data/daily.json'),
    catalog: at('/api/open-data/catalog.jsonld'),
  };
}
