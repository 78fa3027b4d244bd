// The runner's guard against a suite that never ends: it stops the suite and all it started.
//
//   node --test scripts/test-all.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runCommand, suiteTimeoutMs } from './test-all.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a command that ends is answered with its exit code and output', async () => {
  const r = await runCommand(process.execPath, ['-e', 'console.log("# pass 3"); process.exit(2)'], { echo: false });
  assert.equal(r.code, 2);
  assert.equal(r.timedOut, false);
  assert.match(r.output, /# pass 3/);
});

test('a command that hangs is stopped at its time limit, with the process it started', async () => {
  // A parent that never exits and a child of its own that keeps the output open, as a test runner
  // with a server left listening would.
  const hang = `
    const { spawn } = require('node:child_process');
    const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' });
    console.log('child ' + c.pid);
    setInterval(() => {}, 1000);`;
  const r = await runCommand(process.execPath, ['-e', hang], { timeoutMs: 1500, echo: false });
  assert.equal(r.timedOut, true);
  assert.ok(r.seconds < 10, `answered after ${r.seconds} s`);
  const pid = Number(/child (\d+)/.exec(r.output)?.[1]);
  assert.ok(pid > 0, r.output);
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((res) => setTimeout(res, 100));
  const left = alive(pid);
  // Even when this check fails, the child must not keep this test process alive.
  if (left) process.kill(pid, 'SIGKILL');
  assert.equal(left, false, 'the child was stopped too');
});

test('the end-to-end suite has a longer limit than the others, and SUITE_TIMEOUT_MINUTES sets every one', () => {
  assert.equal(suiteTimeoutMs('api', {}), 30 * 60_000);
  assert.equal(suiteTimeoutMs('e2e', {}), 45 * 60_000);
  assert.equal(suiteTimeoutMs('e2e', { SUITE_TIMEOUT_MINUTES: '5' }), 5 * 60_000);
  assert.equal(suiteTimeoutMs('api', { SUITE_TIMEOUT_MINUTES: '5' }), 5 * 60_000);
});
