const base = require('@healthwatch/build/jest-react.config.js')(__dirname);

module.exports = base;
