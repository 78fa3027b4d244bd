// A Lighthouse run that errored is an error with its message, never a performance score of 0, and
// the median is taken over the runs that were measured. Categories are scored by Lighthouse's own
// ReportScoring, so an errored metric leaves the category without a score as in a real run.
//
//   node --test scripts/lighthouse-runs.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReportScoring } from 'lighthouse/core/scoring.js';
import { medianRun, runError } from './lighthouse-runs.mjs';

const PERFORMANCE = {
  title: 'Performance',
  auditRefs: [
    { id: 'largest-contentful-paint', weight: 25 },
    { id: 'total-blocking-time', weight: 30 },
    { id: 'cumulative-layout-shift', weight: 25 },
    { id: 'network-requests', weight: 0 },
  ],
};

/** A run's lhr whose metric audits have these scores (null: the audit errored). */
function lhr({ lcp = 1, tbt = 1, cls = 1, runtimeError } = {}) {
  const audit = (score, error) =>
    score === null
      ? { score: null, scoreDisplayMode: 'error', errorMessage: error }
      : { score, scoreDisplayMode: 'numeric' };
  const audits = {
    'largest-contentful-paint': audit(lcp, 'The page did not display content that qualifies as a LCP. (NO_LCP)'),
    'total-blocking-time': audit(tbt),
    'cumulative-layout-shift': audit(cls),
    'network-requests': { score: null, scoreDisplayMode: 'informative' },
  };
  return {
    runtimeError,
    audits,
    categories: ReportScoring.scoreAllCategories({ performance: PERFORMANCE }, audits),
  };
}

test('a measured run has no error', () => {
  const run = lhr({ lcp: 0.5 });
  assert.equal(run.categories.performance.score, 0.84);
  assert.equal(runError(run), null);
});

test('an errored metric leaves no score (not 0) and its audit and message are named', () => {
  const run = lhr({ lcp: null });
  assert.equal(run.categories.performance.score, null);
  assert.equal(
    runError(run),
    'largest-contentful-paint: The page did not display content that qualifies as a LCP. (NO_LCP)',
  );
});

test("Lighthouse's error for the whole run comes first, with its code", () => {
  const run = lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } });
  assert.equal(runError(run), 'NO_FCP: The page did not paint any content.');
});

test('the median is of the measured runs: an errored one neither counts as 0 nor is chosen', () => {
  const runs = [0.98, null, 0.9, 0.97].map((lcp, i) => ({ id: i, lhr: lhr({ lcp, tbt: 1, cls: 1 }) }));
  // Scores 0.99, error, 0.97, 0.99: of two measured runs the lower middle one, of three the middle one.
  assert.equal(medianRun(runs.filter((r) => r.id !== 3)).id, 2);
  assert.equal(medianRun(runs).id, 0);
  assert.equal(medianRun([runs[1]]), undefined);
});
