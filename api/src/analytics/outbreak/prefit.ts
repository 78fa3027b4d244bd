import { setImmediate as nextTurn } from 'node:timers/promises';
import { ANALYTICS_LOCATIONS, ILLNESS_TYPES, todayNumber, type AnalyticsLocation } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { buildSeries, prefitBaselines, REGRESSION_DEFAULTS } from '@healthwatch/outbreak-engine';
import { PLACE_KEYS } from '../places/places';
import { loadDailyRows } from '../series/load';
import { ILLNESS_WINDOW, LONGEST_TIMEFRAME } from './assess';
import { everyHourAndAfterMidnight } from './schedule';

/** History the outbreak detector reads: its longest baseline, guard and refit block, and the longest timeframe. */
export const HISTORY_DAYS =
  REGRESSION_DEFAULTS.maxBaseline + REGRESSION_DEFAULTS.guard + REGRESSION_DEFAULTS.refitEvery + LONGEST_TIMEFRAME;

/**
 * Fits, off the request path, every baseline an outbreak request can ask for
 * today and in the next calendar block, for every place: the overall series
 * over the longest timeframe and each illness over the days it is scored on.
 * The next block's baseline ends a week before that block starts, so its
 * counts are already final and the fit is reused (memo hit on the same
 * counts) when the block begins. One fit per event-loop turn, so requests
 * arriving meanwhile wait at most one fit. Returns the number of fit steps.
 */
export async function prefitOutbreakBaselines(
  db: Queryable,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const today = todayNumber(now);
  const nextBlockStart = (Math.floor(today / REGRESSION_DEFAULTS.refitEvery) + 1) * REGRESSION_DEFAULTS.refitEvery;
  let steps = 0;
  for (const location of ANALYTICS_LOCATIONS as readonly AnalyticsLocation[]) {
    if (shouldStop()) return steps;
    const series = buildSeries(await loadDailyRows(db, PLACE_KEYS[location], today - HISTORY_DAYS), today);
    if (!series) continue;
    const length = series.total.length;
    const runs = [
      prefitBaselines(series.total, series.startDay, Math.max(0, length - LONGEST_TIMEFRAME), nextBlockStart),
    ];
    for (const illness of ILLNESS_TYPES) {
      // An illness is scored only when it had reports in the last week; any with
      // history may have one tomorrow. Each is also a companion of the others
      // over the same days, so these fits serve both.
      const y = series.byIllness[illness];
      if (y.some((c) => c > 0))
        runs.push(prefitBaselines(y, series.startDay, Math.max(0, length - ILLNESS_WINDOW), nextBlockStart));
    }
    for (const run of runs) {
      for (const _ of run) {
        steps++;
        await nextTurn();
        if (shouldStop()) return steps;
      }
    }
  }
  return steps;
}

export interface Prefitter {
  /** Runs a pass now (or joins the one under way). */
  run(): Promise<void>;
  /** The pass started with the prefitter (rejects when it failed, for readiness). */
  firstPass: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs prefitOutbreakBaselines at once, every hour (a deleted or late report
 * can change past counts) and just after each UTC midnight (a new day may
 * start a new block). Passes never overlap.
 */
export function startPrefitter(opts: {
  db: Queryable;
  now: () => Date;
  onPass?: (steps: number) => void;
  onError?: (err: unknown) => void;
}): Prefitter {
  let stopped = false;
  let running: Promise<void> | null = null;
  let passes = 0;
  let firstFailure: unknown = null;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    const pass = passes++;
    running ??= prefitOutbreakBaselines(opts.db, opts.now(), () => stopped)
      .then((steps) => opts.onPass?.(steps))
      .catch((err: unknown) => {
        if (pass === 0) firstFailure = err ?? new Error('the first pre-fit pass failed');
        opts.onError?.(err);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const cancel = everyHourAndAfterMidnight(() => void run());
  const firstPass = run().then(() => {
    if (firstFailure !== null) throw firstFailure;
  });
  // Readiness reads the outcome; nobody else must see it as unhandled.
  firstPass.catch(() => undefined);
  return {
    run,
    firstPass,
    async stop() {
      stopped = true;
      cancel();
      await running;
    },
  };
}
