export * from './limits';
export * from './room-id';
export * from './schemas';
export * from './events';
