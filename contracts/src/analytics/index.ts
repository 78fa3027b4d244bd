export * from './schemas';
export * from './client';
export * from './messages';
