/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', isolatedModules: true } },
    ],
  },
  testMatch: ['**/*.test.ts'],
};
