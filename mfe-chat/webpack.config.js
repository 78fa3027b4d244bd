const { createAppConfig } = require('../build/webpack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'chat',
  port: 3005,
  title: 'HealthWatch · Chat',
  exposes: {
    './ChatModal': './src/chat-modal/ChatModal.tsx',
    './CommunityPanels': './src/community-panels/CommunityPanels.tsx',
  },
});
