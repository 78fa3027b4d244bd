// The one HTTP call the release commands make to the API's discovery endpoints
// (build/discovery-cli.mjs: promote, canary, rollback; build/release.mjs: register).
// Plain fetch: a CLI of one request needs no client library.
import { readFileSync } from 'node:fs';

export const API_URL = process.env.HEALTHWATCH_API_URL ?? 'http://localhost:4000';

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The remote a package releases: its name without `@healthwatch/mfe-`. */
export function remoteOfPackage(pkgFile = 'package.json') {
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  return { remote: String(pkg.name).replace(/^@healthwatch\/mfe-/, ''), pkg };
}

export function releaseToken(usage) {
  const token = process.env.RELEASE_TOKEN;
  if (!token) fail(`RELEASE_TOKEN is not set.\n${usage}`);
  return token;
}

/** POST /api/discovery/<remote>/<action> with the remote's publish token; exits on refusal. */
export async function postDiscovery(remote, action, body, token) {
  const res = await fetch(new URL(`/api/discovery/${remote}/${action}`, API_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch((err) => fail(`Cannot reach the API at ${API_URL}: ${err.message}`));
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) fail(`${action} ${remote} refused (${res.status}): ${answer.error ?? res.statusText}`);
  return answer;
}

/** Prints the remote's entry in the discovery document, as browsers will read it. */
export async function printDiscovery(remote) {
  const doc = await (await fetch(new URL('/api/discovery', API_URL))).json();
  console.log(`${remote}: ${JSON.stringify(doc.remotes[remote] ?? null)}`);
}
