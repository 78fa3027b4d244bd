// docs/SPEC.md §8's geocoding message, apart from the TypeBox schemas so that browser
// code reading it does not pull the schema builder into its bundle.
export const GEOCODING_UNAVAILABLE = 'Geocoding service unavailable';
