// Webpack loader: minifies a remote's CSS (esbuild) before css-loader. A remote's styles reach the
// page inside its JavaScript (style-loader), so their comments and indentation would otherwise count
// against the first-visit budget; class names are kept, so CSS modules hash them as before.
const { transformSync } = require('esbuild');

module.exports = function cssMinifyLoader(source) {
  return transformSync(source, { loader: 'css', minify: true, sourcefile: this.resourcePath, logLevel: 'silent' }).code;
};
