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
    // ESM-only dependency of @fastify/static (swagger-ui): Node loads it with
    // require(esm), jest's module loader cannot, so it is compiled to CommonJS.
    '/node_modules/(content-disposition|cookie)/.+\\.js$': tsJest,
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};
