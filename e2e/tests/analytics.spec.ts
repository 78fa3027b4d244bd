import { ANALYTICS_ERROR_MESSAGE } from '@healthwatch/contracts';
import { expectNoViolations } from '../harness/axe';
import { backgroundOf, channels, contrast, themeColour } from '../harness/colours';
import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

const SLOT = 'analytics/AnalyticsPage';

test.describe('Predictive Analytics', () => {
  test('four tabs as a keyboard tab list, India and 30 days by default, with no third-party request', async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).hostname));
    await page.goto('/analytics');
    await expectRemoteLoaded(page, SLOT);
    const slot = remoteSlot(page, SLOT);
    await expect(slot.getByRole('heading', { level: 2, name: 'Predictive Analytics' })).toBeVisible();
    await expect(slot.getByLabel('Location')).toHaveValue('India');
    await expect(slot.getByLabel('Timeframe')).toHaveValue('30');
    const tabs = slot.getByRole('tab');
    await expect(tabs).toHaveText(['Outbreak Prediction', 'Health Trends', 'Seasonal Patterns', 'Risk Assessment']);
    await expect(
      slot.getByRole('heading', { level: 3, name: 'Outbreak prediction · India · last 30 days' }),
    ).toBeVisible();
    await expect(slot.getByText('Risk:')).toBeVisible();
    await expect(slot.getByText('Confidence:')).toBeVisible();

    await slot.getByRole('tab', { name: 'Outbreak Prediction' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slot.getByRole('tab', { name: 'Health Trends' })).toBeFocused();
    await expect(slot.getByRole('tab', { name: 'Health Trends' })).toHaveAttribute('aria-selected', 'true');
    await expect(slot.getByRole('heading', { level: 3, name: 'Health trends · India · last 30 days' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slot.getByRole('heading', { level: 3, name: 'Seasonal patterns · India' })).toBeVisible();
    await slot.getByText('Show data table: Reports per season').click();
    await expect(slot.getByRole('table', { name: 'Reports per season' }).getByRole('row')).toHaveCount(5);
    await slot.getByRole('tab', { name: 'Seasonal Patterns' }).focus();
    await page.keyboard.press('End');
    await expect(slot.getByRole('heading', { level: 3, name: 'Risk assessment · India' })).toBeVisible();
    await expect(slot.getByText('Risk level:')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(slot.getByRole('tab', { name: 'Outbreak Prediction' })).toHaveAttribute('aria-selected', 'true');
    expect([...hosts].filter((h) => h !== 'localhost' && h !== '127.0.0.1')).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every tab passes axe (WCAG 2.2 A and AA) in the ${colorScheme} theme, charts and data tables included`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/analytics');
      await expectRemoteLoaded(page, SLOT);
      const slot = remoteSlot(page, SLOT);
      for (const [tab, heading] of [
        ['Outbreak Prediction', /Outbreak prediction/],
        ['Health Trends', /Health trends/],
        ['Seasonal Patterns', /Seasonal patterns/],
        ['Risk Assessment', /Risk assessment/],
      ] as const) {
        await slot.getByRole('tab', { name: tab }).click();
        await expect(slot.getByRole('heading', { level: 3, name: heading })).toBeVisible();
        for (const summary of await slot.getByRole('tabpanel').locator('summary').all()) await summary.click();
        await expectNoViolations(page, `the ${tab} tab`, { include: [`[data-remote-slot="${SLOT}"]`] });
      }
      // The sections below the tabs (weekly rates, official surveillance, open data), each opened once.
      for (const summary of await slot.locator('summary').all())
        if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
      await expectNoViolations(page, 'the sections below the tabs', { include: [`[data-remote-slot="${SLOT}"]`] });
    });
  }

  test("the charts take the theme's colours: words readable and bars and lines at 3:1 or more in the dark theme", async ({
    page,
    request,
    suite,
  }) => {
    test.skip(!suite.apiUrl, 'the API is not part of this build');
    // Reports from India, so India's chart is drawn.
    for (const illnessType of ['dengue', 'flu']) {
      const res = await request.post(`${suite.apiUrl}/api/reports`, {
        data: { country: 'IN', pinCode: '400001', symptoms: ['Fever'], illnessType, severity: 'mild' },
      });
      expect(res.status()).toBe(201);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('healthwatch-theme', 'dark'));
    await page.goto('/analytics');
    await expectRemoteLoaded(page, SLOT);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const slot = remoteSlot(page, SLOT);
    // 90 days: an answer no test before asked for, so not one the API cached (15 s) before these reports.
    await slot.getByLabel('Timeframe').selectOption('90');
    await expect(slot.locator('.recharts-legend-item-text').first()).toBeVisible({ timeout: 30_000 });
    await expect(slot.locator('.recharts-cartesian-axis-tick-value').first()).toBeVisible();
    const text = await themeColour(page, '--hw-text');
    const muted = await themeColour(page, '--hw-muted');
    const colours = await page.evaluate(() => ({
      legends: [...document.querySelectorAll('.recharts-legend-item-text')].map((el) => getComputedStyle(el).color),
      ticks: [...document.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(
        (el) => getComputedStyle(el).fill,
      ),
      // Each series as its legend draws it (a line's stroke, a bar's fill), and the bars drawn.
      marks: [
        ...[...document.querySelectorAll('.recharts-legend-icon')].map((el) => {
          const style = getComputedStyle(el);
          return style.stroke !== 'none' ? style.stroke : style.fill;
        }),
        ...[...document.querySelectorAll('.recharts-bar-rectangle path')].map((el) => getComputedStyle(el).fill),
      ],
    }));
    // Before, the legend was each series' colour or a light-theme grey, and the ticks recharts' grey, on a near-black page.
    // What the figure is drawn on.
    const background = await backgroundOf(slot.locator('.recharts-wrapper').first());
    expect(new Set(colours.legends)).toEqual(new Set([text]));
    expect(new Set(colours.ticks)).toEqual(new Set([muted]));
    // WCAG 1.4.11: before, the baseline was 1.4:1 on the dark page, the bars 2.8:1 and the threshold 2.3:1.
    // The forecast's bands are tints under its line, not marks of their own: their keys are squares, checked below.
    const marks = [...new Set(colours.marks)];
    expect(marks.length, 'bar and line colours').toBeGreaterThanOrEqual(4);
    const faint = marks.filter((mark) => contrast(mark, background) < 3);
    expect(faint, `against ${background}`).toEqual([]);
    // The bands are tints of the theme's forecast hue (before, the light theme's deep violet, all but invisible on the
    // dark surface), each keyed in the legend by a square of its own tint (before, a line of it: a hairline of a tint).
    // A few days of reports draw no forecast, so the legend's keys stand for the bands (the same CHART_COLOURS entry).
    const keys = await page.evaluate(() =>
      [...document.querySelectorAll('.recharts-legend-item')]
        .filter((item) => item.textContent?.includes('interval'))
        .map((item) => getComputedStyle(item.querySelector('svg path') ?? item).fill),
    );
    const forecast = channels(await themeColour(page, '--hw-chart-forecast'));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(channels(key), key).toEqual(forecast);
  });

  test('reports from Mumbai show up there, honestly marked as too little history', async ({ page, request, suite }) => {
    test.skip(!suite.apiUrl, 'the API is not part of this build');
    for (const illnessType of ['dengue', 'dengue', 'flu']) {
      const res = await request.post(`${suite.apiUrl}/api/reports`, {
        data: { country: 'IN', pinCode: '400001', symptoms: ['Fever', 'Headache'], illnessType, severity: 'mild' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/analytics');
    await expectRemoteLoaded(page, SLOT);
    const slot = remoteSlot(page, SLOT);
    await slot.getByLabel('Location').selectOption('Mumbai');
    await slot.getByLabel('Timeframe').selectOption('7');
    await expect(
      slot.getByRole('heading', { level: 3, name: 'Outbreak prediction · Mumbai · last 7 days' }),
    ).toBeVisible();
    const shown = await slot.locator('dt', { hasText: 'Reports in period' }).locator('+ dd').textContent();
    const reports = Number(shown?.replace(/,/g, ''));
    expect(reports).toBeGreaterThanOrEqual(3);
    await expect(slot.getByText('Risk:').locator('..')).toContainText('Insufficient data');
    await slot.getByText('Show data table: Daily reports, baseline, alarm threshold and forecast').click();
    await expect(
      slot.getByRole('table', { name: 'Daily reports, baseline, alarm threshold and forecast' }),
    ).toBeVisible();
    await expect(
      slot.getByRole('table', { name: 'Reports by illness' }).getByRole('rowheader', { name: 'Dengue' }),
    ).toBeVisible();
  });

  test('shows the error with Try Again while the API is down, and recovers', async ({ page, services }) => {
    await page.goto('/analytics');
    await expectRemoteLoaded(page, SLOT);
    const slot = remoteSlot(page, SLOT);
    await expect(slot.getByRole('heading', { level: 3, name: /Outbreak prediction/ })).toBeVisible();
    await services.stop('api');
    await slot.getByLabel('Timeframe').selectOption('90');
    await expect(slot.getByRole('alert')).toHaveText(`${ANALYTICS_ERROR_MESSAGE}Try Again`);
    await services.start('api');
    await slot.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      slot.getByRole('heading', { level: 3, name: 'Outbreak prediction · India · last 90 days' }),
    ).toBeVisible();
    await expect(slot.getByRole('alert')).toHaveCount(0);
  });
});
