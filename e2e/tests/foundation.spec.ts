import { expect, test } from '../harness/fixtures';
import {
  expectRemoteFailed,
  expectRemoteLoaded,
  mainNav,
  remoteSlot,
  ROUTES,
  waitForHydration,
} from '../harness/shell-page';

test.describe('shell foundation', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders under its navigation label "${route.label}"`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      const link = mainNav(page).getByRole('link', { name: route.label, exact: true });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page).toHaveTitle(
        new RegExp(`^${route.heading === 'About HealthWatch' ? 'About' : route.heading} \\| HealthWatch$`),
      );
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      if (route.slot) await expectRemoteLoaded(page, route.slot);
    });
  }

  test('the home page composes the map, the embedded report form and the statistics', async ({ page }) => {
    await page.goto('/');
    for (const id of ['map/HealthMap', 'report/ReportForm', 'map/HealthStats']) await expectRemoteLoaded(page, id);
  });

  test('navigation moves between routes without a page load', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    for (const route of ROUTES) {
      await mainNav(page).getByRole('link', { name: route.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('the skip link is the first tab stop and moves focus into <main>', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next tab stop is inside main, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the theme choice persists across a reload, without a flash of the wrong theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f2937');
    expect(await page.evaluate(() => localStorage.getItem('healthwatch-theme'))).toBe('dark');

    // Hold the app's scripts back: the class must already be there before React runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/main.js', async (route) => {
      await held;
      await route.continue();
    });
    // Deferred scripts hold DOMContentLoaded back too: check the parsed page meanwhile.
    const reloaded = page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#root', { state: 'attached' });
    // The prerendered page is there, not yet hydrated (its buttons wait for React).
    await expect(page.getByRole('button', { name: 'Accessibility' })).toBeDisabled();
    await expect(html).toHaveClass(/\bdark\b/);
    release();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.unroute('**/static/js/main.js');

    // The Settings popover's Dark Mode toggle switches back.
    await page.getByRole('button', { name: 'Settings' }).click();
    const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(darkMode).toBeChecked();
    await darkMode.uncheck();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('with nothing saved the theme follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('accessibility toggles set their classes on <html> and persist', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Accessibility' }).click();
    const html = page.locator('html');
    const cases = [
      ['High contrast', 'high-contrast'],
      ['Large text', 'large-text'],
      ['Reduced motion', 'reduced-motion'],
    ] as const;
    for (const [label, cls] of cases) {
      await expect(html).not.toHaveClass(new RegExp(`\\b${cls}\\b`));
      await page.getByRole('switch', { name: label }).check();
      await expect(html).toHaveClass(new RegExp(`\\b${cls}\\b`));
    }
    await page.getByRole('switch', { name: 'Screen reader mode' }).check();
    await expect(html).toHaveAttribute('data-screen-reader-mode', 'true');
    await page.reload();
    for (const [, cls] of cases) await expect(html).toHaveClass(new RegExp(`\\b${cls}\\b`));
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByRole('switch', { name: 'Large text' }).uncheck();
    await expect(html).not.toHaveClass(/\blarge-text\b/);
  });

  test('an unknown route shows the error page with 404, inside the normal header', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA answers; the router decides
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeVisible();
  });

  test('Private Chat dispatches open-private-chat', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      window.addEventListener('open-private-chat', () => document.body.setAttribute('data-chat-requested', 'yes'));
    });
    await page.getByRole('banner').getByRole('button', { name: 'Private Chat', exact: true }).click();
    await expect(page.locator('body')).toHaveAttribute('data-chat-requested', 'yes');
  });

  test('the mobile menu toggle shows and hides the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
  });

  test('the About page offers a call to action and FAQPage structured data', async ({ page }) => {
    await page.goto('/about');
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(ld ?? '{}') as { '@type'?: string; mainEntity?: unknown[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(4);
    await page.getByRole('main').getByRole('link', { name: 'Report Symptoms' }).click();
    await expect(page).toHaveURL(/\/report$/);
  });
});

test.describe('a remote that is down fails alone', () => {
  test("stopping one remote's server leaves an error panel on its route while every other route still works", async ({
    page,
    services,
  }) => {
    await services.stop('analytics');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expectRemoteFailed(page, 'analytics/AnalyticsPage');
    await expect(mainNav(page)).toBeVisible();

    for (const route of ROUTES.filter((r) => r.path !== '/analytics')) {
      await mainNav(page).getByRole('link', { name: route.label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      if (route.slot) await expectRemoteLoaded(page, route.slot);
    }

    // Back up: Try Again reloads only that remote.
    await services.start('analytics');
    await mainNav(page).getByRole('link', { name: 'Analytics', exact: true }).click();
    const slot = remoteSlot(page, 'analytics/AnalyticsPage');
    const retry = slot.getByRole('button', { name: 'Try Again' });
    if (await retry.isVisible()) await retry.click();
    await expectRemoteLoaded(page, 'analytics/AnalyticsPage');
  });

  test('a remote that is down when the page loads can be brought back with Try Again', async ({ page, services }) => {
    await services.stop('phoneAi');
    await page.goto('/phone-ai');
    await expectRemoteFailed(page, 'phoneAi/PhoneAiPage');
    await services.start('phoneAi');
    await remoteSlot(page, 'phoneAi/PhoneAiPage').getByRole('button', { name: 'Try Again' }).click();
    await expectRemoteLoaded(page, 'phoneAi/PhoneAiPage');
  });

  test('with the chat remote down, the community placeholders say live chat is unavailable', async ({
    page,
    services,
  }) => {
    await services.stop('chat');
    await page.goto('/about');
    const placeholder = page.getByTestId('community-placeholder');
    await expect(placeholder.getByRole('heading', { name: 'Connect' })).toBeVisible();
    await expect(placeholder.getByRole('heading', { name: 'Health Community' })).toBeVisible();
    await expect(placeholder.getByText(/live chat is unavailable/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeVisible();
  });
});

test('production bundles publish no source maps', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expectRemoteLoaded(page, 'map/HealthMap');
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) {
    const js = await request.get(url);
    // A map comment ends the file; a mention of the word inside code is not one.
    expect(await js.text(), url).not.toMatch(/\/\/# sourceMappingURL=\S+\s*$/);
    expect((await request.get(`${url.split('?')[0]}.map`)).status(), `${url}.map`).toBe(404);
  }
});
