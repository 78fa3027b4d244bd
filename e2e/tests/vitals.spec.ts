import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { mainNav, waitForHydration } from '../harness/shell-page';

// Real-user vitals (issue 38): a sampled page view sends one beacon with its route and rounded
// LCP, INP and CLS when it is hidden, and nothing else; the API keeps daily histograms only.
// The suite's config.json samples no page view; these tests serve one that samples every view
// (or none), so only their own beacons are counted. Service workers are blocked so the page
// reads config.json through the route below.
test.use({ serviceWorkers: 'block' });

async function sampleEveryView(page: Page, rate: number): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, vitalsSampleRate: rate } });
  });
}

interface SentBeacon {
  url: string;
  body: string;
  credentials: string | undefined;
  keepalive: boolean | undefined;
  headers: Record<string, string>;
}

/**
 * Notes each vitals beacon the page hands to fetch in sessionStorage (then lets it go out): a
 * request sent while the page unloads is not reported to the test, but the tab's next page of the
 * same origin can read what the one before sent.
 */
async function noteBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/vitals') && init?.method === 'POST') {
        const sent = JSON.parse(sessionStorage.getItem('vitals-beacons') ?? '[]') as unknown[];
        sent.push({
          url,
          body: String(init.body),
          credentials: init.credentials,
          keepalive: init.keepalive,
          headers: Object.fromEntries(new Headers(init.headers).entries()),
        });
        sessionStorage.setItem('vitals-beacons', JSON.stringify(sent));
      }
      return send(input, init);
    };
  });
}

const sentBeacons = (page: Page): Promise<SentBeacon[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('vitals-beacons') ?? '[]') as SentBeacon[]);

/** Waits until the page has loaded web-vitals (it does so when idle, only for a sampled view). */
async function vitalsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => /\/web-vitals\.[0-9a-f]+\.js$/.test(e.name)),
    undefined,
    { timeout: 15_000 },
  );
}

type Summary = { p75: number; count: number } | null;
type Vitals = { days: number; routes: { route: string; lcp: Summary; inp: Summary; cls: Summary }[] };

test('a sampled page view sends one beacon, with its route and rounded figures only; GET /api/vitals counts it', async ({
  page,
  request,
  suite,
}) => {
  const api = suite.apiUrl ?? '';
  const aboutLcp = async () =>
    ((await (await request.get(`${api}/api/vitals`)).json()) as Vitals).routes.find((r) => r.route === '/about')?.lcp
      ?.count ?? 0;
  const before = await aboutLcp();
  await sampleEveryView(page, 1);
  await noteBeacons(page);

  await page.goto('/about');
  await waitForHydration(page);
  await vitalsLoaded(page);
  // An interaction (for INP), then a move to another route inside the same page view.
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await page.keyboard.press('Escape');
  await mainNav(page).getByRole('link', { name: 'Report Symptoms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Symptoms' })).toBeVisible();
  expect(await sentBeacons(page), 'nothing is sent while the page is shown').toEqual([]);

  // Loading another page hides this one: its one beacon goes then (keepalive), for the route the view began on.
  await page.goto('/analytics');
  await waitForHydration(page);
  const sent = await sentBeacons(page);
  expect(sent).toHaveLength(1);
  const beacon = sent[0] as SentBeacon;
  expect(beacon.url).toBe(`${api}/api/vitals`);
  expect(beacon.credentials).toBe('omit');
  expect(beacon.keepalive).toBe(true);
  expect(Object.keys(beacon.headers)).toEqual(['content-type']);
  const body = JSON.parse(beacon.body) as Record<string, unknown>;
  expect(Object.keys(body).every((key) => ['route', 'lcp', 'inp', 'cls'].includes(key))).toBe(true);
  expect(body.route).toBe('/about');
  expect(typeof body.lcp).toBe('number');
  expect((body.lcp as number) % 10).toBe(0);
  if (body.cls !== undefined) expect(Math.round((body.cls as number) * 100) / 100).toBe(body.cls);

  // The API counted it once (a beacon with any other field would have been refused).
  await expect.poll(aboutLcp).toBe(before + 1);
  await page.waitForTimeout(1000);
  expect(await aboutLcp()).toBe(before + 1);
});

test('a page view outside the sample sends nothing', async ({ page }) => {
  await sampleEveryView(page, 0);
  await noteBeacons(page);
  await page.goto('/analytics');
  await waitForHydration(page);
  await page.waitForTimeout(5000); // past the idle callback's 4 s deadline
  await page.goto('/about');
  await waitForHydration(page);
  expect(await sentBeacons(page)).toEqual([]);
});

test('bad beacons are refused with 400 and counted nowhere', async ({ request, suite }) => {
  const api = suite.apiUrl ?? '';
  const figures = async () => JSON.stringify(await (await request.get(`${api}/api/vitals`)).json());
  const before = await figures();
  for (const data of [
    { route: '/about', lcp: 1000, id: 'v5-1700000000000-1234' },
    { route: '/about', lcp: 1234 },
    { route: '/admin', lcp: 1000 },
    { route: '/about' },
    { route: '/about', cls: 0.0731 },
  ]) {
    const response = await request.post(`${api}/api/vitals`, { data });
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  }
  expect(await figures()).toBe(before);
});

test('the About page shows each page p75 in a table, and axe finds nothing there', async ({ page, request, suite }) => {
  const api = suite.apiUrl ?? '';
  expect(
    (await request.post(`${api}/api/vitals`, { data: { route: '/phone-ai', lcp: 2340, inp: 120 } })).status(),
  ).toBe(202);
  await page.goto('/about');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: /75th percentile over the last 28 days/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Page',
    'Largest paint',
    'Response to input',
    'Layout shift',
    'Visits measured',
  ]);
  const phone = table.getByRole('row', { name: /AI Diagnosis/ });
  await expect(phone.getByRole('cell').first()).not.toHaveText('–');
  await expect(table.getByRole('row')).toHaveCount(6);
  await expectNoViolations(page, 'the About page with its speed table');
});
