const { createAppConfig } = require('../build/webpack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'analytics',
  port: 3003,
  title: 'HealthWatch · Analytics',
  exposes: {
    './AnalyticsPage': './src/analytics-page/AnalyticsPage.tsx',
  },
});
