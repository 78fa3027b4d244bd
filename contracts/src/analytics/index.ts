export * from './schemas';
export * from './messages';
export * from './areas';
export * from './reporting-ratio';
export * from './outbreak-notes';
export * from './insight-notes';
export * from './scan';
