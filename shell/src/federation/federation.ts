import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@healthwatch/contracts';
import { startReleases } from '../releases/start-releases';
import { fallbackPlugin } from '../runtime-plugin/fallback';
import { retryPlugin } from '../runtime-plugin/retry';
import type { RemoteLoader } from '../remote-slot/remote-loader';
import { stylesheetWait } from './stylesheets';

/**
 * Registers every remote at the release discovery chooses for this browser (or the
 * config.json entry: pinned, or not released): the shell never needs a rebuild to move one.
 * Returns at once: the prerendered page hydrates while discovery is read, and each remote's
 * load waits for it (no remote loads before its release is registered).
 */
export function startFederation(config: RuntimeConfig): RemoteLoader {
  // Failures before discovery is read cannot name a release; they are logged only.
  let onFailure: (remote: string) => void = () => undefined;
  registerPlugins([
    retryPlugin(),
    fallbackPlugin((id, error) => {
      console.error(`[federation] ${id} failed to load`, error);
      onFailure(id.split('/')[0] ?? id);
    }),
  ]);
  const registered = startReleases(config).then((releases) => {
    onFailure = (remote) => releases.reportLoadFailure(remote);
  });
  const stylesheets = stylesheetWait();
  return async (id) => {
    await registered;
    const remote = await loadRemote(id);
    await stylesheets();
    return remote;
  };
}
