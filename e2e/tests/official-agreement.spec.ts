import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  openPglite,
  HISTORY_WEEKS,
  OFFICIAL_LAG_WEEKS,
  officialCsvWithLead,
  seedRateHistory,
} from '@healthwatch/api/testing';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../../api');
const SLOT = 'analytics/AnalyticsPage';

test('an official series built 2 weeks behind a seeded history shows r and a 2-week lead, on the page and through the API', async ({
  page,
  suite,
  services,
}) => {
  test.setTimeout(240_000);
  // Before any import the section says so, and shows no figure.
  await page.goto('/analytics');
  await expectRemoteLoaded(page, SLOT);
  const section = remoteSlot(page, SLOT).getByRole('region', { name: 'Beside official surveillance' });
  await expect(section.getByText('No official data loaded for India.')).toBeVisible();
  await expect(section.getByTestId('agreement-r')).toHaveCount(0);

  // A season of weekly participants in India, then the official fixture through the real import command.
  await services.stop('api');
  const now = new Date();
  const db = await openPglite({ dataDir: path.join(suite.apiDataDir, 'pglite') });
  try {
    await seedRateHistory(db, 'IN', '400001', now);
  } finally {
    await db.close();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hw-official-'));
  try {
    const file = path.join(dir, 'official-ili.csv');
    await writeFile(file, officialCsvWithLead('IN', now));
    const env: NodeJS.ProcessEnv = { ...process.env, HEALTHWATCH_DATA_DIR: suite.apiDataDir };
    delete env.DATABASE_URL;
    const { stdout } = await run('npx', ['tsx', 'scripts/official-import.ts', file], { cwd: API_DIR, env });
    expect(stdout).toContain(`${HISTORY_WEEKS} weekly values stored (healthwatch layout; indicators: ili-per-100k)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await services.start('api');

  const api = await page.request.get(`${suite.apiUrl}/api/analytics/agreement?area=IN&definition=ili-who`);
  expect(api.status()).toBe(200);
  const data = (await api.json()).data;
  expect(data).toMatchObject({ indicator: 'ili-per-100k', source: 'official-ili.csv', lag: OFFICIAL_LAG_WEEKS });
  expect(data.rAtLag).toBeGreaterThan(0.95);
  expect(data.weeksCompared).toBe(HISTORY_WEEKS);

  await page.reload();
  await expectRemoteLoaded(page, SLOT);
  await expect(section.getByTestId('agreement-lag')).toHaveText(
    `HealthWatch leads by 2 weeks (r = ${data.rAtLag.toFixed(2)})`,
  );
  await expect(section.getByTestId('agreement-r')).toHaveText(data.r.toFixed(2));
  await expect(section.getByTestId('agreement-weeks')).toHaveText(String(HISTORY_WEEKS));
  await section.getByText('Show data table: HealthWatch and ili-per-100k · India').click();
  const table = section.getByRole('table', { name: 'HealthWatch and ili-per-100k · India' });
  await expect(table.getByRole('row')).toHaveCount(HISTORY_WEEKS + 1);
  await expect(table.getByRole('columnheader').first()).toHaveText('ISO week');
  await expectNoViolations(page, 'the analytics page beside official data');
});
