// Name, port and exposes: the suite manifest (contracts/suite.json).
const { createAppConfig } = require('@healthwatch/build/webpack-app');
const { withPaintWorker } = require('./webpack.worker');

/**
 * The home page always shows both exposed parts (the map and its statistics), so what they need
 * travels in one chunk: one request and one gzip context instead of five small files.
 * Code loaded later (the paint worker's, other languages' catalogs) keeps its own chunks.
 */
function withHomeChunk(config) {
  const add = (c) => ({
    ...c,
    optimization: {
      ...c.optimization,
      splitChunks: {
        ...c.optimization?.splitChunks,
        cacheGroups: {
          home: {
            name: 'home',
            chunks: (chunk) => /^__federation_expose_/.test(chunk.name ?? ''),
            enforce: true,
            priority: 20,
          },
        },
      },
    },
  });
  return typeof config === 'function' ? (...args) => add(config(...args)) : add(config);
}

module.exports = withHomeChunk(withPaintWorker(createAppConfig({ dir: __dirname })));
