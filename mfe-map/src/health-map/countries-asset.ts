// Kept apart so tests can stand in for the bundler: webpack turns this into
// the URL of the emitted file, which Node's CommonJS test runner cannot express.
export const COUNTRIES_URL = new URL('world-atlas/countries-110m.json', import.meta.url).href;
