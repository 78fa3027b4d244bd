module.exports = require('../build/jest-react.config.js')(__dirname);
