// The browser's clients of the HealthWatch API, on one HTTP helper. The
// Supabase data client is imported as '@healthwatch/client/supabase' (or
// loaded by createDataClient on demand), so the default deployment never
// bundles supabase-js.
export * from './http/http-client';
export { parseClusters, parseGeocodeResult, parseStats, parseTip } from './data-client/payloads';
export * from './data-client/api-client';
export * from './data-client/create-data-client';
export * from './data-client/realtime-status';
export * from './data-client/report-stream';
export * from './analytics/analytics-client';
export * from './phone-ai/phone-ai-client';
export * from './demo/demo-data-client';
export * from './push/push-client';
export * from './releases/release-client';
