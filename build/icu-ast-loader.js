// Webpack loader for message catalogs (<package>/src/i18n/messages/<locale>.json, ICU
// MessageFormat strings by key): hands the bundle each message precompiled to its AST by
// `formatjs compile --ast`, so the browser never parses ICU and react-intl runs without its
// parser (webpack-app.js resolves the parser to its no-parser build).
const { execFile } = require('node:child_process');
const path = require('node:path');

const FORMATJS = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/**
 * Keys whose English is the sender's own words: an API refusal (`apiError.<code>`, worded by code
 * in other languages only: @healthwatch/ui-kit's i18n/useApiErrorId.ts) and a text the API sends in English
 * (`api.…`, e.g. the statistics' labels). English shows what the API sent, so the English bundle
 * leaves these out; en.json keeps them as what translators work from and i18n:check reads.
 */
const ENGLISH_FROM_SENDER = /^(apiError|api)\./;

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
      const messages = JSON.parse(stdout);
      if (path.basename(this.resourcePath) === 'en.json')
        for (const key of Object.keys(messages)) if (ENGLISH_FROM_SENDER.test(key)) delete messages[key];
      // Minified: the compiler pretty-prints.
      callback(null, JSON.stringify(messages));
    },
  );
};
