import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { mainNav, remoteSlot, ROUTES, waitForHydration } from '../harness/shell-page';

// The shell's routes are prerendered at build time (shell/scripts/prerender.mjs):
// the HTML alone already holds the page, styled, and the browser bundle
// hydrates it without a mismatch. Other paths get the page the browser renders.

const INTROS: Record<string, string> = {
  '/': 'Anonymous symptom reports from the community, grouped on a world map.',
  // Issue 38: the first content of these routes is the shell's, so it paints without the remote's chain.
  '/report':
    'Every report, and every “I feel fine”, helps your area see an outbreak early. You choose your symptoms, your country and your postal code; you get a health tip straight away, and nothing identifies you.',
  '/phone-ai':
    'A transparent symptom checker: it shows how likely each illness is, which symptoms and warning signs drove the answer, and what to do next. It is not a medical diagnosis. In an emergency, call your local emergency number.',
  '/analytics':
    'Computed from the anonymous reports people send to HealthWatch; numbers are reports, not confirmed cases.',
};

/** Console errors, and any message about hydration (React reports mismatches as errors, some as warnings). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      (message.type() === 'warning' && /hydrat|server rendered|did not match/i.test(text))
    ) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The HTML with what a reader does not see between letters taken out: React's text separators and <wbr>. */
function asText(html: string): string {
  return html.replace(/<!-- -->|<wbr\/?>/g, '');
}

test.describe('prerendered pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} arrives as HTML with its heading, navigation and skip link, styled, without JavaScript`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
      const body = asText(await response.text());
      expect(body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(body).not.toMatch(/<div id="?root"?><\/div>/);

      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const page = await context.newPage();
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        for (const item of ROUTES)
          await expect(mainNav(page).getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
            'href',
            item.path,
          );
        await expect(mainNav(page).getByRole('link', { name: route.label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
        await expect(page).toHaveTitle(
          new RegExp(`^${route.heading === 'About HealthWatch' ? 'About' : route.heading} \\| HealthWatch$`),
        );
        const intro = INTROS[route.path];
        if (intro) await expect(page.getByText(intro)).toBeVisible();
        if (route.slot) await expect(remoteSlot(page, route.slot).getByRole('status')).toHaveText('Loading…');
        // The stylesheet in <head> defines the classes the markup uses (CSS modules hash their names).
        const unstyled = await page.evaluate(() => {
          const selectors = [...document.styleSheets]
            .flatMap((sheet) => [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? ''))
            .join(' ');
          const used = ['main', 'header', 'nav', 'h1'].map(
            (tag) => document.querySelector(`#root ${tag}`)?.classList[0] ?? `(no class on ${tag})`,
          );
          return used.filter((name) => !selectors.includes(`.${name}`));
        });
        expect(unstyled).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test(`${route.path} hydrates without console errors or hydration warnings`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      if (route.slot)
        await expect(remoteSlot(page, route.slot).getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('the About page is entirely in the HTML', async ({ request }) => {
    const body = asText(await (await request.get('/about')).text());
    expect(body).toContain('About HealthWatch');
    // Its sections down to the last one, not only the top of the page.
    const headings = [...body.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(expect.arrayContaining(['Our mission', 'Frequently asked questions', 'Data sources']));
  });

  test('an unknown path gets the page the browser renders, which shows "not found"', async ({ page, request }) => {
    const response = await request.get('/no-such-page/deeper');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await response.text()).toMatch(/<div id="?root"?><\/div>/);

    const problems = collectProblems(page);
    await page.goto('/no-such-page/deeper');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| HealthWatch$/);
    expect(problems).toEqual([]);
  });

  test('a visitor with a saved dark theme and large text never sees them taken off while the page hydrates', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('healthwatch-theme', 'dark');
      localStorage.setItem('healthwatch-accessibility', JSON.stringify({ largeText: true }));
      // Every class <html> ever has, from before theme-init.js runs to the end.
      const seen: string[] = [];
      (window as unknown as { htmlClasses: string[] }).htmlClasses = seen;
      // <html> may not exist yet when this runs: watch the document for it.
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          if (mutation.target === document.documentElement) seen.push(document.documentElement.className);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    const problems = collectProblems(page);
    await page.goto('/about');
    await waitForHydration(page);
    // After hydration the header shows the visitor's theme, not the prerendered light one.
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const classes = await page.evaluate(() => (window as unknown as { htmlClasses: string[] }).htmlClasses);
    const both = (value: string): boolean =>
      value.split(' ').includes('dark') && value.split(' ').includes('large-text');
    // theme-init.js adds them one by one before the first paint; from then on they stay.
    const first = classes.findIndex(both);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(classes.slice(first).filter((value) => !both(value))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
