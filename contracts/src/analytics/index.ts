export * from './schemas';
export * from './client';
export * from './messages';
export * from './areas';
