// The engine's public surface: every module's exports (each module is pure).
export * from './engine/consult';
export * from './engine/follow-up';
export * from './free-text/map-symptoms';
export * from './free-text/phrases';
export * from './model/calibration';
export * from './model/care-seeking';
export * from './model/likelihoods';
export * from './model/posterior';
// `normalise` of the priors stays inside the engine: the free-text `normalise` is the one exported.
export {
  adjustPriors,
  BASE_RATES_PER_1000,
  basePriors,
  type Distribution,
  LOCAL_PSEUDO_COUNT,
  type LocalCounts,
  type PriorSetting,
  settingFor,
} from './model/priors';
export * from './recommendations/advice';
export * from './recommendations/build';
export * from './recommendations/locales/es';
export * from './recommendations/locales/hi';
export * from './recommendations/wording';
export * from './triage/danger-signs';
export * from './triage/red-flags';
