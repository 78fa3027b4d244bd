const base = require('../build/jest-react.config.js')(__dirname);

module.exports = base;
