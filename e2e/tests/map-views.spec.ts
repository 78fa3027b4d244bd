import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, remoteSlot } from '../harness/shell-page';
import type { Locator } from '@playwright/test';

// The map over time and place: filters, the time range, shared links,
// history steps, the slider by keyboard and the filtered live feed.

async function reportsOnMap(map: Locator): Promise<number> {
  const text = (await map.getByTestId('map-summary').textContent()) ?? '';
  const match = /^(\d+) reports in/.exec(text.trim());
  if (!match) throw new Error(`unexpected map summary: ${text}`);
  return Number(match[1]);
}

const report = (illnessType: string, country: string, pinCode: string) => ({
  country,
  pinCode,
  symptoms: ['Fever'],
  illnessType,
  severity: 'moderate',
});

test.describe('map views', () => {
  test.setTimeout(120_000);

  test('dengue in the last 7 days: a shared link, Back, the slider by keyboard and the live feed', async ({
    page,
    browser,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const post = async (body: object) => {
      const res = await fetch(`${suite.apiUrl}/api/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
    };
    await post(report('dengue', 'IN', '400001'));
    await post(report('flu', 'US', '10001'));

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.shellUrl });
    await page.goto('/');
    await expectRemoteLoaded(page, 'map/HealthMap');
    const map = remoteSlot(page, 'map/HealthMap');
    await expect(map.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible({ timeout: 30_000 });
    await expect(map.getByTestId('map-filter')).toHaveText('Showing all reports');

    await map.getByLabel(/^Illness(?! to follow)/).selectOption('dengue');
    await map.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/illness=dengue&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/);
    await expect(map.getByTestId('map-filter')).toContainText('Showing Dengue, from');
    // Only dengue clusters: every row of the cluster table names Dengue.
    const rows = map.getByRole('table', { name: 'Largest report clusters on the map' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Dengue', { timeout: 10_000 });
    for (const row of await rows.all()) await expect(row).toContainText('Dengue');
    const filtered = await reportsOnMap(map);
    expect(filtered).toBeGreaterThan(0);
    // The legend and the statistics block say what they count.
    await expect(map.getByRole('figure', { name: /Reports per location \(Dengue, from/ })).toBeVisible();
    const stats = remoteSlot(page, 'map/HealthStats');
    await expect(stats.getByTestId('stats-filter')).toContainText('Showing Dengue, from');
    // Every dengue report of this week is an active case: at least the one posted above.
    const active = stats.getByText('Active Cases').locator('xpath=following-sibling::dd[1]');
    await expect.poll(async () => Number((await active.textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
    // axe with the filters set: nothing found.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page, 'the home page filtered to dengue in the last 7 days');

    // Copy link, open it in a second browser.
    await map.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    const second = await browser.newContext({ baseURL: suite.shellUrl });
    const other = await second.newPage();
    await other.goto(link);
    await expectRemoteLoaded(other, 'map/HealthMap');
    const otherMap = remoteSlot(other, 'map/HealthMap');
    await expect(otherMap.getByLabel(/^Illness(?! to follow)/)).toHaveValue('dengue');
    await expect(otherMap.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => reportsOnMap(otherMap), { timeout: 10_000 }).toBe(filtered);
    await second.close();

    // Back: the view before the time range.
    await page.goBack();
    await expect(page).toHaveURL(/\?illness=dengue$/);
    await expect(map.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(map.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    // The slider by keyboard alone: focus it with Tab, move a day back.
    const from = map.getByRole('slider', { name: 'From' });
    await map
      .getByRole('button', { name: 'Pause' })
      .or(map.getByRole('button', { name: 'Play' }))
      .focus();
    await page.keyboard.press('Tab');
    await expect(from).toBeFocused();
    const before = await from.getAttribute('aria-valuetext');
    await page.keyboard.press('ArrowLeft');
    await expect(from).not.toHaveAttribute('aria-valuetext', before ?? '');
    await expect(map.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(map.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    // Live: a matching report appears, one that does not match does not.
    const shown = await reportsOnMap(map);
    await post(report('flu', 'IN', '400001'));
    await post(report('dengue', 'IN', '400001'));
    await expect.poll(() => reportsOnMap(map), { timeout: 10_000 }).toBe(shown + 1);
    await page.waitForTimeout(1500);
    expect(await reportsOnMap(map)).toBe(shown + 1);

    // Play and Pause by keyboard: the range moves a day at a time and the page says so.
    const to = map.getByRole('slider', { name: 'To' });
    const toBefore = await to.getAttribute('aria-valuetext');
    await map.getByRole('button', { name: 'Play' }).focus();
    await page.keyboard.press('Enter');
    await expect(map.getByRole('button', { name: 'Pause' })).toBeFocused();
    await expect(to).not.toHaveAttribute('aria-valuetext', toBefore ?? '', { timeout: 5_000 });
    await expect(to).toHaveAttribute('aria-valuetext', /^\d{1,2} \w{3,4} \d{4}, \d+ reports? that day$/);
    await page.keyboard.press('Space');
    await expect(map.getByRole('button', { name: 'Play' })).toBeFocused();
    const paused = await to.getAttribute('aria-valuetext');
    await page.waitForTimeout(1_200);
    await expect(to).toHaveAttribute('aria-valuetext', paused ?? '');
  });
});
