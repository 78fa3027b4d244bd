/**
 * When a canary is rolled back automatically. Browsers report failures, not which version they
 * drew, so a canary's page loads are estimated as every counted page load in the window times its
 * share; an error count is judged against that. Two bounds keep one client from ending a canary:
 * each address counts at most `errorsPerAddress` errors (and `loadsPerAddress` loads) per window,
 * and a rollback needs at least `minErrors` errors, more than one address can count.
 */
export interface CanaryHealthConfig {
  /** Fewest counted errors a rollback needs (more than errorsPerAddress). */
  minErrors: number;
  /** Errors per expected canary page load at or above which the canary is failing. */
  maxErrorRate: number;
  windowMs: number;
  /** Client errors one address may have counted per window; more are refused (429). */
  errorsPerAddress: number;
  /** Page loads one address may have counted per window; more are served but not counted. */
  loadsPerAddress: number;
}

export const DEFAULT_CANARY_HEALTH: CanaryHealthConfig = {
  minErrors: 20,
  maxErrorRate: 0.05,
  windowMs: 5 * 60_000,
  errorsPerAddress: 3,
  loadsPerAddress: 20,
};

/** What a rollback decision was based on; stored as the audit row's `basis`. */
export interface CanaryBasis {
  errors: number;
  loads: number;
  share: number;
  windowMs: number;
  /** errors / (loads × share); null with no loads counted. */
  errorRate: number | null;
  minErrors: number;
  maxErrorRate: number;
  errorsPerAddress: number;
}

export function canaryBasis(
  counts: { errors: number; loads: number; share: number },
  config: CanaryHealthConfig,
): CanaryBasis {
  const expected = counts.loads * counts.share;
  return {
    ...counts,
    windowMs: config.windowMs,
    errorRate: expected > 0 ? counts.errors / expected : null,
    minErrors: config.minErrors,
    maxErrorRate: config.maxErrorRate,
    errorsPerAddress: config.errorsPerAddress,
  };
}

/** True when the canary should end: enough errors, and enough of them for its share of page loads. */
export function isCanaryFailing(basis: CanaryBasis): boolean {
  if (basis.errors < basis.minErrors) return false;
  // Errors without a counted load (loads not yet flushed by another process) are judged by count alone.
  return basis.errorRate === null || basis.errorRate >= basis.maxErrorRate;
}

/** Refuses a configuration that cannot work; minErrors above errorsPerAddress is what keeps one address out. */
export function checkCanaryHealthConfig(config: CanaryHealthConfig): CanaryHealthConfig {
  const positive = ['minErrors', 'windowMs', 'errorsPerAddress', 'loadsPerAddress'] as const;
  for (const key of positive)
    if (!Number.isInteger(config[key]) || config[key] <= 0)
      throw new Error(`canary health ${key} must be a positive integer`);
  if (!(config.maxErrorRate > 0)) throw new Error('canary health maxErrorRate must be positive');
  return config;
}

function envNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

/** CANARY_MIN_ERRORS, CANARY_MAX_ERROR_RATE, CANARY_WINDOW_MS, CANARY_ERRORS_PER_ADDRESS, CANARY_LOADS_PER_ADDRESS. */
export function loadCanaryHealth(env: NodeJS.ProcessEnv = process.env): CanaryHealthConfig {
  const d = DEFAULT_CANARY_HEALTH;
  return checkCanaryHealthConfig({
    minErrors: envNumber(env, 'CANARY_MIN_ERRORS', d.minErrors),
    maxErrorRate: envNumber(env, 'CANARY_MAX_ERROR_RATE', d.maxErrorRate),
    windowMs: envNumber(env, 'CANARY_WINDOW_MS', d.windowMs),
    errorsPerAddress: envNumber(env, 'CANARY_ERRORS_PER_ADDRESS', d.errorsPerAddress),
    loadsPerAddress: envNumber(env, 'CANARY_LOADS_PER_ADDRESS', d.loadsPerAddress),
  });
}
