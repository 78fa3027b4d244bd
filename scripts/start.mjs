#!/usr/bin/env node
// `npm start`: every app's dev server, plus the api and chat-server once their
// packages have a server. `npm run serve` (--serve): the built bundles instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { appsOf, loadSuite } from '@healthwatch/build/suite.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serve = process.argv.includes('--serve');
// --dry-run prints what would start, on which port, and starts nothing.
const dryRun = process.argv.includes('--dry-run');
const suite = loadSuite();
const SHELL_URL = `http://localhost:${suite.shell.port}`;
const COLORS = ['white', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'red', 'gray'];

// Every app and service of the suite manifest (suite.json): adding a remote there adds it here.
const APPS = appsOf(suite).map((app, i) => ({ ws: app.package, name: app.name, port: app.port, color: COLORS[i % 8] }));
const SERVERS = Object.entries(suite.services).map(([name, service], i) => ({
  ws: service.package,
  name: service.package,
  port: service.port,
  color: COLORS[(APPS.length + i) % 8],
  key: name,
}));

function readPackage(ws) {
  const file = path.join(ROOT, ws, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** A back end runs once its package has a start script and a server. */
function hasServer(ws) {
  return Boolean(readPackage(ws)?.scripts?.start) && fs.existsSync(path.join(ROOT, ws, 'src', 'server.ts'));
}

if (serve) {
  const missing = APPS.filter((app) => !fs.existsSync(path.join(ROOT, app.ws, 'dist', 'index.html')));
  if (missing.length > 0) {
    console.error(`No build for ${missing.map((a) => a.ws).join(', ')}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** The api's gazetteer is there once GEODATA_SOURCE names one or its data folder holds a country file. */
function hasGazetteer(env, dir) {
  if (env.GEODATA_SOURCE?.trim()) return true;
  return fs.existsSync(dir) && fs.readdirSync(dir).some((file) => /^[A-Z]{2}\.txt$/.test(file));
}

const env = { ...process.env };
const servers = SERVERS.filter((s) => hasServer(s.ws));
const geodataDir = env.GEODATA_DIR?.trim() ? path.resolve(env.GEODATA_DIR) : path.join(ROOT, 'api', '.geodata');
if (!dryRun && servers.some((s) => s.key === 'api') && !hasGazetteer(env, geodataDir)) {
  // Without it every postal code would go unchecked; the data is downloaded once, never at start.
  console.error(
    `No postal gazetteer in ${path.relative(process.cwd(), geodataDir) || '.'}: run \`npm run geodata -w api\` once (downloads the GeoNames dumps), or set GEODATA_SOURCE to a folder holding it.`,
  );
  process.exit(1);
}

const commands = [
  ...APPS.map((app) => ({
    command: `npm run ${serve ? 'serve' : 'start'} --silent -w ${app.ws}`,
    name: app.name,
    prefixColor: app.color,
    port: app.port,
    env,
  })),
  ...servers.map((s) => ({
    command: `npm start --silent -w ${s.ws}`,
    name: s.name,
    prefixColor: s.color,
    port: s.port,
    env,
  })),
];

if (dryRun) {
  for (const c of commands) console.log(`${c.name}\thttp://localhost:${c.port}\t${c.command}`);
  process.exit(0);
}

console.log(
  `HealthWatch (${serve ? 'built bundles' : 'development'}): starting ${commands.map((c) => c.name).join(', ')}`,
);
console.log(`Open ${SHELL_URL} once the shell reports it is ready.`);

const { result } = concurrently(commands, { prefix: 'name', cwd: ROOT, restartTries: 0 });

// Say once, clearly, when the page can be opened.
(async () => {
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(SHELL_URL, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        console.log(`\nHealthWatch is ready: ${SHELL_URL}\n`);
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
})();

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
