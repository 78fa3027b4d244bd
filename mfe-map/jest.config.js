const base = require('@healthwatch/build/jest-react.config.js')(__dirname);

module.exports = {
  ...base,
  // react-leaflet, react-intl and its FormatJS packages ship ES modules only.
  // Modules that use import.meta (webpack's asset and worker URLs) have CommonJS stand-ins.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '/countries-asset$': '<rootDir>/src/testing/countries-asset.ts',
    '/paint-worker-start$': '<rootDir>/src/testing/paint-worker-start.ts',
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(react-leaflet|@react-leaflet|react-intl|intl-messageformat|@formatjs)/)',
  ],
};
