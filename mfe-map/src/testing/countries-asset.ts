// Test stand-in for health-map/countries-asset.ts (which uses import.meta).
export const COUNTRIES_URL = require.resolve('world-atlas/countries-110m.json');
