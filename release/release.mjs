// `npm run release -w mfe-<name> [-- <version>] [--contracts X.Y]`: builds the remote for
// one immutable URL (its version in the public path), declares in its federation manifest
// the `contracts` major.minor it was built for, publishes the build into the release store
// and registers it with the API's discovery document (not yet active: promote or canary it).
//
// Environment:
//   RELEASE_TOKEN        the remote's publish token (required)
//   HEALTHWATCH_API_URL  the API (default http://localhost:4000)
//   RELEASE_STORE        the folder releases are published into (default <repo>/.releases;
//                        build/serve-static.mjs serves it under /releases/)
//   RELEASE_BASE_URL     where that folder is reachable by browsers (default /releases, the
//                        shell's own origin; in production any static host sending CORS)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { API_URL, fail, postDiscovery, printDiscovery, releaseToken, remoteOfPackage } from './discovery-http.mjs';
import suite from '@healthwatch/build/suite.js';

const USAGE = `Usage: npm run release -w mfe-<name> [-- <version>] [--contracts MAJOR.MINOR] [--reason TEXT]
  <version>    defaults to the package's version; an existing release is never overwritten
  --contracts  the contracts major.minor declared (default: the @healthwatch/contracts it is built with)
Environment: RELEASE_TOKEN (required), HEALTHWATCH_API_URL, RELEASE_STORE, RELEASE_BASE_URL`;

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { contracts: { type: 'string' }, reason: { type: 'string' } },
});
if (positionals.length > 1) fail(USAGE);
const { remote, pkg } = remoteOfPackage();
const version = positionals[0] ?? pkg.version;
if (!/^\d+\.\d+\.\d+$/.test(version)) fail(`${version} is not a version (major.minor.patch).\n${USAGE}`);
const contractsVersion = JSON.parse(
  fs.readFileSync(path.join(suite.ROOT, 'contracts', 'package.json'), 'utf8'),
).version;
const contracts = values.contracts ?? contractsVersion.split('.').slice(0, 2).join('.');
if (!/^\d+\.\d+$/.test(contracts)) fail(`--contracts must be MAJOR.MINOR.\n${USAGE}`);
const token = releaseToken(USAGE);
// Asked before building, so an unreachable API or a taken version costs no build.
const known = await fetch(new URL('/api/discovery', API_URL))
  .then((res) => res.json())
  .catch((err) => fail(`Cannot reach the API at ${API_URL}: ${err.message}`));
if (known.remotes?.[remote]?.versions?.some((v) => v.version === version))
  fail(`${remote} ${version} is already registered; releases are immutable.`);

const store = path.resolve(process.env.RELEASE_STORE ?? path.join(suite.ROOT, '.releases'));
const target = path.join(store, remote, version);
if (fs.existsSync(target)) fail(`${remote} ${version} is already published in ${target}; releases are immutable.`);
const baseUrl = (process.env.RELEASE_BASE_URL ?? '/releases').replace(/\/+$/, '');
const publicPath = `${baseUrl}/${remote}/${version}/`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), `release-${remote}-`));
try {
  const out = path.join(work, 'dist');
  console.log(`building ${remote} ${version} for ${publicPath} (contracts ${contracts})`);
  execFileSync(
    'npx',
    [
      'webpack',
      '--mode',
      'production',
      '--output-path',
      out,
      '--output-public-path',
      publicPath,
      // Two releases of one remote can meet in a page (a swap after a rollback): each keeps
      // its own chunk-loading global, so one never installs the other's modules.
      '--output-unique-name',
      `healthwatch_${remote}_${version.replaceAll('.', '_')}`,
      '--stats',
      'errors-warnings',
    ],
    { stdio: 'inherit', env: { ...process.env, RELEASE_VERSION: version } },
  );
  declareInManifest(out, { version, contracts, publicPath });
  // Copy beside the target, then rename: a reader never sees half a release, and a
  // concurrent release of the same version fails the rename instead of mixing files.
  const partial = `${target}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(out, partial, { recursive: true });
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    fail(`${remote} ${version} could not be published (${error.code}); releases are immutable.`);
  }
  // Source maps stay with the package (never published), one folder per release.
  const maps = path.join(work, 'sourcemaps');
  if (fs.existsSync(maps)) fs.cpSync(maps, path.join('sourcemaps', 'releases', version), { recursive: true });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`published ${target}`);

const entry = `${publicPath}mf-manifest.json`;
await postDiscovery(
  remote,
  'versions',
  { version, contracts, entry, ...(values.reason ? { reason: values.reason } : {}) },
  token,
);
console.log(`registered ${remote} ${version} (${entry})`);
await printDiscovery(remote);

/** The shell reads `metaData.contracts` to refuse a release built for incompatible contracts. */
function declareInManifest(out, { version, contracts, publicPath }) {
  const file = path.join(out, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  manifest.metaData.contracts = contracts;
  manifest.metaData.publicPath = publicPath;
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  const body = JSON.stringify(manifest);
  fs.writeFileSync(file, body);
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
