import type { Browser } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { fillReport, openReportPage } from '../harness/shell-page';
import { outboxCount, SAVED_OFFLINE, storedAtPin } from '../harness/outbox';

// A report typed with no signal is not lost: it waits in IndexedDB with its Idempotency-Key and is
// sent when the connection returns, exactly once even when two pages send it at the same moment.
const PIN = '411001'; // Pune: no other spec reports there

/** A new browser context on the report page, and how many reports the test's PIN has so far. */
async function freshReportPage(browser: Browser, shellUrl: string, api: string) {
  const before = await storedAtPin(api, PIN);
  const context = await browser.newContext({ baseURL: shellUrl });
  const page = await context.newPage();
  const form = await openReportPage(page);
  return { api, before, context, page, form };
}

test.describe('offline report queue', () => {
  test.setTimeout(120_000);

  test('a report submitted offline is kept, survives a new page, and is stored once when the connection returns', async ({
    browser,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const { api, before, context, page, form } = await freshReportPage(browser, suite.shellUrl, suite.apiUrl!);
    await fillReport(form, { country: 'IN', postal: PIN, symptoms: ['Fever', 'Cough'] });

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(form.getByText(SAVED_OFFLINE, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('checkbox', { name: 'Fever' })).not.toBeChecked();
    expect(await storedAtPin(api, PIN)).toBe(before);
    expect(await outboxCount(page)).toBe(1);

    // Back online: the open page sends on `online` while a second page sends on load — one report.
    await context.setOffline(false);
    const second = await context.newPage();
    await openReportPage(second);
    await expect.poll(() => storedAtPin(api, PIN), { timeout: 30_000 }).toBe(before + 1);
    // Both pages have finished: the outbox is empty and nothing more arrives.
    await expect.poll(() => outboxCount(second), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(1000);
    expect(await storedAtPin(api, PIN)).toBe(before + 1);
    await context.close();
  });

  test('the connection drops before anything is typed: the form still takes the report and sends it later', async ({
    browser,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const { api, before, context, page, form } = await freshReportPage(browser, suite.shellUrl, suite.apiUrl!);
    // Offline before the country is chosen: the postal check's part of the form cannot be fetched.
    await context.setOffline(true);
    await fillReport(form, { country: 'IN', postal: PIN, verified: false });
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(form.getByText(SAVED_OFFLINE, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await outboxCount(page)).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => storedAtPin(api, PIN), { timeout: 30_000 }).toBe(before + 1);
    await context.close();
  });
});
