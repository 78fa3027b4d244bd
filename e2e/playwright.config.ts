import { defineConfig } from '@playwright/test';

// Several runs may share this checkout: each writes its artefacts and service
// logs under its own id, the runner's process id (a worker is its child).
const RUN = `run-${process.env.TEST_WORKER_INDEX === undefined ? process.pid : process.ppid}`;
process.env.HEALTHWATCH_E2E_RUN = RUN;

// Debian's Chromium, against the production build (`npm run build` first).
export default defineConfig({
  testDir: './tests',
  // Three specs write months of history into the shared database (area alarms need a baseline); they run after the
  // others, whose views and counts assume only the reports they make themselves. The releases spec runs last: it
  // leaves the map on a published release, which the specs that stop the map's own server must not meet.
  projects: [
    { name: 'suite', testIgnore: /(area-(alerts|search|corroboration)|releases)\.spec\.ts$/ },
    { name: 'seeded-history', testMatch: /area-(alerts|search|corroboration)\.spec\.ts$/, dependencies: ['suite'] },
    { name: 'releases', testMatch: /releases\.spec\.ts$/, dependencies: ['seeded-history'] },
  ],
  globalSetup: './harness/global-setup.ts',
  // The machine has two cores; one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  // Only a test whose failed attempt met a browser drawing no frames is run again (harness/renderer-stall.ts);
  // any other retry fails at once.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: `./test-results/${RUN}`,
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
