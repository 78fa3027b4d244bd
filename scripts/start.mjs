#!/usr/bin/env node
// `npm start`: every app's dev server, plus the api and chat-server once their
// packages have a server. `npm run serve` (--serve): the built bundles instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serve = process.argv.includes('--serve');
const SHELL_URL = 'http://localhost:3000';

const APPS = [
  { ws: 'shell', name: 'shell', color: 'white' },
  { ws: 'mfe-map', name: 'map', color: 'green' },
  { ws: 'mfe-report', name: 'report', color: 'yellow' },
  { ws: 'mfe-analytics', name: 'analytics', color: 'blue' },
  { ws: 'mfe-phone-ai', name: 'phone-ai', color: 'magenta' },
  { ws: 'mfe-chat', name: 'chat', color: 'cyan' },
];
const SERVERS = [
  { ws: 'api', name: 'api', color: 'red' },
  { ws: 'chat-server', name: 'chat-server', color: 'gray' },
];

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

// The API reads the postal gazetteer from here when nothing else is configured.
const env = { ...process.env };
const sharedPostal = path.resolve(ROOT, '..', 'shared', 'data', 'postal');
if (!env.GEODATA_SOURCE && !env.GEODATA_DIR && fs.existsSync(sharedPostal)) env.GEODATA_SOURCE = sharedPostal;

const commands = [
  ...APPS.map((app) => ({
    command: `npm run ${serve ? 'serve' : 'start'} --silent -w ${app.ws}`,
    name: app.name,
    prefixColor: app.color,
    env,
  })),
  ...SERVERS.filter((s) => hasServer(s.ws)).map((s) => ({
    command: `npm start --silent -w ${s.ws}`,
    name: s.name,
    prefixColor: s.color,
    env,
  })),
];

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
