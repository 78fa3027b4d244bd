module.exports = require('@healthwatch/build/jest-react.config.js')(__dirname);
