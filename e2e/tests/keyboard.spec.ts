import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reachable within ${max} Tab presses`).toBeFocused();
}

test.describe('keyboard only', () => {
  test('a visitor reports a symptom and reads the map cluster list without a mouse', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    for (const id of ['map/HealthMap', 'report/ReportForm']) await expectRemoteLoaded(page, id);
    const form = remoteSlot(page, 'report/ReportForm');

    const country = form.getByLabel('Country');
    await tabTo(page, country);
    // A closed <select> selects by typing, as in every desktop browser.
    await page.keyboard.type('Germany');
    await expect(country).toHaveValue('DE');

    const postal = form.getByLabel('Postal Code');
    await tabTo(page, postal, 5);
    await page.keyboard.type('10115');
    await expect(form.getByText('Location Verified')).toBeVisible({ timeout: 20_000 });

    const fever = form.getByRole('checkbox', { name: 'Fever' });
    await tabTo(page, fever, 10);
    await page.keyboard.press('Space');
    await expect(fever).toBeChecked();

    const illness = form.getByLabel('Illness Type');
    await tabTo(page, illness, 30);
    await page.keyboard.type('Flu');
    await expect(illness).not.toHaveValue('');

    const severity = form.getByRole('radio').first();
    await tabTo(page, severity, 5);
    await page.keyboard.press('Space');
    await expect(severity).toBeChecked();

    const submit = form.getByRole('button', { name: 'Submit Report' });
    await tabTo(page, submit, 10);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeVisible({
      timeout: 20_000,
    });

    // The cluster list: reached by Tab, shown while it has focus, and holding the new report.
    const map = remoteSlot(page, 'map/HealthMap');
    const clusters = map.getByRole('region', { name: 'Largest report clusters' });
    // The list closes the map section, just before the form: back up to it.
    await tabTo(page, clusters, 60, 'Shift+Tab');
    await expect(clusters).toBeVisible();
    const box = await clusters.boundingBox();
    expect(box && box.width > 100 && box.height > 20, 'the focused list is visible on screen').toBe(true);
    await expect(clusters.getByRole('table', { name: 'Largest report clusters on the map' })).toBeVisible();
    // At the world view reports group on a coarse grid: the new Flu report is in a row of its own illness.
    await expect(
      clusters
        .getByRole('row')
        .filter({ hasText: /\d+ reports?/ })
        .filter({ hasText: 'Flu' })
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
