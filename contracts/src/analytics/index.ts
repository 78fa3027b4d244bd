export * from './schemas';
export * from './client';
