// One webpack configuration for every HealthWatch app (the shell and the five
// remotes), so that the Module Federation sharing rules cannot drift apart
// between teams: a singleton React that differs in one remote breaks them all.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin, SourceMapDevToolPlugin } = require('webpack');
const { appInFolder, loadSuite } = require('./suite');

const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** A package's message catalogs: src/i18n/messages/<locale>.json. */
const MESSAGE_CATALOG = /[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/;
const ICU_NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14102), which keeps its developer warnings and their text in a production bundle; the
 * production build beside it is the same code with them off.
 */
const ROUTER_PACKAGE = require.resolve('react-router/package.json', {
  paths: [path.dirname(require.resolve('react-router-dom/package.json'))],
});
const ROUTER_DIST = path.join(path.dirname(ROUTER_PACKAGE), 'dist', 'production');
const ROUTER_PRODUCTION = {
  'react-router$': path.join(ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs'),
};

/**
 * css-loader's CSS-modules options. The shell's prerender build
 * (shell/scripts/prerender.mjs) uses the same ones, so the class names in its
 * HTML are the ones the browser bundle's stylesheet defines.
 */
function cssModuleOptions(name, production) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:4]`,
  };
}

/**
 * Copies every file of public/ (except the HTML template) into the build, so a
 * production bundle serves the same static files as the dev server does. Its
 * scripts (run before the app, e.g. theme-init.js) are minified in production:
 * their comments would otherwise count in every first visit.
 */
class CopyPublicPlugin {
  constructor(publicDir, minify = false) {
    this.publicDir = publicDir;
    this.minify = minify;
  }

  apply(compiler) {
    const fs = require('node:fs');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (folder, prefix) => {
            if (!fs.existsSync(folder)) return;
            for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
              const file = path.join(folder, entry.name);
              const name = prefix ? `${prefix}/${entry.name}` : entry.name;
              if (entry.isDirectory()) walk(file, name);
              else if (name !== 'index.html' && name !== 'config.json' && !compilation.getAsset(name)) {
                compilation.fileDependencies.add(file);
                const body = fs.readFileSync(file);
                const script = this.minify && name.endsWith('.js');
                const out = script
                  ? require('esbuild').transformSync(body.toString('utf8'), { minify: true, target: 'es2017' }).code
                  : body;
                compilation.emitAsset(name, new sources.RawSource(out));
              }
            }
          };
          walk(this.publicDir, '');
        },
      );
    });
  }
}

/**
 * Writes a gzip copy beside every text asset of a production build, so the
 * static server (build/serve-static.mjs, or any CDN that serves *.gz) sends
 * compressed bodies without compressing on each request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!/\.(js|css|html|json|svg|txt)$/.test(asset.name)) continue;
            const body = asset.source.buffer();
            if (body.length < 1024) continue;
            compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(zlib.gzipSync(body, { level: 9 })));
          }
        },
      );
    });
  }
}

/**
 * Singletons every app shares; the shell owns the one router.
 * @param {object} pkg the app's package.json
 * @param {{ hostProvided?: boolean }} [options] hostProvided: a remote's production build, which
 *   runs inside the shell only (see externalRuntime below) and so takes react-intl from it alone
 */
function sharedModules(pkg, { hostProvided = false } = {}) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const single = (name) => ({ singleton: true, requiredVersion: deps[name] ?? false });
  const shared = {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // Provided from a slim entry naming the exports the apps use (see router-share.mjs).
    'react-router-dom': {
      ...single('react-router-dom'),
      import: path.join(__dirname, 'router-share.mjs'),
      version: require('react-router-dom/package.json').version,
    },
  };
  // Languages: the shell provides react-intl, and an app that uses it (lists it in its package.json)
  // shares that one copy; a remote's own copy is built only for its standalone (development) page,
  // so its production remoteEntry.js carries no fallback. react-intl was chosen over
  // i18next + react-i18next + i18next-icu by gzip size: 7.8 KB with messages precompiled to ASTs
  // (no ICU parser in the browser) against 29.8 KB (ICU parsed at run time).
  if (deps['react-intl'])
    shared['react-intl'] = { ...single('react-intl'), ...(hostProvided ? { import: false } : {}) };
  return shared;
}

/**
 * Name, port, title and exposes come from the suite manifest (suite.json), found
 * by the package folder: a remote's webpack.config.js names nothing of its own.
 * @param {object} options
 * @param {string} options.dir      the package folder (__dirname of the caller)
 * @param {string[]} [options.runtimePlugins]  extra federation runtime plugins
 */
function createAppConfig(options) {
  const { dir } = options;
  const app = appInFolder(loadSuite(), dir);
  const { name, port, host, title } = app;
  const exposes = Object.fromEntries(Object.entries(app.exposes).map(([key, file]) => [`./${key}`, file]));
  const pkg = require(path.join(dir, 'package.json'));
  return (_env = {}, argv = {}) => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    // Production CSS is stylesheets, not JavaScript: the shell's prerendered pages link theirs in
    // <head> (or that HTML paints unstyled until JS runs), and a remote's chunk brings its own
    // <link> (fetched beside the chunk, before it runs), so CSS text is neither shipped inside
    // nor parsed as JavaScript, and style-loader's runtime is not in every remote.
    const extractCss = production;
    const styleLoader = extractCss ? require('mini-css-extract-plugin').loader : 'style-loader';
    // A remote's stylesheets are minified first (css-minify-loader.js).
    const minifyCss = production && !host ? [path.join(__dirname, 'css-minify-loader.js')] : [];
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // Production maps go to <package>/sourcemaps, beside dist and never inside it, and the
      // bundles carry no sourceMappingURL: whoever deploys dist publishes no source.
      devtool: production ? false : 'eval-cheap-module-source-map',
      // The apps' own code is ES2022 (tsconfig); webpack's runtime, written for this target too,
      // uses arrow functions and const instead of ES5 in every entry and remoteEntry.js.
      target: ['web', 'es2020'],
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `healthwatch_${name}`,
        // Entry chunks keep stable names: the federation runtime resolves its own
        // path from this template, where no content hash exists yet.
        filename: 'static/js/[name].js',
        // Hashed in development too: two chunks of one name (a worker's and the page's copy of a
        // shared module) would otherwise be written to one file with different content.
        chunkFilename: 'static/js/[name].[contenthash:8].js',
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Catalogs arrive as ASTs (icu-ast-loader.js): the ICU parser (16 KB gzip) stays out.
        alias: { '@formatjs/icu-messageformat-parser$': ICU_NO_PARSER, ...(production ? ROUTER_PRODUCTION : {}) },
      },
      module: {
        rules: [
          { test: MESSAGE_CATALOG, type: 'json', use: path.join(__dirname, 'icu-ast-loader.js') },
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            // Type errors are caught by `npm run typecheck` (tsc --noEmit);
            // transpiling alone keeps rebuilds fast.
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
            exclude: /node_modules/,
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              // A stylesheet another one composes from (@healthwatch/ui-kit's utilities) is minified too.
              {
                loader: 'css-loader',
                options: { modules: cssModuleOptions(name, production), importLoaders: minifyCss.length },
              },
              ...minifyCss,
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader', ...minifyCss] },
          { test: /\.(png|svg|jpg|gif|woff2?)$/, type: 'asset' },
          // (After the rule above, whose type it overrides.) An image a remote's stylesheet names
          // stays a file, fetched only when a rule using it applies: inlined, it would travel
          // base64-encoded in the remote's JavaScript (Leaflet's control and marker images).
          ...(host ? [] : [{ test: /\.(png|svg|jpg|gif)$/, issuer: /\.css$/, type: 'asset/resource' }]),
        ],
      },
      plugins: [
        ...(production ? [new SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false })] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          manifest: true,
          dts: false,
          shared: sharedModules(pkg, { hostProvided: production && !host }),
          shareStrategy: 'loaded-first',
          // Trim the federation runtime every entry carries: browser-only, and a
          // remote (which consumes no remotes) needs neither remote loading nor
          // manifest snapshots. The host keeps both to load remotes by manifest.
          // In production the shell hands its runtime core to the remotes
          // (provide-runtime-core.mjs), so each remoteEntry.js leaves its own copy
          // out. A remote's built bundle therefore runs inside the shell; its
          // standalone page is the dev server's (`npm start -w mfe-map`).
          ...(host
            ? { remotes: {}, experiments: { asyncStartup: true, optimization: { target: 'web' } } }
            : {
                experiments: {
                  externalRuntime: production,
                  optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                },
              }),
          runtimePlugins: [
            ...(options.runtimePlugins ?? []),
            ...(host && production ? [path.join(__dirname, 'provide-runtime-core.mjs')] : []),
          ],
        }),
        ...(extractCss
          ? [
              new (require('mini-css-extract-plugin'))({
                filename: 'static/css/[name].[contenthash:8].css',
                chunkFilename: 'static/css/[name].[contenthash:8].css',
              }),
            ]
          : []),
        // The version `npm run release` publishes this build as (build/release.mjs), for a remote to show.
        new DefinePlugin({ __HEALTHWATCH_RELEASE__: JSON.stringify(process.env.RELEASE_VERSION ?? null) }),
        new CopyPublicPlugin(path.join(dir, 'public'), production),
        ...(production ? [new PrecompressPlugin()] : []),
        new HtmlWebpackPlugin({
          // The remotes share one standalone-page template (@healthwatch/ui-kit's); the shell has its own.
          template: host
            ? path.join(dir, 'public', 'index.html')
            : require.resolve('@healthwatch/ui-kit/index.html', { paths: [dir] }),
          // The host serves deep links (/about, /x/y) from one index.html, so its
          // scripts must be root-absolute; a remote's page keeps relative paths.
          publicPath: host ? '/' : 'auto',
          title,
          inject: 'body',
          scriptLoading: 'defer',
          excludeChunks: [name],
        }),
      ],
      // Exposed modules load as separate async chunks; code two of them share
      // (the data client) goes to one chunk instead of a
      // copy in each, even when it is smaller than webpack's 20 kB default.
      optimization: { splitChunks: { chunks: 'async', minSize: 4000 } },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote's live-reload socket is opened by its code running inside the
        // shell's page, so its Origin is the shell's (localhost or 127.0.0.1 on
        // another port), never the remote's own; local origins only.
        allowedHosts: ['localhost', '127.0.0.1'],
        static: { directory: path.join(dir, 'public'), watch: false },
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createAppConfig, sharedModules, cssModuleOptions, MESSAGE_CATALOG, ICU_NO_PARSER };
