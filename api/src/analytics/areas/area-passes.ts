import { everyHourAndAfterMidnight } from '../outbreak/schedule';
import type { AreaService } from './area-service';
import type { PassSummary } from './worker-protocol';

/**
 * Runs the area pass at start-up, every hour and just after each UTC
 * midnight, on the analytics pre-fit's schedule. A pass still under way when
 * the next is due is not doubled.
 */
export function startAreaPasses(
  areas: AreaService,
  opts: { now?: () => Date; onPass?: (s: PassSummary) => void; onError?: (err: unknown) => void },
): () => Promise<void> {
  const now = opts.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = areas
      .runPass(now())
      .then((s) => opts.onPass?.(s))
      .catch((err: unknown) => {
        if (!stopped) opts.onError?.(err);
      })
      .finally(() => {
        running = null;
      });
  };
  const cancel = everyHourAndAfterMidnight(run);
  run();
  return async () => {
    stopped = true;
    cancel();
  };
}
