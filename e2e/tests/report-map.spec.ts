import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, fillReport, openReportPage, remoteSlot } from '../harness/shell-page';
import type { Locator } from '@playwright/test';

// The core loop (issue 4): a visitor reports symptoms on /report and every
// other visitor's map counts the report within moments, without reloading.
const MESSAGES = {
  location: 'Please fill in your location details',
  postal: 'Please enter a valid postal code for your selected country',
  symptoms: 'Please select at least one symptom',
  setupFailed: 'Failed to establish connection',
  loadFailed: 'Some data could not be loaded, but the app will continue to work',
};

/** The total the map states under itself: "{n} reports in {m} locations on the map". */
async function reportsOnMap(map: Locator): Promise<number> {
  const text = (await map.getByTestId('map-summary').textContent()) ?? '';
  const match = /^(\d+) reports in/.exec(text.trim());
  if (!match) throw new Error(`unexpected map summary: ${text}`);
  return Number(match[1]);
}

test.describe('report symptoms and health map', () => {
  test.setTimeout(120_000);

  test("a report made on /report shows up on another visitor's map without a reload", async ({
    page,
    browser,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    await page.goto('/');
    await expectRemoteLoaded(page, 'map/HealthMap');
    const map = remoteSlot(page, 'map/HealthMap');
    await expect(map.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible({ timeout: 30_000 });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-control-attribution')).toContainText('GeoNames');
    await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
    // The offline basemap is drawn at the map's size, whatever the host page's CSS does to its SVG.
    await expect
      .poll(async () => (await map.locator('.leaflet-hw-basemap-pane svg').boundingBox())?.width ?? 0)
      .toBeGreaterThan(300);
    await expect(map.locator('.leaflet-hw-basemap-pane svg path')).toHaveCount(1);
    const before = await reportsOnMap(map);

    const reporter = await browser.newContext({ baseURL: suite.shellUrl });
    const other = await reporter.newPage();
    const form = await openReportPage(other);
    await form.getByLabel('Country').selectOption('IN');
    await expect(form.getByText('Format: PIN, 6 digits (e.g. 400001)')).toBeVisible();
    await form.getByLabel('Postal Code').fill('400001');
    await expect(form.getByText('Location Verified')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText(/Mumbai/)).toBeVisible();
    await expect(form.getByText(/^\d+\.\d{4}, \d+\.\d{4}$/)).toBeVisible();
    await form.getByRole('checkbox', { name: 'Fever' }).check();
    await form.getByRole('checkbox', { name: 'Headache' }).check();
    await form.getByLabel('Illness Type').selectOption('flu');
    await form.getByRole('radio', { name: 'Moderate' }).check();
    const submitted = Date.now();
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(form.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeFocused({
      timeout: 15_000,
    });

    // The first visitor's map counts it from the live feed.
    await expect.poll(() => reportsOnMap(map), { timeout: 10_000 }).toBe(before + 1);
    const seenAfterMs = Date.now() - submitted;
    test.info().annotations.push({
      type: 'live update',
      description: `map counted the report ${seenAfterMs} ms after the click`,
    });
    console.log(`live update: the other visitor's map counted the report ${seenAfterMs} ms after the click`);
    await expect(
      map
        .locator('.leaflet-tooltip')
        .filter({ hasText: /^\d+ reports$/ })
        .first(),
    ).toBeVisible();

    // After 3 s the form is back to its defaults; View Health Map goes home.
    await expect(form.getByLabel('Country')).toHaveValue('', { timeout: 10_000 });
    await reporter.close();
  });

  test('the success screen offers the way back to the map', async ({ page, suite }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const form = await openReportPage(page);
    await fillReport(form, { country: 'US', postal: '10001', symptoms: ['Cough'] });
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await form.getByRole('button', { name: 'View Health Map' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectRemoteLoaded(page, 'map/HealthMap');
  });

  test('validation messages appear in SPEC order', async ({ page, suite }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const form = await openReportPage(page);
    const submit = form.getByRole('button', { name: 'Submit Report' });

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.location);
    await expect(form.getByRole('alert')).toBeFocused();

    await form.getByLabel('Country').selectOption('DE');
    await form.getByLabel('Postal Code').fill('10115');
    await submit.click(); // before the 1000 ms debounce has let the check run
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.postal);

    await expect(form.getByText('Location Verified')).toBeVisible({ timeout: 15_000 });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.symptoms);
  });

  test('a real postal code verifies, a non-existent one is refused, and changing country clears it', async ({
    page,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const form = await openReportPage(page);
    await form.getByLabel('Country').selectOption('FR');
    const postal = form.getByLabel('Postal Code');
    await postal.fill('75001');
    await expect(form.getByText('Location Verified')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText(/Paris/)).toBeVisible();

    await postal.fill('99999');
    await expect(form.getByText('Location Verified')).toHaveCount(0);
    await expect(form.getByText(/Invalid postal code/)).toBeVisible({ timeout: 15_000 });
    await expect(postal).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Country').selectOption('IT');
    await expect(postal).toHaveValue('');
    await expect(form.getByText(/Invalid postal code/)).toHaveCount(0);
  });

  test('with the API stopped, verification stays unknown and the map says it cannot connect', async ({
    page,
    services,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    await services.stop('api');

    const form = await openReportPage(page);
    await form.getByLabel('Country').selectOption('DE');
    await form.getByLabel('Postal Code').fill('10115');
    await expect(form.getByText('Postal code could not be verified right now')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText('Location Verified')).toHaveCount(0);
    await expect(form.getByText(/Invalid postal code/)).toHaveCount(0);

    await page.goto('/');
    await expectRemoteLoaded(page, 'map/HealthMap');
    const map = remoteSlot(page, 'map/HealthMap');
    await expect(map.getByRole('status').filter({ hasText: MESSAGES.setupFailed })).toBeVisible({ timeout: 20_000 });
    await expect(map.getByText(MESSAGES.loadFailed)).toBeVisible();
    // The offline basemap still draws the world.
    await expect(map.locator('.leaflet-container path, .leaflet-container canvas').first()).toBeAttached();
  });
});
