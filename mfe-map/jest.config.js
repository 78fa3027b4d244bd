const base = require('../build/jest-react.config.js')(__dirname);

module.exports = {
  ...base,
  // react-leaflet ships ES modules only.
  moduleNameMapper: { ...base.moduleNameMapper, '/countries-asset$': '<rootDir>/src/testing/countries-asset.ts' },
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
};
