// Serves a built app folder the way a CDN would: long-cached hashed assets,
// gzip from the files the build compressed ahead of time, CORS for federated
// loading, security headers with a Content-Security-Policy built from the
// runtime config, and an SPA fallback: a path without a file of its own gets
// spa.html when the build has one (the shell: its routes are prerendered into
// <route>/index.html and spa.html is the page the browser renders alone),
// otherwise index.html. A prerendered page that renders remotes is answered
// with Link headers that preload them (shell/scripts/remote-preloads.mjs),
// from the build's route-remotes.json, the current config and each remote's
// manifest, which this server reads at start-up and again every 5 s.
//
//   node build/serve-static.mjs <dir> [port]
//   Without a port, an app's dist folder is served on the app's port in suite.json.
//   PORT=0 picks a free port; the "serving ... at <url>" line names the real one.
//   CONFIG_JSON=<file> serves that file as /config.json (the shell's runtime config)
//   and allows exactly the origins it names. Without it (a remote's own page)
//   the policy follows the same environment variables write-config.mjs reads.
//   /releases/ is the release store (RELEASE_STORE, default <repo>/.releases) that
//   `npm run release -w mfe-<name>` publishes immutable remote versions into.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {
  createManifestCache,
  linkHeaderFor,
  ROUTE_REMOTES_FILE,
  routeKey,
} from '@healthwatch/shell/scripts/remote-preloads.mjs';
import { buildConfig } from '@healthwatch/shell/scripts/write-config.mjs';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers.mjs';
import suite from '@healthwatch/build/suite.js';

const [dirArg, portArg] = process.argv.slice(2);
const dir = path.resolve(dirArg ?? 'dist');
const port = Number(process.env.PORT ?? portArg ?? suite.appInFolder(suite.loadSuite(), path.dirname(dir)).port);
const configFile = process.env.CONFIG_JSON ? path.resolve(process.env.CONFIG_JSON) : null;

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve-static: ${dir} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}

/** The config the page will run with; read per page so an edited config.json applies at once. */
function currentConfig() {
  if (!configFile) return buildConfig(process.env);
  try {
    return JSON.parse(fs.readFileSync(configFile, 'utf8'));
  } catch {
    return buildConfig(process.env);
  }
}

function setCommonHeaders(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

const fallback = fs.existsSync(path.join(dir, 'spa.html')) ? 'spa.html' : true;

// dev: true looks each file up per request rather than indexing the folder at start: an app rebuilt
// while this runs serves its new chunks at once, not a new entry whose chunks answer 404 until a restart.
// A stat per request costs microseconds; caching stays as setHeaders says.
const assets = sirv(dir, {
  dev: true,
  single: fallback,
  etag: true,
  gzip: true,
  setHeaders(res, pathname) {
    setCommonHeaders(res);
    // Only content-hashed files may be cached forever; entries keep stable names.
    const immutable = /\.[0-9a-f]{8}\.(js|css|json|png|svg|jpg|gif|woff2?)$/.test(pathname);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The SPA fallback serves a page under any path, so every response carries the policy.
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(currentConfig()));
  },
});

// dev: true looks files up per request: releases are published while the server runs.
const releaseStore = path.resolve(process.env.RELEASE_STORE ?? path.join(suite.ROOT, '.releases'));
const releases = sirv(releaseStore, {
  dev: true,
  etag: true,
  gzip: true,
  setHeaders(res, pathname) {
    setCommonHeaders(res);
    // A published version never changes (build/release.mjs refuses to overwrite one).
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', releasePolicy(currentConfig(), pathname));
  },
});

/**
 * A release file is loaded by the shell's page (a script, stylesheet, manifest or image), never
 * opened as a page: a document under /releases/ (a remote's own index.html, served from the shell's
 * origin and cached for a year) is sandboxed into an opaque origin. Scripts keep the site's policy
 * without the sandbox: a worker started from one (the map's painter) runs under it.
 */
function releasePolicy(config, pathname) {
  const policy = contentSecurityPolicy(config);
  return /\.m?js$/i.test(pathname) ? policy : `${policy}; sandbox`;
}

function serveRelease(req, res) {
  req.url = req.url.slice('/releases'.length);
  releases(req, res, () => notFound(res));
}

function serveConfig(res) {
  fs.readFile(configFile, (error, body) => {
    if (error) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: `cannot read ${configFile}` }));
      return;
    }
    setCommonHeaders(res);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(body);
  });
}

/** { "/analytics": [{ remote, expose }], ... } for a shell build; empty for a remote's own dist. */
function readRouteRemotes() {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, ROUTE_REMOTES_FILE), 'utf8'));
  } catch {
    return {};
  }
}
const routeRemotes = readRouteRemotes();
const manifests = createManifestCache();

function manifestUrlsOf(config, origin) {
  const remotes = new Set(Object.values(routeRemotes).flatMap((modules) => modules.map((m) => m.remote)));
  return [...remotes]
    .map((name) => config?.remotes?.[name])
    .filter((url) => typeof url === 'string')
    .map((url) => new URL(url, origin).href);
}

/** Sets the Link header when the request is for a prerendered page that renders remotes. */
function setPreloadLinks(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const modules = routeRemotes[routeKey(req.url ?? '/')];
  if (!modules?.length) return;
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const link = linkHeaderFor(modules, currentConfig(), (url) => manifests.get(url), origin);
  if (link) res.setHeader('Link', link);
}

/**
 * The file a request names as sirv looks it up: percent-decoded, backslashes as slashes, dot
 * segments resolved and trailing slashes dropped (so `/main.js.ma%70` and `/main.js.map/` are
 * `/main.js.map`); null when the path cannot be decoded.
 */
function filePathOf(url) {
  let decoded;
  try {
    decoded = decodeURIComponent((url ?? '/').split('?')[0]);
  } catch {
    return null;
  }
  return path.posix.normalize(decoded.replaceAll('\\', '/')).replace(/(.)\/+$/, '$1');
}

function notFound(res) {
  setCommonHeaders(res);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': "default-src 'none'" });
  res.end('Not found');
}

const server = http.createServer((req, res) => {
  const file = filePathOf(req.url);
  // Source maps (or their precompressed twins) are never served, even if one was copied into the folder.
  if (file === null || /\.map(\.gz|\.br)?$/i.test(file)) notFound(res);
  else if (configFile && req.url?.split('?')[0] === '/config.json') serveConfig(res);
  else if (req.url?.startsWith('/releases/')) serveRelease(req, res);
  else {
    setPreloadLinks(req, res);
    assets(req, res);
  }
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  // Not awaited: a remote that is not up yet must not delay serving the shell.
  void manifests.start(manifestUrlsOf(currentConfig(), `http://localhost:${actual}`));
  console.log(`serving ${dir} at http://localhost:${actual}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    manifests.stop();
    server.close(() => process.exit(0));
  });
}
