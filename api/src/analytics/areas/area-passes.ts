import { everyHourAndAfterMidnight } from '../outbreak/schedule';
import type { AreaService } from './area-service';
import { clockSlot, type PassClaim } from './pass-claims';
import type { PassSummary } from './worker-protocol';

/** The pass interval when AREA_PASS_INTERVAL_SECONDS is unset: one an hour. */
export const DEFAULT_AREA_PASS_INTERVAL_SECONDS = 3600;

/**
 * Runs the area pass at start-up, then every `intervalMs` (an hour by default,
 * AREA_PASS_INTERVAL_SECONDS) and just after each UTC midnight. A pass still under way when
 * the next is due is not doubled. A scheduled pass runs only when `claim` wins
 * its clock hour, so API processes sharing a database run one between them.
 * The start-up pass claims nothing: a process just deployed (perhaps with a
 * new detector) or restarted after a gap gives fresh verdicts at once, at the
 * cost of one extra pass per start.
 */
export function startAreaPasses(
  areas: AreaService,
  opts: {
    claim: (at: Date) => Promise<PassClaim | null>;
    /** Between scheduled passes; the claim must count slots of the same length. Default an hour. */
    intervalMs?: number;
    now?: () => Date;
    onPass?: (s: PassSummary) => void;
    /** A scheduled pass skipped: its slot (the clock hour by default) is another process's (done or under way). */
    onSkip?: (hour: Date) => void;
    onError?: (err: unknown) => void;
    /** Calls its argument on the pass schedule; returns the function that stops it. */
    schedule?: (run: () => void) => () => void;
  },
): () => Promise<void> {
  const now = opts.now ?? (() => new Date());
  const intervalMs = opts.intervalMs ?? DEFAULT_AREA_PASS_INTERVAL_SECONDS * 1000;
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async (scheduled: boolean) => {
    const at = now();
    const claim = scheduled ? await opts.claim(at) : null;
    if (scheduled && !claim) {
      opts.onSkip?.(clockSlot(at, intervalMs));
      return;
    }
    const summary = await areas.runPass(at);
    await claim?.finish(now());
    opts.onPass?.(summary);
  };
  const run = (scheduled: boolean) => {
    if (stopped || running) return;
    running = pass(scheduled)
      .catch((err: unknown) => {
        if (!stopped) opts.onError?.(err);
      })
      .finally(() => {
        running = null;
      });
  };
  const cancel = opts.schedule
    ? opts.schedule(() => run(true))
    : everyHourAndAfterMidnight(() => run(true), intervalMs);
  run(false);
  return async () => {
    stopped = true;
    cancel();
  };
}
