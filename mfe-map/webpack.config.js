const { createAppConfig } = require('../build/webpack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'map',
  port: 3001,
  title: 'HealthWatch · Map',
  exposes: {
    './HealthMap': './src/health-map/HealthMap.tsx',
    './HealthStats': './src/health-stats/HealthStats.tsx',
  },
});
