// The lint rule "every theme token read is defined" (scripts/check-theme-tokens.mjs), on a small tree: a theme
// stylesheet, a token the shell sets at run time, and a remote reading both and two that no theme defines.
//
//   node --test scripts/check-theme-tokens.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findUnknownTokens } from './check-theme-tokens.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(HERE, 'fixtures', 'theme-tokens');

test("the theme's tokens and the ones set at run time are defined; each other token read is named with its line", () => {
  const { defined, unknown } = findUnknownTokens(FIXTURE);
  assert.deepEqual(defined, ['--hw-focus', '--hw-offset', '--hw-text']);
  assert.deepEqual(unknown.map((u) => `${u.file}:${u.line} ${u.token}`).sort(), [
    'remote/src/Chart.tsx:1 --hw-sruface',
    'remote/src/Panel.module.css:6 --hw-accent',
  ]);
});

test('the command fails on an unknown token and passes on this repository', () => {
  const script = path.join(HERE, 'check-theme-tokens.mjs');
  const fixture = spawnSync(process.execPath, [script, FIXTURE], { encoding: 'utf8' });
  assert.equal(fixture.status, 1);
  assert.match(fixture.stderr, /remote\/src\/Panel\.module\.css:6: --hw-accent is no theme token/);
  const repository = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(repository.status, 0, repository.stderr);
  assert.match(repository.stdout, /0 read that no theme defines/);
});
