// Name, port and exposes: suite.json at the root.
const { createAppConfig } = require('../build/webpack-app');
const { withPaintWorker } = require('./webpack.worker');

module.exports = withPaintWorker(createAppConfig({ dir: __dirname }));
