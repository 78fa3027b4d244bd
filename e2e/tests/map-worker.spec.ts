import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

// The map's circles move to a drawing worker (an OffscreenCanvas) once a time range is chosen.
// Inside the shell the map's chunks come from the remote's own origin: the worker's script must
// load from there, the circles must appear where their labels say, and the pointer must still
// find them.

/** SPEC §9's radius for a count (the label's circle). */
const radiusOf = (count: number) => Math.min(Math.max(20 * Math.min(count / 10, 1), 8), 25);
/** Leaflet's top tooltips sit 6 px above the point they label. */
const TOOLTIP_GAP = 6;

test.describe('map drawing worker', () => {
  test.setTimeout(120_000);
  // Tall enough for the whole map without scrolling: the pixel checks use viewport positions.
  test.use({ viewport: { width: 1280, height: 1600 } });

  test('after the time range moves, a worker from the map remote draws the circles; hover and click find them', async ({
    page,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${suite.apiUrl}/api/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          country: 'IN',
          pinCode: '400001',
          symptoms: ['Fever'],
          illnessType: 'dengue',
          severity: 'moderate',
        }),
      });
      expect(res.status).toBe(201);
    }
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || /worker/i.test(m.text())) errors.push(m.text());
    });
    const painterScripts: string[] = [];
    page.on('request', (r) => {
      if (/map-painter\.[0-9a-f]+\.js$/.test(r.url())) painterScripts.push(r.url());
    });

    await page.goto('/');
    await expectRemoteLoaded(page, 'map/HealthMap');
    const map = remoteSlot(page, 'map/HealthMap');
    const canvas = map.locator('canvas.hw-group-canvas');
    await expect(map.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible({ timeout: 30_000 });
    // The first visit draws on the page and fetches no worker code.
    await expect(canvas).toHaveCount(1);
    await expect(canvas).not.toHaveAttribute('data-painter', 'worker');
    expect(painterScripts).toEqual([]);

    await map.getByRole('button', { name: '90 days' }).click();
    await expect(map.locator('canvas.hw-group-canvas[data-painter="worker"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(canvas).toHaveCount(1);
    expect(painterScripts).toHaveLength(1);
    const scriptOrigin = new URL(painterScripts[0]!).origin;
    expect(scriptOrigin).toBe(new URL(suite.remotes.map).origin);
    expect(scriptOrigin).not.toBe(new URL(suite.shellUrl).origin);

    // The circle under a label: its pixels are the worker's (they go when the canvas is hidden).
    const label = map
      .locator('.hw-group-label')
      .filter({ hasText: /^\d+ reports$/ })
      .first();
    await expect(label).toBeVisible({ timeout: 15_000 });
    const count = Number(/^(\d+)/.exec((await label.textContent()) ?? '')?.[1]);
    const box = (await label.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height + TOOLTIP_GAP + radiusOf(count) };
    const clip = { x: Math.round(centre.x) - 2, y: Math.round(centre.y) - 2, width: 4, height: 4 };
    const shown = await page.screenshot({ clip });
    const hide = await page.addStyleTag({ content: '.hw-group-canvas { opacity: 0 !important; }' });
    const hidden = await page.screenshot({ clip });
    await hide.evaluate((el) => (el as Element).remove());
    expect(Buffer.compare(shown, hidden)).not.toBe(0);

    // Hover names the circle under the pointer; a click opens its popup. Other specs report from places near
    // this one (the suite shares one API), and a smaller circle drawn over a larger one takes the pointer.
    await page.mouse.move(centre.x, centre.y);
    const tooltip = map.locator('.leaflet-tooltip:not(.hw-group-label)');
    await expect(tooltip).toHaveText(/^\d+ reports$/);
    const hovered = Number(/^(\d+)/.exec((await tooltip.textContent()) ?? '')?.[1]);
    expect(hovered).toBeGreaterThan(0);
    await page.mouse.click(centre.x, centre.y);
    await expect(map.locator('.leaflet-popup-content')).toContainText(`Health Reports: ${hovered}`);
    await page.keyboard.press('Escape');

    // A range with no reports clears the worker's picture; the cluster table says so.
    const from = map.getByRole('slider', { name: 'From' });
    const to = map.getByRole('slider', { name: 'To' });
    await to.focus();
    await page.keyboard.press('Home');
    await from.focus();
    await page.keyboard.press('Home');
    const table = map.getByRole('table', { name: 'Largest report clusters on the map' });
    await expect(table).toContainText('No reports on the map yet');
    await expect.poll(async () => Buffer.compare(await page.screenshot({ clip }), hidden)).toBe(0);

    await expectNoViolations(page, 'the home page with the circles drawn by the worker');
    expect(errors).toEqual([]);
  });

  test('when the worker script cannot load, the map keeps drawing on the page', async ({ page, context, suite }) => {
    test.skip(!suite.apiUrl, 'the API has no server yet');
    const painterScripts: string[] = [];
    await context.route(/map-painter\.[0-9a-f]+\.js$/, (route) => {
      painterScripts.push(route.request().url());
      return route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/');
    await expectRemoteLoaded(page, 'map/HealthMap');
    const map = remoteSlot(page, 'map/HealthMap');
    await expect(map.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible({ timeout: 30_000 });
    await map.getByRole('button', { name: '90 days' }).click();
    await expect.poll(() => painterScripts.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => warnings.some((w) => /drawing on the page instead/.test(w)), { timeout: 20_000 })
      .toBe(true);
    // One canvas, the page's, still visible and still labelled.
    const canvas = map.locator('canvas.hw-group-canvas');
    await expect(canvas).toHaveCount(1);
    await expect(canvas).not.toHaveAttribute('data-painter', 'worker');
    await expect(canvas).toHaveCSS('visibility', 'visible');
    await expect(map.locator('.hw-group-label').first()).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
