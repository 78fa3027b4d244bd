// Name, port and exposes: suite.json at the root.
const { createAppConfig } = require('@healthwatch/build/webpack-app');

module.exports = createAppConfig({ dir: __dirname });
