// Playwright clicks an element only once its box has held still across two animation frames. Now and then
// Chromium gives a page no frames at all (requestAnimationFrame never runs, while scripts and the DOM answer as
// usual), and a click then waits out the whole test timeout with nothing in its log past "waiting for element to
// be visible, enabled and stable". That is the browser, not the suite, so such a failure is run once more; any
// other failure is not: its retry fails at once, naming the first attempt's failure as the one to read.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** How long a page that answers scripts may go without a frame before it is taken to draw none. */
const NO_FRAME_MS = 3_000;

function markFile(testInfo: TestInfo): string {
  return join(testInfo.project.outputDir, 'renderer-stalls', testInfo.testId);
}

/** `true` when the page runs scripts but no animation frame within NO_FRAME_MS; `null` when it cannot be asked. */
async function drawsNoFrames(page: Page): Promise<boolean | null> {
  if (page.isClosed()) return null;
  const probe = page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(false));
        setTimeout(() => resolve(true), ms);
      }),
    NO_FRAME_MS,
  );
  const unanswered = new Promise<null>((resolve) => setTimeout(() => resolve(null), NO_FRAME_MS * 2));
  return Promise.race([probe.catch(() => null), unanswered]);
}

/**
 * After a failed attempt: records whether a page open in the browser (the test's own, or a second visitor's it
 * opened) drew no frames, which alone earns the test its retry.
 */
export async function recordFailedAttempt(page: Page, testInfo: TestInfo): Promise<void> {
  const pages = page
    .context()
    .browser()
    ?.contexts()
    .flatMap((context) => context.pages()) ?? [page];
  const findings: string[] = [];
  let stalled = false;
  for (const open of pages) {
    const none = await drawsNoFrames(open);
    stalled ||= none === true;
    findings.push(`${open.url()}: ${none === null ? 'could not be asked' : none ? 'no frame' : 'a frame came'}`);
  }
  const finding = stalled
    ? `a page ran scripts but drew no animation frame in ${NO_FRAME_MS} ms (${findings.join('; ')}): a stalled renderer, run once more`
    : `the browser drew frames (${findings.join('; ')}): not retried`;
  console.log(`[renderer] ${testInfo.title}: ${finding}`);
  if (!stalled) return;
  const file = markFile(testInfo);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${finding}\n`);
}

/** On a retry: refuses it unless the attempt before failed on a stalled renderer. */
export function refuseRetryUnlessStalled(testInfo: TestInfo): void {
  if (testInfo.retry === 0) return;
  let finding: string;
  try {
    finding = readFileSync(markFile(testInfo), 'utf8');
  } catch {
    throw new Error(
      'not retried: the first attempt failed with the browser drawing frames, so its failure (above) is the answer',
    );
  }
  console.log(`[renderer] retry of ${testInfo.title}: ${finding.trim()}`);
}
