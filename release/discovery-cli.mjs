// The release commands of a remote's package (`npm run promote|canary|rollback -w mfe-<name>`):
// one authenticated call to the API's discovery endpoints. The remote is the package's
// name without `@healthwatch/mfe-`; HEALTHWATCH_API_URL (default http://localhost:4000)
// and RELEASE_TOKEN (from `npm run release-token -w api -- <remote>`) come from the environment.
import { parseArgs } from 'node:util';
import { fail, postDiscovery, printDiscovery, releaseToken, remoteOfPackage } from './discovery-http.mjs';

const USAGE = `Usage (in a remote's package, e.g. npm run <command> -w mfe-map -- ...):
  promote <version> [--reason TEXT]           make a released version the active one
  canary <version> --share 0.1 [--reason TEXT] serve a released version to a share of browsers
  rollback [--reason TEXT]                    end the canary, or return to the previous version
Environment: RELEASE_TOKEN (required), HEALTHWATCH_API_URL (default http://localhost:4000)`;

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { share: { type: 'string' }, reason: { type: 'string' } },
});
const { remote } = remoteOfPackage();
const token = releaseToken(USAGE);
const reason = values.reason ? { reason: values.reason } : {};
let body;
if (command === 'promote' && positionals.length === 1) body = { version: positionals[0], ...reason };
else if (command === 'canary' && positionals.length === 1 && values.share !== undefined)
  body = { version: positionals[0], share: Number(values.share), ...reason };
else if (command === 'rollback' && positionals.length === 0) body = reason;
else fail(USAGE);

await postDiscovery(remote, command, body, token);
await printDiscovery(remote);
