import type { Page } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { expectRemoteFailed, expectRemoteLoaded } from '../harness/shell-page';

// A prerendered page's remotes start loading with its HTML: the static server
// answers with Link headers that preload each remote's mf-manifest.json,
// remoteEntry.js and the expose's chunks (shell/scripts/remote-preloads.mjs).
// A preload only helps when the federation runtime's later request is the
// same one (mode, credentials), so the browser reuses it instead of fetching twice.

/** Chromium's words for a preload it could not use, or did not use in time. */
const PRELOAD_PROBLEM = /preload/i;

function collectPreloadWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (PRELOAD_PROBLEM.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

/** Links of one kind in a Link header, e.g. the URLs with `rel=preload; as=script`. */
function linked(header: string, attributes: RegExp): string[] {
  return header
    .split(/,\s*(?=<)/)
    .filter((link) => attributes.test(link))
    .map((link) => /^<([^>]+)>/.exec(link)?.[1] ?? '');
}

test.describe('remote preloads', () => {
  test('/analytics preloads its remote from the HTTP response, and the page uses each preload exactly once', async ({
    page,
    request,
    suite,
  }) => {
    const analytics = suite.remotes.analytics;
    const manifestUrl = `${analytics}/mf-manifest.json`;
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const entryUrl = `${analytics}/${manifest.metaData.remoteEntry.name}`;
    const exposeChunks = manifest.exposes
      .find((e) => e.name === 'AnalyticsPage')!
      .assets.js.sync.map((file) => `${analytics}/${file}`);

    // The server reads the remote's manifest in the background (at start-up, then every few seconds).
    const linkOf = async () => (await request.get('/analytics')).headers().link ?? '';
    await expect.poll(linkOf).toContain(entryUrl);
    const link = await linkOf();
    // The script preloads open the remote's connection themselves: no preconnect to it.
    expect(linked(link, /rel=preconnect/)).not.toContain(analytics);
    expect(linked(link, /rel=preload; as=fetch; crossorigin/)).toEqual([manifestUrl]);
    expect(linked(link, /rel=preload; as=script/)).toEqual([entryUrl, ...exposeChunks]);
    // Only the route's own remote: the chat loads on idle, the other routes' remotes not at all.
    for (const other of ['map', 'report', 'phoneAi', 'chat'] as const) expect(link).not.toContain(suite.remotes[other]);

    const warnings = collectPreloadWarnings(page);
    await page.goto('/analytics');
    await expectRemoteLoaded(page, 'analytics/AnalyticsPage');
    // Chromium reports a preload that nothing used 3 s after the load event; give it the chance to.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(3_500);
    const fetches = await page.evaluate(
      (urls) => urls.map((url) => performance.getEntriesByName(url, 'resource').length),
      [manifestUrl, entryUrl, ...exposeChunks],
    );
    expect(fetches).toEqual([manifestUrl, entryUrl, ...exposeChunks].map(() => 1));
    expect(warnings).toEqual([]);
  });

  test('pages without remotes, and paths without a prerendered page, get no preloads', async ({ request }) => {
    expect((await request.get('/about')).headers().link).toBeUndefined();
    expect((await request.get('/no-such-page')).headers().link).toBeUndefined();
    expect((await request.get('/config.json')).headers().link).toBeUndefined();
  });

  test('the home page preloads both of its remotes, once each', async ({ request, suite }) => {
    const link = (await request.get('/')).headers().link ?? '';
    expect(linked(link, /as=fetch/)).toEqual([
      `${suite.remotes.map}/mf-manifest.json`,
      `${suite.remotes.report}/mf-manifest.json`,
    ]);
    expect(link).not.toContain(suite.remotes.chat);
  });

  test('a remote that is down still degrades to its error panel', async ({ page, services }) => {
    await services.stop('analytics');
    await page.goto('/analytics');
    await expectRemoteFailed(page, 'analytics/AnalyticsPage');
  });
});
