// Name, port and exposes: suite.json at the root.
const path = require('node:path');
const { createAppConfig } = require('../build/webpack-app');

const app = createAppConfig({ dir: __dirname });

/**
 * The service worker is a bundle of its own at the site's root (its scope is
 * the whole site), with no federation runtime. It builds after the app, whose
 * output.clean would otherwise remove it.
 */
function serviceWorker(_env, argv = {}) {
  const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  return {
    name: 'service-worker',
    dependencies: ['app'],
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { sw: './src/service-worker/sw.ts' },
    target: 'webworker',
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', publicPath: '/' },
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
  };
}

module.exports = (env, argv) => [{ ...app(env, argv), name: 'app' }, serviceWorker(env, argv)];
