export * from './case-definitions';
export * from './iso-week';
export * from './schemas';
export { PARTICIPANT_KEY_PATTERN } from './participant-key';
