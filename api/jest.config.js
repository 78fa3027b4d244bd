/** @type {import('jest').Config} */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node',
      esModuleInterop: true,
      isolatedModules: true,
      allowJs: true,
    },
    diagnostics: false,
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': tsJest,
    // ESM-only dependencies (of @fastify/static for swagger-ui, and the Atom
    // builder `feed`, the phone line's ICU messages `intl-messageformat`): Node loads them with
    // require(esm), jest's module loader cannot, so they are compiled to CommonJS.
    '/node_modules/(content-disposition|cookie|feed|intl-messageformat|@formatjs/[^/]+)/.+\\.js$': tsJest,
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|feed|intl-messageformat|@formatjs/[^/]+)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};
