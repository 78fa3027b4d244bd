import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { AreasResponse } from '@healthwatch/contracts/analytics/areas';
import { openPglite } from '@healthwatch/api/testing';
import { expect, test } from '../harness/fixtures';

/**
 * Detection for every area, seen by a visitor: dengue surges in Bengaluru
 * (560001–560003) after five months of a few reports a day at 560001; the API's background pass
 * (run at start-up) raises the alarm, an alert since many people in several postal codes reported it. The analytics page's area search finds
 * the district with the keyboard, the home map's "Alerts for your area" lists
 * it for a view over the city, and the postal code's Atom feed carries it.
 * Needs the real gazetteer (GEODATA_SOURCE), as the areas come from it.
 */
test('the area search, the home panel and the Atom feed show an area alarm', async ({ page, suite, services }) => {
  test.setTimeout(240_000);
  test.skip(!process.env.GEODATA_SOURCE, 'areas come from the real gazetteer (GEODATA_SOURCE)');
  await services.stop('api');
  const db = await openPglite({ dataDir: path.join(suite.apiDataDir, 'pglite') });
  try {
    await db.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at)
       SELECT 'IN', '560001', ARRAY['Fever'], 'dengue', 'mild', now() - make_interval(days => d, hours => 1)
       FROM generate_series(3, 150) d, generate_series(1, 1 + (d % 2)) n
       UNION ALL
       SELECT 'IN', (ARRAY['560001', '560002', '560003'])[1 + n % 3], ARRAY['Fever','Headache'], 'dengue', 'severe',
              now() - make_interval(days => d, hours => 1)
       FROM generate_series(0, 2) d, generate_series(1, 25) n`,
    );
    // An outbreak, not one client's flood (issue 33): the surge's reports come from 25 people (their address
    // buckets, as the API stores them) in three of the district's postal codes, so it is an alert, not only a watch.
    await db.query(
      `UPDATE symptom_reports SET address_bucket = id % 256
        WHERE pin_code IN ('560001', '560002', '560003') AND severity = 'severe'`,
    );
    await db.query('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_created_at_now');
  } finally {
    await db.close();
  }
  // Starting the API runs the background area pass at once. The pass goes
  // area by area, so the city can be in alarm while the district is still
  // waiting its turn: wait for the district, which the search below names.
  await services.start('api');
  const api = suite.apiUrl!;
  const districtVerdict = async () => {
    const body = (await (await fetch(`${api}/api/analytics/areas?q=bengal`)).json()) as AreasResponse;
    return body.data?.find((a) => a.name === 'Bengaluru' && a.level === 'district')?.verdict;
  };
  await expect.poll(districtVerdict, { timeout: 120_000 }).toBe('alarm');

  // The analytics page: find the district by name with the keyboard.
  await page.goto('/analytics');
  const search = page.getByRole('combobox', { name: 'Search all areas' });
  await search.fill('bengal');
  const option = page.getByRole('option', { name: /Bengaluru, Karnataka \(IN\).*District\/county · alarm/ });
  await expect(option).toBeVisible();
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  // The places first ("Bangalore" does not start with "bengal"), so the first option is an area.
  await search.press('Enter');
  await expect(page.getByLabel('Location')).toHaveValue(/^in\.[dc]\.karnataka\.bengaluru$/);
  await expect(page.getByRole('heading', { level: 3, name: /Outbreak prediction/ })).toContainText('Bengaluru');

  // The home page: the panel lists the alarm for a view over the city, with a link to its analytics.
  await page.goto('/?lat=12.97&lng=77.59&z=9');
  const panel = page.getByRole('region', { name: 'Alerts for your area' });
  await expect(panel.getByRole('heading', { level: 4, name: 'Dengue in Bengaluru' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByRole('link', { name: 'Analytics for Bengaluru' }).first()).toHaveAttribute(
    'href',
    /\/analytics\?location=in\.[dc]\.karnataka\.bengaluru/,
  );

  // The postal code's feed is valid Atom with the alarm and its figures.
  const feed = parseFeed(
    await (await fetch(`${api}/api/alerts/feed?country=IN&postalCode=560001&illness=dengue`)).text(),
  );
  const entry = feed.items.find((i) => /Dengue: outbreak alarm in Bengaluru/.test(i.title ?? ''));
  expect(entry?.content).toMatch(/Observed: 25 reports/);
  expect(new URL(entry!.url!).searchParams.get('illness')).toBe('dengue');
  expect((await fetch(`${api}/api/alerts/feed?country=IN&postalCode=999999`)).status).toBe(400);
});
