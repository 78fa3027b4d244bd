// Independent releases of the map remote: published with `npm run release`'s script into the
// suite's release store, followed by the shell through GET /api/discovery.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { openPglite, issuePublishToken } from '@healthwatch/api/testing';
import { expect, test } from '../harness/fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const BUCKET_KEY = 'healthwatch.release-bucket';
let token = '';

test.describe.configure({ mode: 'serial' });

async function discoveryCall(apiUrl: string, action: string, body: object): Promise<void> {
  const res = await fetch(`${apiUrl}/api/discovery/map/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

const label = (page: Page) => page.locator('p', { hasText: /Map release \d+\.\d+\.\d+/ });

/** A fresh browser (new localStorage, so a new sticky bucket) opening the map; its release. */
async function freshVersion(browser: Browser, baseURL: string, bucket?: number): Promise<[Page, string]> {
  const context = await browser.newContext({ baseURL });
  if (bucket !== undefined)
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: BUCKET_KEY,
      value: String(bucket),
    });
  const page = await context.newPage();
  await page.goto('/');
  await expect(label(page)).toBeVisible({ timeout: 30_000 });
  return [page, (await label(page).textContent())?.replace('Map release ', '') ?? ''];
}

test.beforeAll(async ({ suite, services }) => {
  test.setTimeout(240_000);
  if (!suite.apiUrl) throw new Error('the API is not part of this suite');
  await services.stop('api');
  const db = await openPglite({ dataDir: path.join(suite.apiDataDir, 'pglite') });
  token = await issuePublishToken(db, 'map');
  await db.close();
  await services.start('api');
  const release = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(ROOT, 'release', 'release.mjs'), ...args], {
      cwd: path.join(ROOT, 'mfe-map'),
      env: {
        ...process.env,
        RELEASE_TOKEN: token,
        HEALTHWATCH_API_URL: suite.apiUrl ?? '',
        RELEASE_STORE: suite.releaseStore,
      },
      stdio: 'pipe',
    });
  release('1.0.0');
  release('1.1.0');
  release('2.0.0', '--contracts', '2.0');
  // Published once: the store refuses the same version again.
  expect(() => release('1.1.0')).toThrow();
});

test('a 50 % canary splits fresh browsers and each keeps its release across reloads', async ({ browser, suite }) => {
  // All 16 browsers draw the same release with probability 2 × 0.5^16 (1 in 32,768), so both releases appear; more
  // browsers only add minutes on a 2-core machine (the timeout bounds a hang, not speed).
  test.setTimeout(240_000);
  const BROWSERS = 16;
  const AT_ONCE = 4;
  await discoveryCall(suite.apiUrl ?? '', 'promote', { version: '1.0.0' });
  await discoveryCall(suite.apiUrl ?? '', 'canary', { version: '1.1.0', share: 0.5 });
  // A few browsers at a time, each closed once checked: many pages open at once would pass the API's
  // per-address connection limit, and a page that cannot read discovery falls back to config.json.
  const versions: string[] = [];
  for (let batch = 0; batch < BROWSERS / AT_ONCE; batch += 1) {
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const [page, version] = await freshVersion(browser, suite.shellUrl);
        versions.push(version);
        await page.reload();
        await expect(label(page)).toHaveText(`Map release ${version}`, { timeout: 30_000 });
        await page.context().close();
      }),
    );
  }
  expect(versions).toHaveLength(BROWSERS);
  expect(new Set(versions)).toEqual(new Set(['1.0.0', '1.1.0']));
});

test('a rollback reaches new pages at once and an open page on its next navigation', async ({ browser, suite }) => {
  const [open, before] = await freshVersion(browser, suite.shellUrl, 0.1);
  expect(before).toBe('1.1.0');
  await discoveryCall(suite.apiUrl ?? '', 'rollback', { reason: 'canary checked' });
  const [fresh, after] = await freshVersion(browser, suite.shellUrl, 0.1);
  expect(after).toBe('1.0.0');
  // The open page re-reads discovery (every 2 s here, 60 s by default) and swaps on navigation.
  await expect(async () => {
    await open.getByRole('link', { name: 'About' }).first().click();
    await open.getByRole('link', { name: 'Health Map' }).first().click();
    await expect(label(open)).toHaveText('Map release 1.0.0', { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await open.context().close();
  await fresh.context().close();
});

test('a release built for another contracts major is refused and a 1.x release loads with a warning', async ({
  browser,
  suite,
}) => {
  await discoveryCall(suite.apiUrl ?? '', 'promote', { version: '2.0.0' });
  const context = await browser.newContext({ baseURL: suite.shellUrl });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/');
  await expect(label(page)).toHaveText(/^Map release 1\.\d\.0$/, { timeout: 30_000 });
  expect(warnings.join('\n')).toContain('map 2.0.0 was built for contracts 2.0');
  await context.close();
  await discoveryCall(suite.apiUrl ?? '', 'promote', { version: '1.0.0' });
});

test('a canary that fails to load in browsers is rolled back automatically', async ({ browser, suite }) => {
  test.setTimeout(180_000);
  const api = suite.apiUrl ?? '';
  // Registered but never published: every browser on it fails to load the manifest.
  await discoveryCall(api, 'versions', {
    version: '1.2.0',
    contracts: '1.0',
    entry: '/releases/map/1.2.0/mf-manifest.json',
  });
  await discoveryCall(api, 'canary', { version: '1.2.0', share: 1 });
  const context = await browser.newContext({ baseURL: suite.shellUrl });
  const page = await context.newPage();
  await expect(async () => {
    await page.goto('/');
    // Never a blank slot: the failing remote's panel says so.
    await expect(page.getByTestId('remote-error').or(label(page)).first()).toBeVisible({ timeout: 15_000 });
    const doc = await (await fetch(`${api}/api/discovery`)).json();
    expect(doc.remotes.map.canary).toBeNull();
  }).toPass({ timeout: 150_000, intervals: [0] });
  await context.close();
  const [fresh, version] = await freshVersion(browser, suite.shellUrl, 0.1);
  expect(version).toBe('1.0.0');
  await fresh.context().close();
});
