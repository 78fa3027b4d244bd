#!/usr/bin/env node
// Runs every workspace's tests one package at a time (the machine has two
// cores), then the end-to-end suite when asked, and sums the results.
//
//   node scripts/test-all.mjs            unit/integration suites
//   node scripts/test-all.mjs --e2e      ... then the Playwright suite (needs `npm run build`)
//   CI=true node scripts/test-all.mjs    same as --e2e
//   node scripts/test-all.mjs --no-e2e   never the Playwright suite
//
// The last line printed is exactly `N passed, N failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const runE2e = !args.has('--no-e2e') && (args.has('--e2e') || ci);

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results']);

function hasTestFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.') && hasTestFiles(path.join(dir, entry.name)))
        return true;
    } else if (TEST_FILE.test(entry.name)) {
      return true;
    }
  }
  return false;
}

/** Workspaces with a `test` script and at least one test file, in package.json order. */
export function testableWorkspaces(root = ROOT) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.filter((ws) => {
    const pkgFile = path.join(root, ws, 'package.json');
    if (!fs.existsSync(pkgFile)) return false;
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    return Boolean(pkg.scripts?.test) && hasTestFiles(path.join(root, ws));
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the ANSI colour codes being removed.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Reads a jest or Playwright summary. Returns null when there is none (a crash).
 * A jest suite that fails to load has no failed tests but a failed suite, so
 * failures are the larger of the two counts.
 */
export function parseSummary(output) {
  const text = output.replace(ANSI, '');
  const jest = [...text.matchAll(/^Tests:\s+(.+)$/gm)].pop();
  if (jest) {
    const count = (kind, line) => Number(new RegExp(`(\\d+) ${kind}`).exec(line)?.[1] ?? 0);
    const suites = [...text.matchAll(/^Test Suites:\s+(.+)$/gm)].pop();
    const failedSuites = suites ? count('failed', suites[1]) : 0;
    return { passed: count('passed', jest[1]), failed: Math.max(count('failed', jest[1]), failedSuites) };
  }
  if (/^Test Suites:\s+(\d+) failed/m.test(text)) {
    return { passed: 0, failed: Number(/^Test Suites:\s+(\d+) failed/m.exec(text)[1]) };
  }
  // Playwright's list/line reporters end with lines such as "  18 passed (2.6m)", "  1 failed", "  2 flaky".
  const pw = (kind) => {
    const hits = [...text.matchAll(new RegExp(`^\\s+(\\d+) ${kind}\\b`, 'gm'))];
    return hits.length ? Number(hits[hits.length - 1][1]) : null;
  };
  const passed = pw('passed');
  const failed = pw('failed');
  const flaky = pw('flaky');
  const interrupted = pw('interrupted');
  const didNotRun = pw('did not run');
  if (passed === null && failed === null && flaky === null) {
    // node --test (the root's scripts/*.test.mjs) ends with "# pass N" and "# fail N".
    const node = (kind) => Number(new RegExp(`^# ${kind} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    if (Number.isNaN(node('pass'))) return null;
    return { passed: node('pass'), failed: node('fail') + (node('cancelled') || 0) };
  }
  return { passed: (passed ?? 0) + (flaky ?? 0), failed: (failed ?? 0) + (interrupted ?? 0) + (didNotRun ?? 0) };
}

/** The root's own tests (the suite manifest's readers) run as the pseudo-workspace "scripts". */
const ROOT_SUITE = 'scripts';

/**
 * A suite that runs longer than this is stopped, with everything it started, and counted as failed:
 * a test that hangs (a server left listening, a stream never closed) costs one suite, not the run.
 */
const SUITE_TIMEOUT_MS = 30 * 60_000;
/**
 * The end-to-end suite's own limit: its ~150 browser tests run one at a time, and took 30 minutes on a 2-core machine
 * where the unit suites took 22 (25 Nov 2026), so the shared limit cut it short though nothing hung.
 */
const E2E_TIMEOUT_MS = 45 * 60_000;

/** A suite's time limit: SUITE_TIMEOUT_MINUTES for every suite when set, else the end-to-end suite's or the shared one. */
export function suiteTimeoutMs(ws, env = process.env) {
  if (env.SUITE_TIMEOUT_MINUTES) return Number(env.SUITE_TIMEOUT_MINUTES) * 60_000;
  return ws === 'e2e' ? E2E_TIMEOUT_MS : SUITE_TIMEOUT_MS;
}

/** Process groups of the commands running now. */
const runningGroups = new Set();

/**
 * Runs one command, echoing its output, and resolves with its exit and output. After timeoutMs its
 * whole process group is killed; if something it started still holds the output open a few
 * seconds later, the command is answered for anyway.
 */
export function runCommand(command, args, { timeoutMs = SUITE_TIMEOUT_MS, echo = true } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a timeout can stop the test runner's children too.
      detached: true,
    });
    runningGroups.add(child.pid);
    let output = '';
    let timedOut = false;
    let settled = false;
    const finish = (code, signal) => {
      if (settled) return;
      settled = true;
      runningGroups.delete(child.pid);
      clearTimeout(timer);
      resolve({ code: code ?? 1, signal, output, timedOut, seconds: (Date.now() - started) / 1000 });
    };
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`\n[test-all] ${command} ${args.join(' ')}: stopped after ${timeoutMs / 1000} s\n`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      setTimeout(() => finish(null, 'SIGKILL'), 5000).unref();
    }, timeoutMs);
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk.toString();
        if (echo) sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', finish);
  });
}

async function runSuite(ws) {
  const args = ws === ROOT_SUITE ? ['run', 'test:scripts', '--silent'] : ['test', '-w', ws, '--silent'];
  const r = await runCommand('npm', args, { timeoutMs: suiteTimeoutMs(ws) });
  // A suite stopped midway has no trustworthy summary: what it printed so far is not a result.
  return { ws, ...r, summary: r.timedOut ? null : parseSummary(r.output) };
}

async function main() {
  // The suites run in process groups of their own, which a terminal's Ctrl-C does not reach: pass it on.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const pid of runningGroups) {
        try {
          process.kill(-pid, signal);
        } catch {
          // already gone
        }
      }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  const suites = [ROOT_SUITE, ...testableWorkspaces().filter((ws) => ws !== 'e2e')];
  if (runE2e) suites.push('e2e');
  const results = [];
  for (const ws of suites) {
    console.log(`\n===== ${ws} =====`);
    results.push(await runSuite(ws));
  }

  let passed = 0;
  let failed = 0;
  console.log('\n===== summary =====');
  for (const r of results) {
    if (r.summary) {
      // A non-zero exit with no failed test (e.g. an open handle) still fails the run.
      const extra = r.code !== 0 && r.summary.failed === 0 ? 1 : 0;
      passed += r.summary.passed;
      failed += r.summary.failed + extra;
      const note = extra ? ` (exit code ${r.code})` : '';
      console.log(
        `${r.ws}: ${r.summary.passed} passed, ${r.summary.failed + extra} failed${note} in ${r.seconds.toFixed(1)}s`,
      );
    } else {
      failed += 1;
      const why = r.timedOut
        ? `timed out after ${suiteTimeoutMs(r.ws) / 60_000} minutes, stopped`
        : `crashed (exit code ${r.code}${r.signal ? `, ${r.signal}` : ''}, no test summary)`;
      console.log(`${r.ws}: ${why} in ${r.seconds.toFixed(1)}s`);
    }
  }
  if (!runE2e) console.log('e2e: not run (use --e2e or CI=true; needs `npm run build` first)');
  const anyBad = failed > 0 || results.some((r) => r.code !== 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = anyBad ? 1 : 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) await main();
