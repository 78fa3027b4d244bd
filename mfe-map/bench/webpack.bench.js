const path = require('node:path');
const { withPaintWorker } = require('../webpack.worker');

/** Bundles bench/entry.ts (the map's drawing code and Leaflet) for the browser. */
module.exports = withPaintWorker({
  mode: process.env.BENCH_MODE ?? 'production',
  context: path.join(__dirname, '..'),
  entry: './bench/entry.ts',
  output: { path: path.join(__dirname, 'dist'), filename: 'bench.js', clean: true },
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
      { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      { test: /\.(png|svg)$/, type: 'asset/inline' },
    ],
  },
  performance: { hints: false },
});
