// Import `test` and `expect` from here in every spec:
//
//   import { expect, test } from '../harness/fixtures';
//   test('…', async ({ page, suite, services }) => { await services.stop('map'); … });
//
// `page.goto('/about')` is relative to the shell. Services stopped in a test
// are started again after it, so one outage never leaks into the next test.
import { test as base, expect } from '@playwright/test';
import { recordFailedAttempt, refuseRetryUnlessStalled } from './renderer-stall';
import { readSuite, type ServiceName, type SuiteInfo } from './suite';

export interface ServiceControl {
  stop(name: ServiceName): Promise<void>;
  start(name: ServiceName): Promise<void>;
}

async function control(suite: SuiteInfo, name: ServiceName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${suite.controlUrl}/services/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${name}: ${await response.text()}`);
}

export const test = base.extend<{ suite: SuiteInfo; services: ServiceControl; rendererStall: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  suite: async ({}, use) => {
    await use(readSuite());
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(readSuite().shellUrl);
  },
  services: async ({ suite }, use) => {
    const stopped = new Set<ServiceName>();
    await use({
      async stop(name) {
        await control(suite, name, 'stop');
        stopped.add(name);
      },
      async start(name) {
        await control(suite, name, 'start');
        stopped.delete(name);
      },
    });
    for (const name of stopped) await control(suite, name, 'start');
  },
  // The one failure run again (playwright.config.ts allows one retry): see renderer-stall.ts.
  rendererStall: [
    async ({ page }, use, testInfo) => {
      refuseRetryUnlessStalled(testInfo);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) await recordFailedAttempt(page, testInfo);
    },
    { auto: true },
  ],
});

export { expect };
export type { RemoteName, ServiceName, SuiteInfo } from './suite';
export { REMOTES } from './suite';
