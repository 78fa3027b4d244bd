// The suite manifest is the one place the topology is written: a remote moved
// (or added) there moves everywhere. Each reader runs in its own process with
// HEALTHWATCH_SUITE pointing at a modified copy of suite.json.
//
//   node --test scripts/suite.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOVED = 3911;
const ADDED = 3912;
let dir;
let env;

before(() => {
  const suite = JSON.parse(fs.readFileSync(path.join(ROOT, 'contracts', 'suite.json'), 'utf8'));
  assert.notEqual(suite.remotes.map.port, MOVED);
  suite.remotes.map.port = MOVED;
  suite.remotes.extra = { package: 'mfe-extra', port: ADDED, title: 'Extra', exposes: { Extra: './src/Extra.tsx' } };
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthwatch-suite-test-'));
  fs.writeFileSync(path.join(dir, 'suite.json'), JSON.stringify(suite));
  env = { ...process.env, HEALTHWATCH_SUITE: path.join(dir, 'suite.json') };
  for (const key of Object.keys(env)) if (/^(REMOTE_.*_URL|CORS_ORIGINS|PORT)$/.test(key)) delete env[key];
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const node = (args) => execFileSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' });
// The services are CommonJS under tsx: their exports sit on the namespace's default.
const load = (file) => `const ns = await import('${file}'); const m = ns.default ?? ns;`;
const tsx = (code) => node(['--import', 'tsx', '--input-type=module', '--eval', code]);

test("the shell's config.json", () => {
  const config = JSON.parse(node(['shell/scripts/write-config.mjs', '--stdout']));
  assert.equal(config.remotes.map, `http://localhost:${MOVED}/mf-manifest.json`);
  assert.equal(config.remotes.extra, `http://localhost:${ADDED}/mf-manifest.json`);
});

test("the remote's webpack dev server and static server port", () => {
  const port = node([
    '--eval',
    "console.log(require('./mfe-map/webpack.config.js')({}, { mode: 'development' }).devServer.port)",
  ]);
  assert.equal(Number(port), MOVED);
});

test("the api's CORS defaults", () => {
  const origins = JSON.parse(
    tsx(`${load('./api/src/config/env.ts')} console.log(JSON.stringify(m.loadConfig().corsOrigins));`),
  );
  assert.ok(origins.includes(`http://localhost:${MOVED}`), origins.join());
  assert.ok(origins.includes(`http://localhost:${ADDED}`), origins.join());
  assert.ok(!origins.includes('http://localhost:3001'), origins.join());
});

test("the chat-server's CORS defaults", () => {
  const origins = JSON.parse(
    tsx(`${load('./chat-server/src/protection/origins.ts')} console.log(JSON.stringify(m.parseOrigins(undefined)));`),
  );
  assert.ok(origins.includes(`http://127.0.0.1:${MOVED}`), origins.join());
  assert.ok(origins.includes(`http://localhost:${ADDED}`), origins.join());
  assert.ok(!origins.includes('http://localhost:3001'), origins.join());
});

test('npm start', () => {
  const lines = node(['scripts/start.mjs', '--dry-run']).trim().split('\n');
  const map = lines.find((line) => line.startsWith('map\t'));
  assert.match(map, new RegExp(`http://localhost:${MOVED}\\t.*-w mfe-map`));
  assert.ok(lines.some((line) => line.startsWith(`extra\thttp://localhost:${ADDED}`)));
});

test('npm run size', () => {
  const size = JSON.parse(
    node([
      '--input-type=module',
      '--eval',
      "const m = await import('./scripts/size.mjs'); console.log(JSON.stringify({ remotes: m.REMOTES, dists: m.DISTS }));",
    ]),
  );
  assert.equal(size.remotes.extra, 'mfe-extra');
  assert.equal(size.dists.extra, path.join(ROOT, 'mfe-extra', 'dist'));
});
