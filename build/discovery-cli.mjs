// The release commands of a remote's package (`npm run promote|canary|rollback -w mfe-<name>`):
// one authenticated call to the API's discovery endpoints. The remote is the package's
// name without `@healthwatch/mfe-`; HEALTHWATCH_API_URL (default http://localhost:4000)
// and RELEASE_TOKEN (from `npm run release-token -w api -- <remote>`) come from the environment.
// Plain fetch: a CLI of one request needs no client library.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE = `Usage (in a remote's package, e.g. npm run <command> -w mfe-map -- ...):
  promote <version> [--reason TEXT]           make a released version the active one
  canary <version> --share 0.1 [--reason TEXT] serve a released version to a share of browsers
  rollback [--reason TEXT]                    end the canary, or return to the previous version
Environment: RELEASE_TOKEN (required), HEALTHWATCH_API_URL (default http://localhost:4000)`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { share: { type: 'string' }, reason: { type: 'string' } },
});
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const remote = String(pkg.name).replace(/^@healthwatch\/mfe-/, '');
const token = process.env.RELEASE_TOKEN;
if (!token) fail(`RELEASE_TOKEN is not set.\n${USAGE}`);
const reason = values.reason ? { reason: values.reason } : {};
let body;
if (command === 'promote' && positionals.length === 1) body = { version: positionals[0], ...reason };
else if (command === 'canary' && positionals.length === 1 && values.share !== undefined)
  body = { version: positionals[0], share: Number(values.share), ...reason };
else if (command === 'rollback' && positionals.length === 0) body = reason;
else fail(USAGE);

const api = process.env.HEALTHWATCH_API_URL ?? 'http://localhost:4000';
const res = await fetch(new URL(`/api/discovery/${remote}/${command}`, api), {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
}).catch((err) => fail(`Cannot reach the API at ${api}: ${err.message}`));
const answer = await res.json().catch(() => ({}));
if (!res.ok) fail(`${command} ${remote} refused (${res.status}): ${answer.error ?? res.statusText}`);
const doc = await (await fetch(new URL('/api/discovery', api))).json();
console.log(`${remote}: ${JSON.stringify(doc.remotes[remote] ?? null)}`);
