import type { BrowserContext, Page } from '@playwright/test';
import { expect, REMOTES, test } from '../harness/fixtures';
import { expectRemoteLoaded, fillReport, remoteSlot } from '../harness/shell-page';
import { outboxCount, SAVED_OFFLINE, storedAtPin } from '../harness/outbox';

// HealthWatch as an installable app on a phone with an unreliable connection: the home page opens
// from the service worker with no network, a report typed offline is queued and survives a reload,
// and it is stored exactly once when the connection returns; the map says when its cached data is from.
const PIN = '560001'; // Bengaluru: no other spec reports there

/** The remotes whose release the service worker holds as a complete set. */
function cachedRemoteSets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await caches.match('/__healthwatch/remote-sets.json', { cacheName: 'healthwatch-remote-index' });
    return res ? Object.keys((await res.json()) as Record<string, unknown>).sort() : [];
  });
}

/**
 * Fires the worker's Background Sync event for the outbox through the DevTools protocol, as Chromium
 * does when it sees the connection return (when it fires on its own is up to the browser).
 */
async function fireOutboxSync(context: BrowserContext, page: Page, shellUrl: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${shellUrl}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: shellUrl,
    registrationId: await registration,
    tag: 'healthwatch-report-outbox',
    lastChance: false,
  });
  await cdp.detach();
}

/** Fills the home page's report form for the test's postal code and submits it. */
async function submitReport(page: Page): Promise<void> {
  const form = remoteSlot(page, 'report/ReportForm');
  await fillReport(form, { country: 'IN', postal: PIN, verified: false });
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expect(form.getByText(SAVED_OFFLINE, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

/** Which aggregate API paths the worker holds a copy of. */
function cachedAggregates(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open('healthwatch-aggregates')).keys();
    return [...new Set(keys.map((r) => new URL(r.url).pathname))].sort();
  });
}

/** Opens the home page online until the service worker controls it and holds every remote's set. */
async function installOnline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await expectRemoteLoaded(page, 'map/HealthMap');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => cachedRemoteSets(page), { timeout: 30_000 }).toEqual([...REMOTES].sort());
  return page;
}

test.describe('installable and offline-tolerant', () => {
  test('the page links a valid web app manifest', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.name).toBe('HealthWatch');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, `a ${size} PNG icon`).toBeTruthy();
      const image = await request.get(icon!.src);
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('offline: the home page loads from the service worker, a queued report survives a reload and is stored once', async ({
    browser,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    test.setTimeout(180_000);
    const api = suite.apiUrl!;
    const before = await storedAtPin(api, PIN);
    const context = await browser.newContext({ baseURL: suite.shellUrl });
    let page = await installOnline(context);
    // Once more online under the worker's control: the map's clusters and the statistics pass through it.
    await page.reload();
    await expectRemoteLoaded(page, 'map/HealthMap');
    await expect
      .poll(() => cachedAggregates(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/api/reports/clusters', '/api/stats']));

    await context.setOffline(true);
    await page.close();
    page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRemoteLoaded(page, 'map/HealthMap');
    await expectRemoteLoaded(page, 'report/ReportForm');
    // The clusters the map shows came from the worker's copy, with the time it was fetched, readable by the page.
    const stamped = await page.evaluate(async () => {
      const [kept] = (await (await caches.open('healthwatch-aggregates')).keys()).filter((r) =>
        r.url.includes('/api/reports/clusters'),
      );
      const response = await fetch(kept!.url);
      return response.headers.get('X-HealthWatch-Cached-At');
    });
    expect(Date.now() - Date.parse(stamped ?? '')).toBeLessThan(10 * 60_000);
    // The map says so, with the time in the visitor's locale.
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(stamped!));
    const notice = remoteSlot(page, 'map/HealthMap').getByText('Offline — showing data from', { exact: false });
    await expect(notice).toHaveText(`Offline — showing data from ${time}`);

    await submitReport(page);
    expect(await outboxCount(page)).toBe(1);

    // Still offline, the page reloads from the worker and the report is still waiting.
    await page.reload();
    await expectRemoteLoaded(page, 'report/ReportForm');
    expect(await outboxCount(page)).toBe(1);
    expect(await storedAtPin(api, PIN)).toBe(before);

    // Back online: the page sends on `online` while the worker's Background Sync sends the same outbox.
    await context.setOffline(false);
    await fireOutboxSync(context, page, suite.shellUrl);
    await expect.poll(() => storedAtPin(api, PIN), { timeout: 30_000 }).toBe(before + 1);
    await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(1000);
    expect(await storedAtPin(api, PIN)).toBe(before + 1);
    // Online again, the map reads its view from the network and no longer says it is offline.
    await expect(
      remoteSlot(page, 'map/HealthMap').getByText('Offline — showing data from', { exact: false }),
    ).toHaveCount(0);
    await context.close();
  });

  test('Background Sync: the worker sends a report queued offline with no page of the site open', async ({
    browser,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    test.setTimeout(120_000);
    const api = suite.apiUrl!;
    const before = await storedAtPin(api, PIN);
    const context = await browser.newContext({ baseURL: suite.shellUrl });
    const page = await installOnline(context);
    await context.setOffline(true);
    await submitReport(page);
    expect(await outboxCount(page)).toBe(1);
    // Every page of the site is closed before the connection returns: only the worker can send it.
    const blank = await context.newPage();
    await page.close();
    await context.setOffline(false);
    await fireOutboxSync(context, blank, suite.shellUrl);
    await expect.poll(() => storedAtPin(api, PIN), { timeout: 30_000 }).toBe(before + 1);
    const again = await context.newPage();
    await again.goto('/about');
    await expect.poll(() => outboxCount(again), { timeout: 15_000 }).toBe(0);
    expect(await storedAtPin(api, PIN)).toBe(before + 1);
    await context.close();
  });
});
