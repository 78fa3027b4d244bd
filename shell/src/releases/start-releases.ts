import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createReleaseClient } from '@healthwatch/client';
import { CONTRACTS_VERSION, DISCOVERY_REFRESH_MS, type RuntimeConfig } from '@healthwatch/contracts';
import { announceRemoteManifests } from '../service-worker/register';
import { createReleaseFollower, type ReleaseFollower } from './release-follower';
import { bumpGeneration, setNavigationHandler } from './release-swaps';
import { browserStorage, stickyBucket } from './sticky-bucket';

/**
 * Reads discovery before the first remote loads, registers the chosen releases, then
 * re-reads it every `discoveryRefreshMs` (60 s) and when the tab regains focus, so a
 * rollback reaches an open page within that time; swaps happen on the next navigation.
 */
export async function startReleases(config: RuntimeConfig): Promise<ReleaseFollower> {
  const client = createReleaseClient(config.apiBaseUrl);
  const follower = createReleaseFollower({
    config,
    discovery: client.discovery,
    report: client.reportClientError,
    bucket: stickyBucket(browserStorage()),
    shellContracts: CONTRACTS_VERSION,
    base: window.location.href,
    register: (remotes, force) => {
      registerRemotes(remotes, { force });
      announceRemoteManifests(remotes);
    },
    warn: (message) => console.warn(message),
  });
  await follower.start();
  setNavigationHandler(() => {
    for (const remote of follower.applyPending()) bumpGeneration(remote);
  });
  const every = config.discoveryRefreshMs ?? DISCOVERY_REFRESH_MS;
  let last = Date.now();
  const refresh = () => {
    last = Date.now();
    void follower.refresh();
  };
  window.setInterval(refresh, every);
  // A tab in the background may have its timers throttled: catch up when it is looked at again.
  window.addEventListener('focus', () => {
    if (Date.now() - last > 1000) refresh();
  });
  return follower;
}
