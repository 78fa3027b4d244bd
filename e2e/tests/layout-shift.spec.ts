import type { Page } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { ROUTES } from '../harness/shell-page';

// Issue 38: nothing the visitor already sees moves while the prerendered page hydrates and its
// remotes arrive. Cumulative layout shift as web-vitals and Lighthouse count it (the largest
// session window of shifts without recent input) from the first paint until every remote slot has
// loaded and the network is quiet, at Lighthouse's desktop and mobile screen sizes.

const VIEWPORTS = {
  desktop: { width: 1350, height: 940 },
  mobile: { width: 412, height: 823 },
} as const;
const MOST_CLS = 0.05;

interface Shift {
  start: number;
  value: number;
  sources: string[];
}

/** Keeps every layout-shift entry of the page, from its start, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
    const nameOf = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const slot = node.closest('[data-remote-slot]')?.getAttribute('data-remote-slot');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${slot ? ` in ${slot}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          start: entry.startTime,
          value: entry.value,
          sources: entry.sources.map(
            (s) =>
              `${nameOf(s.node)} ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)} (left ${Math.round(s.previousRect.left)}→${Math.round(s.currentRect.left)})`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The largest session window: shifts less than 1 s apart, at most 5 s long (web-vitals' CLS). */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window > 0 && shift.start - last < 1000 && shift.start - first < 5000) window += shift.value;
    else {
      window = shift.value;
      first = shift.start;
    }
    last = shift.start;
    largest = Math.max(largest, window);
  }
  return largest;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`layout shifts on a ${name} screen (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route.path}: CLS below ${MOST_CLS} while the page hydrates and its remotes load`, async ({ page }) => {
        await recordShifts(page);
        await page.goto(route.path);
        if (route.slot) await expect(page.locator(`[data-remote-slot="${route.slot}"]`)).toBeVisible();
        await expect(page.locator('[data-remote-slot] [data-remote-loading]')).toHaveCount(0, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        // What a remote renders once its data arrives (the map's groups, the statistics) lands within this.
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
        const cls = cumulativeLayoutShift(shifts);
        expect(
          cls,
          `layout shifts: ${shifts.map((s) => `${s.value.toFixed(4)} at ${Math.round(s.start)} ms: ${s.sources.join(', ')}`).join('; ')}`,
        ).toBeLessThan(MOST_CLS);
      });
    }
  });
}
