// build/serve-static.mjs as a browser meets it: a real server on a free port over a temporary
// app folder and release store.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');

let base = '';
let child;
let work = '';

function write(file, body) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
  const dist = path.join(work, 'dist');
  const store = path.join(work, 'releases');
  write(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  write(path.join(dist, 'main.js'), 'console.log(1);');
  write(path.join(dist, 'main.js.map'), '{"version":3,"sources":["secret.ts"]}');
  write(path.join(dist, 'main.js.map.gz'), 'gzip of the map');
  write(path.join(store, 'map', '1.0.0', 'index.html'), '<!doctype html><script src="x.js"></script>');
  write(path.join(store, 'map', '1.0.0', 'remoteEntry.js'), 'var map;');
  write(path.join(store, 'map', '1.0.0', 'mf-manifest.json'), '{}');
  write(path.join(store, 'map', '1.0.0', 'remoteEntry.js.map'), '{"version":3}');
  child = spawn(process.execPath, [SERVER, dist], {
    env: { ...process.env, PORT: '0', RELEASE_STORE: store, CONFIG_JSON: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /serving .* at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
});

after(() => {
  child?.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
});

test('a source map is never served, however its path is spelt', async () => {
  const spellings = [
    '/main.js.map',
    '/main.js.MAP',
    '/main.js.ma%70',
    '/main.js.%6d%61%70',
    '/main.js.map/',
    '/main.js.map//',
    '/main.js.map?x=1',
    '/x/../main.js.map',
    '/x/%2e%2e/main.js.map',
    '/main.js.map%2F',
    '/main.js.map.gz',
    '/releases/map/1.0.0/remoteEntry.js.map',
    '/releases/map/1.0.0/remoteEntry.js.ma%70',
    '/releases/map/1.0.0/remoteEntry.js.map/',
  ];
  for (const spelling of spellings) {
    const res = await fetch(`${base}${spelling}`, { headers: { 'accept-encoding': 'gzip' } });
    const body = await res.text();
    assert.equal(res.status, 404, spelling);
    assert.doesNotMatch(body, /version|gzip of the map/, spelling);
  }
  // The files beside them still are.
  assert.equal((await fetch(`${base}/main.js`)).status, 200);
  assert.equal((await fetch(`${base}/releases/map/1.0.0/remoteEntry.js`)).status, 200);
});

test('a file built after the server started is served at once, with its cache header', async () => {
  write(path.join(work, 'dist', 'chunk.0123abcd.js'), 'var late;');
  const res = await fetch(`${base}/chunk.0123abcd.js`);
  assert.equal(res.status, 200);
  assert.equal(await res.text(), 'var late;');
  assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  // An entry keeps its stable name, so it is revalidated.
  assert.equal((await fetch(`${base}/main.js`)).headers.get('cache-control'), 'no-cache');
});

test('a badly encoded path is refused, not served', async () => {
  const res = await fetch(`${base}/main.js.ma%E0%A4%A`);
  assert.equal(res.status, 404);
});

test('every /releases/ answer carries a Content-Security-Policy; a document there is sandboxed', async () => {
  const page = await fetch(`${base}/releases/map/1.0.0/index.html`);
  assert.equal(page.status, 200);
  const pagePolicy = page.headers.get('content-security-policy') ?? '';
  assert.match(pagePolicy, /(^|; )sandbox($|;)/);
  assert.match(pagePolicy, /default-src 'self'/);
  assert.match(pagePolicy, /frame-ancestors 'none'/);

  const script = await fetch(`${base}/releases/map/1.0.0/remoteEntry.js`);
  const scriptPolicy = script.headers.get('content-security-policy') ?? '';
  assert.match(scriptPolicy, /script-src 'self'/);
  // A worker started from a release script runs under its policy: no sandbox there.
  assert.doesNotMatch(scriptPolicy, /sandbox/);

  const manifest = await fetch(`${base}/releases/map/1.0.0/mf-manifest.json`);
  assert.match(manifest.headers.get('content-security-policy') ?? '', /sandbox/);
  const missing = await fetch(`${base}/releases/map/9.9.9/index.html`);
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-security-policy') ?? '', /default-src 'none'/);
});
