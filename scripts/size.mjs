#!/usr/bin/env node
// Bundle-size budgets, measured on the production build (`npm run build` first).
//
//   npm run size
//
// The first-visit number is what a browser really fetches: the built shell and
// remotes are served as in production, Chromium opens `/`, and every JavaScript
// response of that load is gzip-sized (the shell, React and the map and report remotes count
// against the budget; the chat remote is listed beside). Each remote's remoteEntry.js is sized
// from its dist folder, and React, react-dom and react-router-dom must each come
// from exactly one app. Each other language is then visited afresh (its choice saved, as after a
// visit that chose it) and the JavaScript it fetches beyond the English visit is printed per
// locale (its catalogs). Prints one line per budget and ends with `N passed, N failed`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { loadSuite } from '@healthwatch/build/suite.js';

const LOCALE_STORAGE_KEY = 'healthwatch-locale';
const LOCALES = ['hi', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'sv', 'nb', 'ja'];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
export const BUDGETS = { firstVisitJs: 250 * KB, remoteEntry: 40 * KB };
const suite = loadSuite();
/** remote name -> package folder, from the suite manifest. */
export const REMOTES = Object.fromEntries(Object.entries(suite.remotes).map(([name, r]) => [name, r.package]));
/** The routes after the first visit, in navigation order. */
export const ROUTES = suite.routes.map((route) => route.path).filter((p) => p !== '/');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Starts a command that reports its URL on stdout ("... at http://...") and resolves with it. */
function startServer(args, env, urlPattern = /at (http:\/\/\S+)/) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = urlPattern.exec(out);
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ url: match[1].replace('localhost', '127.0.0.1'), stop: () => child.kill('SIGTERM') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const DISTS = {
  shell: path.join(ROOT, suite.shell.package, 'dist'),
  ...Object.fromEntries(Object.entries(REMOTES).map(([r, pkg]) => [r, path.join(ROOT, pkg, 'dist')])),
};

/**
 * Serves the production build as deployed: each remote and the shell on its own
 * origin (free ports), the shell's config.json written by write-config.mjs.
 * With `backends`, the api (PGlite in a temporary folder) and chat-server run too.
 */
export async function startSuite({ backends = false } = {}) {
  for (const [app, dir] of Object.entries(DISTS)) {
    if (!fs.existsSync(path.join(dir, 'index.html')))
      throw new Error(`${app}: ${dir} is missing; run \`npm run build\` first`);
  }
  const servers = [];
  const workDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'healthwatch-suite-'));
  const stop = () => {
    for (const server of servers) server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const serveStatic = [path.join(ROOT, 'release', 'serve-static.mjs')];
    const bases = {};
    for (const remote of Object.keys(REMOTES)) {
      const server = await startServer([...serveStatic, DISTS[remote]], { PORT: '0' });
      servers.push(server);
      bases[remote] = server.url;
    }
    const shellPort = await freePort();
    const shellOrigin = `http://127.0.0.1:${shellPort}`;
    // Port 9 (discard) refuses connections: a suite without back ends.
    let apiUrl = 'http://127.0.0.1:9';
    let chatServerUrl = 'http://127.0.0.1:9';
    if (backends) {
      const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
      const cors = { CORS_ORIGINS: `${shellOrigin},http://localhost:${shellPort}` };
      const geodata = process.env.GEODATA_SOURCE;
      const apiPort = await freePort();
      const chatPort = await freePort();
      servers.push(
        await startServer(
          [tsx, path.join(ROOT, 'api', 'src', 'server.ts')],
          {
            ...cors,
            PORT: String(apiPort),
            HEALTHWATCH_DATA_DIR: path.join(workDir, 'api-data'),
            WRITE_RATE_LIMIT: '0',
            ...(geodata ? { GEODATA_SOURCE: geodata, GEODATA_DIR: process.env.GEODATA_DIR ?? geodata } : {}),
          },
          /(listening)/,
        ),
      );
      servers.push(
        await startServer(
          [tsx, path.join(ROOT, 'chat-server', 'src', 'server.ts')],
          { ...cors, PORT: String(chatPort) },
          /(listening|Listening|ready|:\d+)/,
        ),
      );
      apiUrl = `http://127.0.0.1:${apiPort}`;
      chatServerUrl = `http://127.0.0.1:${chatPort}`;
      await waitFor(`${apiUrl}/readyz`, 180_000);
      await waitFor(`${chatServerUrl}/healthz`, 60_000);
    }
    // Every page view sampled for the speed beacon (the most a visit loads), so figures do not vary by chance.
    const env = {
      VITALS_SAMPLE_RATE: '1',
      ...process.env,
      API_BASE_URL: apiUrl,
      CHAT_SERVER_URL: chatServerUrl,
    };
    delete env.TILES_URL;
    for (const [remote, base] of Object.entries(bases))
      env[`REMOTE_${remote.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_URL`] = base;
    const configFile = path.join(workDir, 'config.json');
    fs.writeFileSync(
      configFile,
      execFileSync(process.execPath, [path.join(ROOT, 'shell', 'scripts', 'write-config.mjs'), '--stdout'], { env }),
    );
    const shell = await startServer([...serveStatic, DISTS.shell], {
      PORT: String(shellPort),
      CONFIG_JSON: configFile,
    });
    servers.push(shell);
    bases.shell = shellOrigin;
    return { bases, apiUrl, chatServerUrl, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function familyOf(sharedName) {
  if (sharedName === 'react-router-dom') return 'react-router-dom';
  if (sharedName === 'react-dom' || sharedName.startsWith('react-dom/')) return 'react-dom';
  if (sharedName === 'react' || sharedName.startsWith('react/')) return 'react';
  return null;
}

async function main() {
  const results = [];
  const check = (name, ok, detail) => {
    results.push({ name, ok });
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}: ${detail}`);
  };

  const dists = DISTS;
  let browser;
  // Back ends are not needed: their responses carry no JavaScript.
  const suite = await startSuite();
  try {
    const { bases } = suite;
    // Which app's files hold each shared React package, from the manifests.
    const owner = new Map();
    for (const [app, base] of Object.entries(bases)) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dists[app], 'mf-manifest.json'), 'utf8'));
      for (const shared of manifest.shared ?? []) {
        const family = familyOf(shared.name);
        if (!family) continue;
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
          owner.set(new URL(file, `${base}/`).href, { app, family });
      }
    }
    const appOf = (url) =>
      Object.entries(bases).find(([, base]) => url.startsWith(`${base}/`))?.[0] ?? new URL(url).origin;

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const page = await browser.newPage();
    let current = [];
    /** Hands every JavaScript response of a page, gzip-sized, to `sink`. */
    const collect = (target, sink) =>
      target.on('response', (response) => {
        const url = response.url().split('?')[0];
        if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
        sink(
          url,
          response.body().then(
            (body) => ({ url, app: appOf(url), raw: body.length, gzip: gzipSize(body) }),
            () => null,
          ),
        );
      });
    const reactFrom = { react: new Set(), 'react-dom': new Set(), 'react-router-dom': new Set() };
    collect(page, (url, file) => {
      current.push(file);
      const hit = owner.get(url);
      if (hit) reactFrom[hit.family].add(hit.app);
    });
    const waitForRemotes = async (target) => {
      await target.waitForLoadState('networkidle');
      await target
        .waitForFunction(() => !document.querySelector('[data-remote-slot] [data-remote-loading]'), null, {
          timeout: 30_000,
        })
        .catch(() => undefined);
      await target.waitForTimeout(500);
      await target.waitForLoadState('networkidle');
    };
    const settle = async () => {
      await waitForRemotes(page);
      const files = (await Promise.all(current)).filter(Boolean);
      current = [];
      return files;
    };

    // Stylesheets are not JavaScript and not in the budget, but are shown: moving CSS out of the
    // bundles must not hide what a first visit costs.
    const stylesheets = [];
    const onStylesheet = (response) => {
      const url = response.url().split('?')[0];
      if (response.request().resourceType() !== 'stylesheet' && !url.endsWith('.css')) return;
      stylesheets.push(
        response.body().then(
          (body) => gzipSize(body),
          () => 0,
        ),
      );
    };
    page.on('response', onStylesheet);
    await page.goto(`${bases.shell}/`);
    const first = await settle();
    page.off('response', onStylesheet);
    const cssSizes = await Promise.all(stylesheets);
    const byApp = {};
    for (const file of first) byApp[file.app] = (byApp[file.app] ?? 0) + file.gzip;
    // The budget covers what the home page is made of: the shell (with the shared
    // React packages it provides), the map and the report remotes. The chat remote's
    // header button and community panels load on every page and are listed apart.
    const BUDGETED = new Set(['shell', 'map', 'report']);
    // web-vitals loads when the page is idle and only for a sampled view (shell/src/vitals/), as chat
    // loads after the page answers: printed, not in the budget.
    const isVitals = (f) => /\/web-vitals\.[0-9a-f]+\.js$/.test(f.url);
    const vitals = first.filter(isVitals).reduce((sum, f) => sum + f.gzip, 0);
    const total = first.filter((f) => BUDGETED.has(f.app) && !isVitals(f)).reduce((sum, f) => sum + f.gzip, 0);
    const everything = first.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`First visit to / — ${first.length} JavaScript files:`);
    for (const file of [...first].sort((a, b) => b.gzip - a.gzip))
      console.log(
        `  ${kb(file.gzip).padStart(9)} gzip  ${kb(file.raw).padStart(9)} raw  ${file.app}  ${file.url.replace(/^https?:\/\/[^/]+\//, '')}`,
      );
    console.log(
      `  by app: ${Object.entries(byApp)
        .map(([app, bytes]) => `${app} ${kb(bytes)}`)
        .join(', ')}`,
    );
    console.log(`  all JavaScript of the first visit, chat remote included: ${kb(everything)}`);
    console.log(`  web-vitals, loaded when idle for a sampled page view (not in the budget): ${kb(vitals)} gzip`);
    console.log(
      `  stylesheets of the first visit (not JavaScript, not in the budget): ${cssSizes.length} files, ${kb(cssSizes.reduce((a, b) => a + b, 0))} gzip`,
    );
    check(
      'first visit to / (shell + React + map + report JavaScript, gzip)',
      total <= BUDGETS.firstVisitJs,
      `${kb(total)} of ${kb(BUDGETS.firstVisitJs)}`,
    );

    // Later routes, reached through the navigation as a visitor would.
    for (const route of ROUTES) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      const files = await settle();
      console.log(`  then ${route}: ${files.length} more files, ${kb(files.reduce((s, f) => s + f.gzip, 0))} gzip`);
    }

    // Each other language: a fresh browser profile whose saved choice is that language.
    const englishFiles = new Set(first.map((f) => f.url));
    for (const locale of LOCALES) {
      const context = await browser.newContext();
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [LOCALE_STORAGE_KEY, locale],
      );
      const localePage = await context.newPage();
      const fetched = [];
      collect(localePage, (_url, file) => fetched.push(file));
      await localePage.goto(`${bases.shell}/`);
      await waitForRemotes(localePage);
      const lang = await localePage.evaluate(() => document.documentElement.lang);
      const extra = (await Promise.all(fetched)).filter((f) => f && !englishFiles.has(f.url));
      await context.close();
      const bytes = extra.reduce((sum, f) => sum + f.gzip, 0);
      const byApp = {};
      for (const file of extra) byApp[file.app] = (byApp[file.app] ?? 0) + file.gzip;
      console.log(
        `  ${locale.padEnd(5)} first visit: +${kb(bytes)} gzip over English (${
          Object.entries(byApp)
            .map(([app, b]) => `${app} ${kb(b)}`)
            .join(', ') || 'nothing'
        }), <html lang="${lang}">`,
      );
    }
    for (const family of Object.keys(reactFrom)) {
      const apps = [...reactFrom[family]];
      check(`${family} loaded once`, apps.length === 1, apps.length ? `from ${apps.join(', ')}` : 'not loaded');
    }
  } finally {
    await browser?.close();
    suite.stop();
  }

  for (const [remote, dir] of Object.entries(dists)) {
    if (remote === 'shell') continue;
    const size = gzipSize(fs.readFileSync(path.join(dir, 'remoteEntry.js')));
    check(`${remote} remoteEntry.js (gzip)`, size <= BUDGETS.remoteEntry, `${kb(size)} of ${kb(BUDGETS.remoteEntry)}`);
  }

  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  });
}
