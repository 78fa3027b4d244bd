import { MS_PER_DAY } from '@healthwatch/contracts';

const HOUR_MS = 3_600_000;
/** Lets the day's last reports land before the new day's work reads them. */
const AFTER_MIDNIGHT_MS = 5_000;

/**
 * Calls run every hour (a deleted or late report can change past counts) and
 * just after each UTC midnight (a new day may start a new block). Timers do
 * not keep the process alive. Returns the function that stops them.
 * `intervalMs` replaces the hour (the area pass's AREA_PASS_INTERVAL_SECONDS).
 */
export function everyHourAndAfterMidnight(run: () => void, intervalMs = HOUR_MS): () => void {
  let midnight: NodeJS.Timeout | undefined;
  const armMidnight = () => {
    const wall = Date.now();
    const delay = (Math.floor(wall / MS_PER_DAY) + 1) * MS_PER_DAY - wall + AFTER_MIDNIGHT_MS;
    midnight = setTimeout(() => {
      run();
      armMidnight();
    }, delay);
    midnight.unref();
  };
  const hourly = setInterval(run, intervalMs);
  hourly.unref();
  armMidnight();
  return () => {
    clearInterval(hourly);
    clearTimeout(midnight);
  };
}
