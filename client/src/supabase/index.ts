// Imported as '@healthwatch/client/supabase' or through
// createDataClient's dynamic import, never from the package root, so that the
// default deployment does not bundle supabase-js.
export * from './report-rows';
export * from './report-feed';
export * from './supabase-data-client';
export * from './function-errors';
export * from './provider';
