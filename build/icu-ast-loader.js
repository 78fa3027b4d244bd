// Webpack loader for message catalogs (<package>/src/i18n/messages/<locale>.json, ICU
// MessageFormat strings by key): hands the bundle each message precompiled to its AST by
// `formatjs compile --ast`, so the browser never parses ICU and react-intl runs without its
// parser (webpack-app.js resolves the parser to its no-parser build).
const { execFile } = require('node:child_process');
const path = require('node:path');

const FORMATJS = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

module.exports = function icuAstLoader() {
  const callback = this.async();
  execFile(
    process.execPath,
    [FORMATJS, 'compile', this.resourcePath, '--ast', '--format', 'simple'],
    { maxBuffer: 16 * 1024 * 1024 },
    (error, stdout, stderr) => {
      if (error) {
        callback(new Error(`formatjs compile ${this.resourcePath}: ${stderr || error.message}`));
        return;
      }
      // Minified: the compiler pretty-prints.
      callback(null, JSON.stringify(JSON.parse(stdout)));
    },
  );
};
