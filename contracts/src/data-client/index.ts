export * from './types';
export * from './realtime-status';
export * from './report-stream';
export { parseClusters, parseGeocodeResult, parseStats, parseTip } from './payloads';
export * from './api-client';
export * from './create-data-client';
