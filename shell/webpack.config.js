const { createAppConfig } = require('../build/webpack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'HealthWatch',
});
