#!/usr/bin/env node
// Lighthouse on every route of the production build (`npm run build` first),
// mobile and desktop presets, with Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). The api and chat-server run too, so pages are complete.
//
//   npm run lighthouse [-- --only=/about] [-- --preset=mobile]
//
// Each route runs RUNS times (default 3, `-- --runs=N`) and the run with the median
// performance score is the one reported, so one noisy run cannot pass or fail a route.
// A run Lighthouse could not score (a runtimeError such as NO_FCP, or an errored metric
// audit) is an error, not a 0: its message is printed and listed in the summary, its
// report kept as <preset>-<route>-error-<n>.json, and it is run again (at most RUNS
// more times) so the median is of RUNS measured runs.
// Writes reports/lighthouse/<preset>-<route>.json (the median run) and
// reports/lighthouse/summary.md, prints the summary table, and exits 1 when a
// median score misses its target.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { medianRun, runError } from './lighthouse-runs.mjs';
import { startSuite } from './size.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'reports', 'lighthouse');
const ROUTES = ['/', '/report', '/phone-ai', '/analytics', '/about'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 },
  desktop: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
};
const PRESETS = {
  mobile: undefined, // Lighthouse's default: a mid-range phone on a slow 4G link, simulated
  desktop: desktopConfig,
};

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const routes = args.only ? args.only.split(',') : ROUTES;
const presets = args.preset ? args.preset.split(',') : Object.keys(PRESETS);
const runs = Number(args.runs ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number >= 1, not ${args.runs}`);

const reportName = (preset, route) => `${preset}-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}`;

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const file of fs.readdirSync(OUT)) if (/-error-\d+\.json$/.test(file)) fs.rmSync(path.join(OUT, file));
  // Lighthouse starts its trace on a blank page, then navigates. From about:blank the page commits
  // in a renderer process started for it, which on a loaded machine can join the trace after the
  // navigation has begun: the trace then has no navigationStart and the run fails with NO_NAVSTART.
  // A blank page of the same site (127.0.0.1 on another port; the shell's origin keeps its storage
  // and cache cleared before each run) keeps the page in a process traced from the start. It names
  // an icon, so Chromium does not ask for /favicon.ico and log a 404 into the measured page's console.
  const blank = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>blank</title><link rel="icon" href="data:,">');
  });
  await new Promise((resolve) => blank.listen(0, '127.0.0.1', resolve));
  blank.unref();
  const blankPage = `http://127.0.0.1:${blank.address().port}/`;
  const suite = await startSuite({ backends: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const rows = [];
  let misses = 0;
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const url = `${suite.bases.shell}${route}`;
        const results = [];
        const runLabels = [];
        const errors = [];
        // A run that errors has no score (not a score of 0): it is reported with its message and run
        // again, at most `runs` more times in all, so the median is still of `runs` measured runs.
        for (let attempt = 1; results.length < runs && attempt <= runs * 2; attempt += 1) {
          let run;
          let error;
          try {
            run = await lighthouse(
              url,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, blankPage },
              PRESETS[preset],
            );
            error = run ? runError(run.lhr) : 'no Lighthouse result';
          } catch (thrown) {
            error = `${thrown.code ?? 'thrown'}: ${thrown.message}`;
          }
          if (error) {
            errors.push(`run ${attempt}: ${error}`);
            runLabels.push('error');
            console.log(`${preset.padEnd(7)} ${route.padEnd(11)} run ${attempt} errored: ${error}`);
            if (run) fs.writeFileSync(path.join(OUT, `${reportName(preset, route)}-error-${attempt}.json`), run.report);
          } else {
            results.push(run);
            runLabels.push(String(Math.round(run.lhr.categories.performance.score * 100)));
          }
        }
        const result = medianRun(results);
        if (!result) {
          misses += 1;
          rows.push({ preset, route, scores: null, metrics: [], failing: [], details: [], runLabels, errors });
          console.log(`${preset.padEnd(7)} ${route.padEnd(11)} no run measured: ${errors.join('; ')}`);
          continue;
        }
        fs.writeFileSync(path.join(OUT, `${reportName(preset, route)}.json`), result.report);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
        );
        const failing = CATEGORIES.filter((c) => scores[c] < TARGETS[preset][c]);
        misses += failing.length;
        const details = failing.flatMap((c) =>
          result.lhr.categories[c].auditRefs
            .map((ref) => result.lhr.audits[ref.id])
            .filter(
              (a) =>
                a &&
                a.score !== null &&
                a.score < 1 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'manual',
            )
            .slice(0, 6)
            .map((a) => `${c}: ${a.id} ${a.displayValue ?? ''}`.trim()),
        );
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
        ].map((id) => result.lhr.audits[id]?.displayValue ?? '-');
        rows.push({ preset, route, scores, metrics, failing, details, runLabels, errors });
        console.log(
          `${preset.padEnd(7)} ${route.padEnd(11)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (performance runs ${runLabels.join('/')})${failing.length ? `  MISSES: ${details.join('; ')}` : ''}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    blank.close();
    suite.stop();
  }

  const table = [
    `# Lighthouse ${new Date().toISOString()}`,
    '',
    `Median of ${runs} run(s) per route (by performance score; the runs' scores in the last column). Targets: performance >= ${TARGETS.mobile.performance} (mobile) / ${TARGETS.desktop.performance} (desktop), accessibility ${TARGETS.mobile.accessibility}, best practices >= ${TARGETS.mobile['best-practices']}, SEO >= ${TARGETS.mobile.seo}.`,
    '',
    '| preset | route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      r.scores
        ? `| ${r.preset} | ${r.route} | ${CATEGORIES.map((c) => `${r.scores[c]}${r.failing.includes(c) ? ' ✗' : ''}`).join(' | ')} | ${r.metrics.join(' | ')} | ${r.runLabels.join(', ')} |`
        : `| ${r.preset} | ${r.route} | error ✗ | | | | | | | | ${r.runLabels.join(', ')} |`,
    ),
    '',
    ...rows.filter((r) => r.details.length).map((r) => `- ${r.preset} ${r.route}: ${r.details.join('; ')}`),
    ...rows.filter((r) => r.errors.length).map((r) => `- ${r.preset} ${r.route} errored: ${r.errors.join('; ')}`),
  ].join('\n');
  fs.writeFileSync(path.join(OUT, 'summary.md'), `${table}\n`);
  console.log(`\n${table}\n\nreports: ${path.relative(ROOT, OUT)}/`);
  process.exitCode = misses ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
