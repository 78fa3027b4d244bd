// Reads the suite manifest (suite.json of @healthwatch/contracts): the one place that names
// the shell, each remote (package, port, exposes), the routes and the service
// ports. Webpack configs and Node scripts read it through here; TypeScript
// imports the same file (contracts/src/runtime/suite.ts).
//
// HEALTHWATCH_SUITE=<file> points every reader at another manifest, so a whole
// suite can run on other ports without editing the checkout.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const DEFAULT_FILE = require.resolve('@healthwatch/contracts/suite.json');

function suiteFile(env = process.env) {
  return env.HEALTHWATCH_SUITE ? path.resolve(env.HEALTHWATCH_SUITE) : DEFAULT_FILE;
}

function loadSuite(env = process.env) {
  return JSON.parse(fs.readFileSync(suiteFile(env), 'utf8'));
}

/** Every front-end app (shell first), as { name, package, port, title, exposes }. */
function appsOf(suite) {
  return [
    { name: 'shell', host: true, exposes: {}, ...suite.shell },
    ...Object.entries(suite.remotes).map(([name, remote]) => ({ name, host: false, ...remote })),
  ];
}

/** The app whose package folder is `dir` (a webpack config's __dirname, a script's cwd). */
function appInFolder(suite, dir) {
  const folder = path.basename(path.resolve(dir));
  const app = appsOf(suite).find((a) => a.package === folder);
  if (!app) throw new Error(`${folder} is not an app of the suite manifest (${suiteFile()})`);
  return app;
}

/** Local development origins: the shell and every remote, as localhost and 127.0.0.1. */
function devOrigins(suite) {
  return appsOf(suite).flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);
}

module.exports = { ROOT, suiteFile, loadSuite, appsOf, appInFolder, devOrigins };
