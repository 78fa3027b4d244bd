const base = require('../build/jest-react.config.js')(__dirname);

module.exports = {
  ...base,
  // react-router 7 reads TextEncoder at import time; jsdom does not provide it.
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.js'],
  // react-leaflet ships ES modules only.
  moduleNameMapper: { ...base.moduleNameMapper, '/countries-asset$': '<rootDir>/src/testing/countries-asset.ts' },
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
};
