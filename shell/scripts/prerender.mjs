// Prerenders every route of the production build into static HTML, so a
// page's heading, navigation and text paint from the HTML instead of waiting
// for the JavaScript chain (main.js, React, config.json, render); the browser
// bundle then hydrates it (src/bootstrap.tsx). Runs after `webpack` in
// `npm run build`:
//
//   node scripts/prerender.mjs
//
// It compiles src/prerender/render-page.tsx for Node with webpack (the same
// TypeScript and CSS-modules settings as the browser bundle, so class names
// agree), renders each route with react-dom/server, and writes
// dist/index.html (/), dist/report/index.html, ... from the built index.html.
// The built page with an empty #root is kept as dist/spa.html: the static
// server sends it for every other path, where the browser renders alone.
// dist/route-remotes.json names the remote modules each page renders, so the
// static server can preload them with the HTML (scripts/remote-preloads.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { remoteModulesIn, ROUTE_REMOTES_FILE } from './remote-preloads.mjs';

const require = createRequire(import.meta.url);
const SHELL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(SHELL, 'dist');
// Under node_modules so the bundle's require('react') resolves to the workspace's React.
const OUT = path.join(SHELL, 'node_modules', '.cache', 'prerender');
export const SPA_FALLBACK = 'spa.html';

const { cssModuleOptions, MESSAGE_CATALOG } = require('@healthwatch/build/webpack-app.js');

/** React and the router stay outside the bundle: one copy shared by the renderer and the components. */
const EXTERNAL = /^(react|react-dom|react-router|react-router-dom)(\/.*)?$/;

function serverConfig() {
  return {
    mode: 'production',
    target: 'node20',
    context: SHELL,
    entry: './src/prerender/render-page.tsx',
    devtool: false,
    output: { path: OUT, filename: 'render-page.cjs', library: { type: 'commonjs2' }, clean: true },
    externals: [
      ({ request }, callback) => (EXTERNAL.test(request ?? '') ? callback(null, `commonjs ${request}`) : callback()),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        { test: MESSAGE_CATALOG, type: 'json', use: require.resolve('@healthwatch/build/icu-ast-loader.js') },
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(SHELL, 'tsconfig.json') },
          exclude: /node_modules/,
        },
        {
          test: /\.module\.css$/,
          loader: 'css-loader',
          options: { modules: { ...cssModuleOptions('shell', true), exportOnlyLocals: true } },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

function compile() {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(serverConfig(), (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(path.join(OUT, 'render-page.cjs'));
    });
  });
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const MAIN_SCRIPT = /<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/;

/**
 * The built page with the route's markup in #root and its own title and
 * description. Its entry script runs once the HTML has painted (see
 * public/run-after-paint.js) and is preloaded from <head> meanwhile.
 */
export function fillTemplate(template, page) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template)) throw new Error('dist/index.html has no empty <div id="root">');
  const main = MAIN_SCRIPT.exec(template);
  if (!main) throw new Error('dist/index.html has no deferred entry script');
  const src = main[1];
  return template
    .replace(MAIN_SCRIPT, () => `<script defer src="/run-after-paint.js" data-src="${src}"></script>`)
    .replace('</head>', () => `<link rel="preload" href="${src}" as="script" fetchpriority="low"></head>`)
    .replace(root, () => `<div id="root">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="?description"? content=("[^"]*"|[^ >]*)>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}">`,
    );
}

function writeWithGzip(file, body) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  // The static server prefers a .gz beside a file: a stale one would serve the old page.
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

async function main() {
  process.env.NODE_ENV = 'production';
  // webpack's index.html; once this has run, its copy spa.html (webpack empties dist/ on each build).
  const spa = path.join(DIST, SPA_FALLBACK);
  const templateFile = fs.existsSync(spa) ? spa : path.join(DIST, 'index.html');
  if (!fs.existsSync(templateFile)) throw new Error('dist/index.html is missing: run webpack first');
  const template = fs.readFileSync(templateFile, 'utf8');

  const { renderPage, PRERENDERED_PATHS } = require(await compile());
  writeWithGzip(path.join(DIST, SPA_FALLBACK), template);
  const routeRemotes = {};
  for (const route of PRERENDERED_PATHS) {
    const page = await renderPage(route);
    const file = path.join(DIST, route === '/' ? '' : route.slice(1), 'index.html');
    writeWithGzip(file, fillTemplate(template, page));
    // The remote slots in the markup are the ones hydration fills at once: the static server preloads them.
    routeRemotes[route] = remoteModulesIn(page.html);
    console.log(
      `prerendered ${route} -> ${path.relative(SHELL, file)} (${page.html.length} characters; remotes: ${routeRemotes[route].map((m) => `${m.remote}/${m.expose}`).join(', ') || 'none'})`,
    );
  }
  fs.writeFileSync(path.join(DIST, ROUTE_REMOTES_FILE), `${JSON.stringify(routeRemotes, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
