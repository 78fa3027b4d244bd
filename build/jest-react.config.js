// Jest settings shared by the React apps: jsdom, TypeScript through ts-jest,
// CSS Modules as identity objects.
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node',
          jsx: 'react-jsx',
          esModuleInterop: true,
          isolatedModules: true,
          allowJs: true,
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'jest-style-stub.js'),
  },
  // react-intl and its FormatJS packages are published as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
  setupFiles: [path.join(__dirname, 'jest-polyfills.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
