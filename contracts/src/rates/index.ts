export * from './case-definitions';
export * from './iso-week';
export * from './schemas';
