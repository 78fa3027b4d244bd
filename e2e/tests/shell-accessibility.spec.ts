import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { mainNav, PHONE_AT_200_PERCENT, waitForHydration, withLargeText } from '../harness/shell-page';

// The shell's own structure (header, navigation, About page, menus, error page)
// against WCAG 2.2 AA; remotes are checked by their own specs.
const SHELL_ONLY = { exclude: ['[data-remote-slot]'] };

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell meets WCAG 2.2 AA in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeVisible();
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expectNoViolations(page, 'the About page with its menus', SHELL_ONLY);

    await page.goto('/missing-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expectNoViolations(page, 'the error page', SHELL_ONLY);
  });
}

test('an element reached by keyboard is never hidden under the sticky header (WCAG 2.4.11)', async ({ page }) => {
  // A narrow screen, where the header wraps and a long form scrolls under it.
  await page.setViewportSize({ width: 400, height: 640 });
  await page.goto('/phone-ai');
  const form = page.locator('[data-remote-slot]').first();
  await expect(form.getByRole('checkbox').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('footer a, main button, main input').last().focus();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Shift+Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const header = document.querySelector('header') as HTMLElement;
      return {
        inHeader: header.contains(el),
        top: el.getBoundingClientRect().top,
        headerBottom: header.getBoundingClientRect().bottom,
        name: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30) ?? ''}`,
      };
    });
    if (focus.inHeader) break;
    expect(focus.top, `${focus.name} is below the header`).toBeGreaterThanOrEqual(focus.headerBottom - 1);
  }
});

/** Where the header stands once the page has scrolled, and the height it publishes for scroll-padding. */
async function headerAfterScroll(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  return page.evaluate(() => {
    const header = document.querySelector('header[data-pinned]') as HTMLElement;
    return {
      top: header.getBoundingClientRect().top,
      bottom: header.getBoundingClientRect().bottom,
      height: header.offsetHeight,
      published: document.documentElement.style.getPropertyValue('--hw-header-height'),
    };
  });
}

test('a header wrapped taller than a quarter of the window scrolls away with the page (large text at 200% zoom)', async ({
  page,
}) => {
  // Pinned, it wrapped to 353 of the window's 370 pixels and left a line of the page to read.
  await page.setViewportSize(PHONE_AT_200_PERCENT);
  await withLargeText(page);
  await page.goto('/report');
  await waitForHydration(page);
  await expect(page.getByRole('banner')).toHaveAttribute('data-pinned', 'false');
  const header = await headerAfterScroll(page);
  expect(header.height).toBeGreaterThan(PHONE_AT_200_PERCENT.height / 4);
  expect(header.bottom).toBeLessThanOrEqual(0);
  expect(header.published).toBe('0px');
});

test("a phone's header stays pinned, also with its menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/report');
  await waitForHydration(page);
  await expect(page.getByRole('banner')).toHaveAttribute('data-pinned', 'true');
  const header = await headerAfterScroll(page);
  expect(header.top).toBe(0);
  expect(header.published).toBe(`${header.height}px`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeInViewport();
  await expect(page.getByRole('banner')).toHaveAttribute('data-pinned', 'true');
});

test("on a short window with large text, the pinned header's open menu stays in the window and each link is reached", async ({
  page,
}) => {
  // A phone on its side with large text: the header's bar is pinned, and the open menu below it ended 22 pixels
  // below the window (a sticky header does not scroll), so its last link could be neither seen nor scrolled to.
  await page.setViewportSize({ width: 740, height: 320 });
  await withLargeText(page);
  await page.goto('/report');
  await waitForHydration(page);
  await expect(page.getByRole('banner')).toHaveAttribute('data-pinned', 'true');
  await headerAfterScroll(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('banner')).toHaveAttribute('data-pinned', 'true');
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  expect(headerBottom).toBeLessThanOrEqual(320);
  const links = mainNav(page).getByRole('link');
  for (let index = 0; index < (await links.count()); index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
    const box = await links.nth(index).evaluate((link) => link.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top, `link ${index}`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `link ${index}`).toBeLessThanOrEqual(320);
  }
});

test('at 200% zoom with large text, each word of a page title and of the name stays on one line', async ({ page }) => {
  await page.setViewportSize(PHONE_AT_200_PERCENT);
  await withLargeText(page);
  for (const path of ['/', '/report', '/analytics', '/about']) {
    await page.goto(path);
    await waitForHydration(page);
    const broken = await page.evaluate(() => {
      const words: string[] = [];
      // The page's title, and the product's name in the header: each may break only between words (the name
      // between "Health" and "Watch").
      for (const element of [document.querySelector('h1'), document.querySelector('header a')]) {
        if (!element?.textContent) return ['no title or name'];
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            // A word broken across lines has a box on each.
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
      }
      return words;
    });
    expect(broken, `${path}: words broken across lines`).toEqual([]);
  }
});
