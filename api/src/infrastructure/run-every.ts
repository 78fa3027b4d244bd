/**
 * Runs `task` now and then every `everyMs` (the timer unref'd, so it never keeps a process alive), one run
 * at a time: a run still going when the next is due delays it. stop() waits for a run in progress. A failed
 * run goes to `onError` and the next one runs as usual.
 */
export function runEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  onError?: (err: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running.then(() => (stopped ? undefined : task())).catch((err: unknown) => onError?.(err));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
