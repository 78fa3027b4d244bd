const { createAppConfig } = require('../build/webpack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'phoneAi',
  port: 3004,
  title: 'HealthWatch · AI Diagnosis',
  exposes: {
    './PhoneAiPage': './src/phone-ai-page/PhoneAiPage.tsx',
  },
});
