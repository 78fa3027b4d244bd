#!/usr/bin/env node
// Lighthouse on every route of the production build (`npm run build` first),
// mobile and desktop presets, with Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). The api and chat-server run too, so pages are complete.
//
//   npm run lighthouse [-- --only=/about] [-- --preset=mobile]
//
// Each route runs RUNS times (default 3, `-- --runs=N`) and the run with the median
// performance score is the one reported, so one noisy run cannot pass or fail a route.
// Writes reports/lighthouse/<preset>-<route>.json (the median run) and
// reports/lighthouse/summary.md, prints the summary table, and exits 1 when a
// median score misses its target.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
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

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(results) {
  const sorted = [...results].sort(
    (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
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
        for (let i = 0; i < runs; i += 1) {
          const run = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            PRESETS[preset],
          );
          if (!run) throw new Error(`no Lighthouse result for ${url}`);
          results.push(run);
        }
        const performances = results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
        const result = medianRun(results);
        const name = `${preset}-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}`;
        fs.writeFileSync(path.join(OUT, `${name}.json`), result.report);
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
        rows.push({ preset, route, scores, metrics, failing, details, performances });
        console.log(
          `${preset.padEnd(7)} ${route.padEnd(11)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (performance runs ${performances.join('/')})${failing.length ? `  MISSES: ${details.join('; ')}` : ''}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    suite.stop();
  }

  const table = [
    `# Lighthouse ${new Date().toISOString()}`,
    '',
    `Median of ${runs} run(s) per route (by performance score; the runs' scores in the last column). Targets: performance >= ${TARGETS.mobile.performance} (mobile) / ${TARGETS.desktop.performance} (desktop), accessibility ${TARGETS.mobile.accessibility}, best practices >= ${TARGETS.mobile['best-practices']}, SEO >= ${TARGETS.mobile.seo}.`,
    '',
    '| preset | route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.preset} | ${r.route} | ${CATEGORIES.map((c) => `${r.scores[c]}${r.failing.includes(c) ? ' ✗' : ''}`).join(' | ')} | ${r.metrics.join(' | ')} | ${r.performances.join(', ')} |`,
    ),
    '',
    ...rows.filter((r) => r.details.length).map((r) => `- ${r.preset} ${r.route}: ${r.details.join('; ')}`),
  ].join('\n');
  fs.writeFileSync(path.join(OUT, 'summary.md'), `${table}\n`);
  console.log(`\n${table}\n\nreports: ${path.relative(ROOT, OUT)}/`);
  process.exitCode = misses ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
