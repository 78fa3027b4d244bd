// What the remotes expect of a data client; the implementations are in @healthwatch/client.
export * from './types';
export * from './realtime-status';
export * from './messages';
