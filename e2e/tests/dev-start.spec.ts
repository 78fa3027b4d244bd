// `npm start` on this checkout, as a newcomer's first run meets it: scripts/check-dev.mjs --ci starts
// every app's webpack dev server, the api and the chat-server on free ports (a copy of suite.json,
// so the suite under test here is left alone), fails on any compile error in their output, and opens
// every route in Chromium, failing on any console error or uncaught page error.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SUITE_ROUTES } from '@healthwatch/contracts/runtime/suite';
import { expect, test } from '@playwright/test';
import { geodataSource } from '../harness/global-setup';

const ROOT = path.resolve(__dirname, '..', '..');
// Its Chromium is scripts/check-dev.mjs's own, out of the harness's reach for a stalled renderer, so never retried.
test.describe.configure({ retries: 0 });

test('npm start compiles every app without an error and every route has a clean console', async () => {
  test.setTimeout(12 * 60_000);
  const geodata = geodataSource();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'check-dev.mjs'), '--ci'], {
    cwd: ROOT,
    env: { ...process.env, CHECK_DEV_STARTUP_MS: '600000', ...(geodata ? { GEODATA_SOURCE: geodata } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(output).toMatch(/\d+ passed, 0 failed\s*$/);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^ok {4}every development server compiled without an error$/m);
    for (const route of SUITE_ROUTES)
      expect(output).toMatch(new RegExp(`^ok {4}${route.path}: no console error in development mode$`, 'm'));
  } finally {
    // SIGINT: the check stops every server it started (its own process group) on the way out.
    if (child.exitCode === null) child.kill('SIGINT');
  }
});
