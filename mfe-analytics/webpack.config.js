// Name, port and exposes: the suite manifest (contracts/suite.json).
const { createAppConfig } = require('@healthwatch/build/webpack-app');

module.exports = createAppConfig({ dir: __dirname });
