const base = require('../build/jest-react.config.js')(__dirname);

// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.js'] };
