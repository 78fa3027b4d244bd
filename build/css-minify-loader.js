// Webpack loader: minifies a remote's CSS (esbuild) before css-loader, so its stylesheets carry no
// comments or indentation; class names are kept, so CSS modules hash them as before.
const { transformSync } = require('esbuild');

module.exports = function cssMinifyLoader(source) {
  return transformSync(source, { loader: 'css', minify: true, sourcefile: this.resourcePath, logLevel: 'silent' }).code;
};
