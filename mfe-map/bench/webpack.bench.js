const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { cssModuleOptions } = require('@healthwatch/build/webpack-app');
const { withPaintWorker } = require('../webpack.worker');

/** Bundles bench/entry.ts (the map's drawing code and Leaflet) and bench/app-entry.tsx (the whole map) for the browser. */
module.exports = withPaintWorker({
  mode: process.env.BENCH_MODE ?? 'production',
  context: path.join(__dirname, '..'),
  entry: { bench: './bench/entry.ts', app: './bench/app-entry.tsx' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  devtool: false,
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(__dirname, '..', 'tsconfig.json') },
        exclude: /node_modules/,
      },
      {
        test: /\.module\.css$/,
        use: ['style-loader', { loader: 'css-loader', options: { modules: cssModuleOptions('map', true) } }],
      },
      { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
      { test: /\.(png|svg)$/, type: 'asset/inline' },
    ],
  },
  plugins: [new DefinePlugin({ __HEALTHWATCH_RELEASE__: 'null' })],
  performance: { hints: false },
});
