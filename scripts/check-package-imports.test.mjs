// The lint rule "no relative import leaves its package" (scripts/check-package-imports.mjs), on two small
// trees of packages: one whose imports all stay home, one that crosses in each way the rule reads.
//
//   node --test scripts/check-package-imports.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCrossings } from './check-package-imports.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = path.join(HERE, 'check-package-imports.mjs');
const FIXTURES = path.join(HERE, 'fixtures', 'package-imports');
const run = (root) => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

test('a tree whose relative imports stay in their packages passes', () => {
  const { files, imports, crossings } = findCrossings(path.join(FIXTURES, 'clean'));
  assert.equal(files, 8);
  // './util' twice (import and import()), './base.module.css', './helper.mjs'; the package name is no path.
  assert.equal(imports, 4);
  assert.deepEqual(crossings, []);
  const cli = run(path.join(FIXTURES, 'clean'));
  assert.equal(cli.status, 0, cli.stderr);
  assert.match(cli.stdout, /0 crossing a package boundary/);
});

test('each relative import that leaves its package is named, and the command fails', () => {
  const { crossings } = findCrossings(path.join(FIXTURES, 'crossing'));
  const found = crossings.map((c) => `${c.file}:${c.line} ${c.specifier} ${c.from} -> ${c.to} (${c.toName})`).sort();
  assert.deepEqual(found, [
    'a/src/index.ts:3 ../../b/src/thing a -> b (@fixture/b)',
    'a/src/index.ts:7 ../../scripts/helper.mjs a -> . (fixture-root)',
    'a/src/style.module.css:2 ../../b/src/base.module.css a -> b (@fixture/b)',
    'scripts/tool.mjs:5 ../a/src/util . -> a (@fixture/a)',
    'scripts/tool.mjs:5 ../b/src/thing . -> b (@fixture/b)',
  ]);
  const cli = run(path.join(FIXTURES, 'crossing'));
  assert.equal(cli.status, 1);
  assert.match(
    cli.stderr,
    /a\/src\/index\.ts:3: '\.\.\/\.\.\/b\/src\/thing' leaves package a for b; import it as @fixture\/b\//,
  );
  assert.match(cli.stdout, /5 crossing a package boundary/);
});

test("the repository's own check leaves the fixtures out", () => {
  const { crossings } = findCrossings();
  assert.deepEqual(
    crossings.filter((c) => c.file.startsWith(path.join('scripts', 'fixtures'))),
    [],
  );
});
