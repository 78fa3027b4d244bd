// What `npm run lighthouse` makes of its runs (scripts/lighthouse.mjs); tested in lighthouse-runs.test.mjs.

/**
 * Why a run has no performance score, or null when it has one: Lighthouse's error for the whole run
 * (e.g. NO_FCP), else the weighted audits that errored (any one leaves the category without a score,
 * which is not a score of 0).
 */
export function runError(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const performance = lhr.categories.performance;
  if (!performance) return 'no performance category';
  if (performance.score !== null) return null;
  const errored = performance.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.scoreDisplayMode === 'error')
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id].errorMessage ?? 'error'}`);
  return errored.length ? errored.join('; ') : 'no performance score';
}

/** The run whose performance score is the median (the lower middle one for an even count) of runs that have one. */
export function medianRun(results) {
  const scored = results.filter((r) => runError(r.lhr) === null);
  if (!scored.length) return undefined;
  const sorted = scored.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
