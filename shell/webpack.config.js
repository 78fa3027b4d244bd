// Name, port and exposes: the suite manifest (contracts/suite.json).
const path = require('node:path');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@healthwatch/build/webpack-app');

const app = createAppConfig({ dir: __dirname });
// The worker compiled on its own, before the app; the app's build then injects its precache list.
const WORKER_OUT = path.join(__dirname, 'node_modules', '.cache', 'service-worker');

/**
 * The service worker (src/service-worker/sw.ts) is a bundle of its own, with no federation
 * runtime (as a child of the app's compilation it would inherit Module Federation), in one file:
 * a service worker may not load code after it is installed.
 */
function serviceWorker(_env, argv = {}) {
  const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  return {
    name: 'service-worker',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { sw: './src/service-worker/sw.ts' },
    target: 'webworker',
    devtool: false,
    output: { path: WORKER_OUT, filename: '[name].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(__dirname, 'src/service-worker/tsconfig.json') },
        },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // Development: the dev server serves this bundle itself at /sw.js, with nothing to precache
      // (its files change on every edit); InjectManifest, which reads the worker from disk where
      // the dev server never writes it, fills the list in production builds only.
      ...(production ? [] : [new webpack.DefinePlugin({ 'self.__WB_MANIFEST': '[]' })]),
    ],
    performance: { hints: false },
  };
}

/**
 * Workbox's InjectManifest writes that bundle to the site's root as /sw.js (its scope is the whole
 * site) with the list of the shell's files this build emitted, each with a content revision.
 * The prerendered pages are written after webpack and are not precached (pages are fetched network
 * first); webpack's index.html is the page prerender keeps as spa.html, so it is precached under that
 * name with the same revision.
 */
const injectManifest = () =>
  new InjectManifest({
    swSrc: path.join(WORKER_OUT, 'sw.js'),
    swDest: 'sw.js',
    compileSrc: false,
    // gzip twins are the server's business; source maps are never served; the others are the server's or robots'.
    exclude: [/\.gz$/, /\.map$/, /^route-remotes\.json$/, /^robots\.txt$/, /^mf-.*\.json$/, /LICENSE\.txt$/],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: 'spa.html' } : entry)),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });

module.exports = (env, argv) => {
  const config = app(env, argv);
  const production = argv?.mode === 'production' || process.env.NODE_ENV === 'production';
  if (!production) return [{ ...config, name: 'app' }, serviceWorker(env, argv)];
  return [
    { ...config, name: 'app', dependencies: ['service-worker'], plugins: [...config.plugins, injectManifest()] },
    serviceWorker(env, argv),
  ];
};
