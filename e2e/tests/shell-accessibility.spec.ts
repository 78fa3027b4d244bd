import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';

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
