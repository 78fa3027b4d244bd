import type { Database } from '../db/database';
import { runEvery } from '../infrastructure/run-every';
import { dueMonths, monthsAhead, retentionCutoff } from './months';
import { addMonths, claimRetentionDay, defaultPartitionMonths, dropMonth, heldMonths } from './store';

export interface RetentionOptions {
  db: Database;
  /** Months of raw reports kept (REPORT_RETENTION_MONTHS); 0 keeps every report. */
  months: number;
  onError?: (err: unknown) => void;
}

export interface RetentionRun {
  /** Partitions created ahead (months, 'YYYY-MM-DD'). */
  added: string[];
  /** Months whose raw reports were dropped, with how many reports each held. */
  dropped: { month: string; reports: number }[];
  /** A due month left in place because the rollups do not hold all its reports (a seed with the trigger off). */
  notHeld: string | null;
  /** false: another process holds the day's run; only the months ahead were ensured here. */
  claimed: boolean;
}

/**
 * One run: the coming months' partitions and those of any report in the default partition (every run, every
 * process: cheap, and a report must never find its month missing), then, once per UTC day across processes, the due months dropped oldest first. A month whose
 * reports the rollups do not all hold stops the run there, so the months still raw stay contiguous.
 */
export async function runRetention(options: RetentionOptions, now: Date): Promise<RetentionRun> {
  const { db } = options;
  const months = [...new Set([...monthsAhead(now), ...(await defaultPartitionMonths(db))])].sort();
  const run: RetentionRun = {
    added: await addMonths(db, months),
    dropped: [],
    notHeld: null,
    claimed: false,
  };
  const cutoff = retentionCutoff(now, options.months);
  if (cutoff === null) return run;
  const finish = await claimRetentionDay(db, now);
  if (!finish) return run;
  run.claimed = true;
  for (const month of dueMonths(await heldMonths(db), cutoff)) {
    const outcome = await dropMonth(db, month);
    if (outcome.dropped) run.dropped.push({ month, reports: outcome.reports });
    else if (outcome.reason === 'not-held') {
      run.notHeld = month;
      break;
    }
  }
  await finish(new Date());
  return run;
}

/** Runs at start and every `everyMs` (unref'd); stop() waits for a run in progress. */
export function startRetentionScheduler(
  options: RetentionOptions & { onRun?: (run: RetentionRun) => void },
  clock: () => Date = () => new Date(),
  everyMs = 60 * 60_000,
): { stop(): Promise<void> } {
  return runEvery(async () => options.onRun?.(await runRetention(options, clock())), everyMs, options.onError);
}
