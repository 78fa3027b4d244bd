#!/usr/bin/env node
// Development mode checked in a real browser:
//
//   npm run check:dev
//
// Does what a newcomer does, `npm run demo && npm start`, on a fresh embedded
// database and on free ports (a copy of the suite manifest through
// HEALTHWATCH_SUITE, so it runs beside a developer's own `npm start`):
// scripts/start.mjs starts every app's webpack dev server, the api and the
// chat-server. Chromium then opens every route of the manifest and fails on any
// console error or uncaught page error; the home page must show the demo-data
// notice and report clusters on the map, and the analytics page must call
// Mumbai's simulated outbreak "High". Finally a remote's source is edited (a
// comment, reverted afterwards) while the shell shows it, and the page must
// reload by itself: the remote's live-reload socket is accepted from the
// shell's origin. Prints one line per check and ends with `N passed, N failed`.
//
// Every dev server's compile output must hold no error either ("ERROR in",
// "compiled with N errors": what the browser console shows as "Errors while
// compiling. Reload prevented.").
//
//   npm run check:dev -- --ci
//
// is the part CI runs (e2e/tests/dev-start.spec.ts): everything but the live
// reload, which edits a file of the checkout. About two minutes on two cores.
// Needs the postal gazetteer (GEODATA_SOURCE or api/.geodata) like `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { loadSuite } from '@healthwatch/build/suite.js';

// The notice's text, as contracts/src/demo/schemas.ts states it.
const DEMO_NOTICE = /^Demo data:/;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STARTUP_MS = Number(process.env.CHECK_DEV_STARTUP_MS ?? 900_000);
const CI_MODE = process.argv.includes('--ci');
/** A failed compile in webpack's or webpack-dev-server's words. */
const COMPILE_ERROR = /\bERROR in\b|compiled with \d+ errors?|Errors while compiling|Module build failed|\bENOENT\b/;
const PAGE_MS = 120_000;
/** How long a page may keep loading remotes and data after its heading shows, for late errors to surface. */
const SETTLE_MS = 4000;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** A copy of the manifest with every port free on this machine. */
async function suiteOnFreePorts(dir) {
  const suite = loadSuite();
  suite.shell.port = await freePort();
  for (const remote of Object.values(suite.remotes)) remote.port = await freePort();
  for (const service of Object.values(suite.services)) service.port = await freePort();
  const file = path.join(dir, 'suite.json');
  fs.writeFileSync(file, JSON.stringify(suite, null, 2));
  return { suite, file };
}

const results = [];
const record = (ok, name, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `\n      ${detail.replaceAll('\n', '\n      ')}` : ''}`);
};

/** Opens `url`, waits for the page heading and a quiet moment, and returns the console errors seen. */
async function errorsOn(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_MS });
    await page.locator('main h1').first().waitFor({ timeout: PAGE_MS });
    await page.waitForTimeout(SETTLE_MS);
  } catch (err) {
    errors.push(`did not load: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
  }
  return { page, errors };
}

let workDir = os.tmpdir();

/** Runs `check` on `page` and records whether it held within the time allowed (with a screenshot when not). */
async function expectOn(page, name, check) {
  try {
    await check();
    record(true, name);
  } catch (err) {
    const shot = path.join(workDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    record(false, name, `${err instanceof Error ? err.message.split('\n')[0] : String(err)} (screenshot: ${shot})`);
  }
}

async function checkHome(page) {
  await expectOn(page, '/: the demo-data notice is shown', () =>
    page.getByRole('status').filter({ hasText: DEMO_NOTICE }).waitFor({ timeout: PAGE_MS }),
  );
  await expectOn(page, '/: the map shows report clusters', () =>
    page
      .locator('.leaflet-tooltip')
      .filter({ hasText: /^\d+ reports?$/ })
      .first()
      .waitFor({ state: 'attached', timeout: PAGE_MS }),
  );
}

async function checkAnalytics(page) {
  await expectOn(page, '/analytics: Mumbai (7 days) is at high risk', async () => {
    const main = page.locator('main');
    await main.getByLabel('Location').selectOption('Mumbai', { timeout: PAGE_MS });
    await main.getByLabel('Timeframe').selectOption('7');
    await main
      .getByRole('heading', { level: 3, name: 'Outbreak prediction · Mumbai · last 7 days' })
      .waitFor({ timeout: PAGE_MS });
    await main.getByText('Risk:').locator('..').filter({ hasText: 'High' }).waitFor({ timeout: PAGE_MS });
  });
}

/** Edits a remote's source (a comment) while the shell shows it: the page must reload by itself. */
async function checkLiveReload(context, shellUrl, edited, original) {
  const { page, errors } = await errorsOn(context, `${shellUrl}/`);
  await page.evaluate(() => {
    window.__healthwatchDevCheck = true;
  });
  const reloaded = page.waitForEvent('load', { timeout: PAGE_MS }).then(
    () => true,
    () => false,
  );
  fs.writeFileSync(edited, `${original}\n// development check: live reload\n`);
  const didReload = await reloaded;
  const markerGone = didReload && (await page.evaluate(() => window.__healthwatchDevCheck !== true));
  record(
    didReload && markerGone,
    `editing ${path.relative(ROOT, edited)} reloads the shell page showing it`,
    didReload ? '' : `no reload within ${PAGE_MS / 1000} s`,
  );
  record(errors.length === 0, 'no console error around the live reload', errors.join('\n'));
}

async function main() {
  const geodata = process.env.GEODATA_SOURCE?.trim() || path.join(ROOT, 'api', '.geodata');
  if (!fs.existsSync(geodata) || !fs.readdirSync(geodata).some((f) => /^[A-Z]{2}\.txt$/.test(f))) {
    console.error('No postal gazetteer: set GEODATA_SOURCE or run `npm run geodata -w api` once.');
    return 1;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'healthwatch-dev-check-'));
  workDir = work;
  const { suite, file } = await suiteOnFreePorts(work);
  const env = { ...process.env, HEALTHWATCH_SUITE: file, HEALTHWATCH_DATA_DIR: path.join(work, 'api-data') };
  for (const key of Object.keys(env))
    if (/^(REMOTE_.*_URL|CORS_ORIGINS|PORT|API_BASE_URL|CHAT_SERVER_URL)$/.test(key)) delete env[key];
  const log = fs.openSync(path.join(work, 'start.log'), 'a');
  // npm run demo, into the database npm start will use.
  const demo = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/demo.ts'], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', log, log],
  });
  const demoExit = await new Promise((resolve) => demo.on('exit', resolve));
  record(demoExit === 0, 'npm run demo fills the fresh database', demoExit === 0 ? '' : `exit ${demoExit}`);
  // Its own process group, so every dev server it starts is stopped with it.
  const start = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  const stop = () => {
    try {
      process.kill(-start.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  const shellUrl = `http://localhost:${suite.shell.port}`;
  const edited = path.join(ROOT, suite.remotes.map.package, 'src', 'index.ts');
  const original = fs.readFileSync(edited, 'utf8');
  // The shell's dev server writes its config.json into the checkout; a developer's own is put back afterwards.
  const shellConfig = path.join(ROOT, suite.shell.package, 'public', 'config.json');
  const ownConfig = fs.existsSync(shellConfig) ? fs.readFileSync(shellConfig) : null;
  let browser;
  try {
    const t0 = Date.now();
    await Promise.all([
      waitFor(shellUrl, STARTUP_MS),
      ...Object.values(suite.remotes).map((r) => waitFor(`http://127.0.0.1:${r.port}/mf-manifest.json`, STARTUP_MS)),
      waitFor(`http://127.0.0.1:${suite.services.api.port}/readyz`, STARTUP_MS),
      waitFor(`http://127.0.0.1:${suite.services.chatServer.port}/healthz`, STARTUP_MS),
    ]);
    console.log(
      `development servers up in ${Math.round((Date.now() - t0) / 1000)} s (log: ${path.join(work, 'start.log')})`,
    );

    browser = await chromium.launch({ executablePath: CHROMIUM });
    const context = await browser.newContext();
    for (const route of suite.routes) {
      const { page, errors } = await errorsOn(context, `${shellUrl}${route.path}`);
      if (route.path === '/') await checkHome(page);
      if (route.remote === 'analytics') await checkAnalytics(page);
      record(errors.length === 0, `${route.path}: no console error in development mode`, errors.join('\n'));
      await page.close();
    }

    const logText = fs.readFileSync(path.join(work, 'start.log'), 'utf8');
    const compileErrors = logText.split('\n').filter((line) => COMPILE_ERROR.test(line));
    record(
      compileErrors.length === 0,
      'every development server compiled without an error',
      compileErrors.slice(0, 20).join('\n'),
    );
    if (!CI_MODE) await checkLiveReload(context, shellUrl, edited, original);
  } catch (err) {
    record(false, 'development suite', err instanceof Error ? err.message : String(err));
  } finally {
    if (!CI_MODE) fs.writeFileSync(edited, original);
    await browser?.close();
    stop();
    if (ownConfig) fs.writeFileSync(shellConfig, ownConfig);
    else fs.rmSync(shellConfig, { force: true });
  }
  const failed = results.filter((ok) => !ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  if (failed === 0) fs.rmSync(work, { recursive: true, force: true });
  return failed === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
