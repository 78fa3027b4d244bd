import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, with no rule switched off. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Lets every finite animation (a dialog fading in) end first: axe reads colours as painted, so a
 * half-faded dialog measures as low contrast, which no visitor sees once it has appeared.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Which part of the page a check covers: CSS selectors, as axe takes them. */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
}

/** Runs axe over the page (or a scope of it) and fails with each violation's rule, impact, element and reason. */
export async function expectNoViolations(page: Page, what: string, scope: AxeScope = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  const found = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join(' | ')}`,
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}
