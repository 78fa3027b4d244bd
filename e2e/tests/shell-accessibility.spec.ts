import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../harness/fixtures';

// The shell's own structure (header, navigation, About page, menus, error page)
// against WCAG 2.2 AA; remotes are checked by their own specs.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell meets WCAG 2.2 AA in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeVisible();
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const about = await new AxeBuilder({ page }).withTags(TAGS).exclude('[data-remote-slot]').analyze();
    expect(about.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.goto('/missing-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    const errorPage = await new AxeBuilder({ page }).withTags(TAGS).exclude('[data-remote-slot]').analyze();
    expect(errorPage.violations.map((v) => v.id)).toEqual([]);
  });
}
