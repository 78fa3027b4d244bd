const { createAppConfig } = require('../build/webpack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'report',
  port: 3002,
  title: 'HealthWatch · Report',
  exposes: {
    './ReportForm': './src/report-form/ReportForm.tsx',
    './ReportPage': './src/report-page/ReportPage.tsx',
  },
});
