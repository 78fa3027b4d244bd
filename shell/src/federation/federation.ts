import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@healthwatch/contracts';
import { fallbackPlugin } from '../runtime-plugin/fallback';
import { retryPlugin } from '../runtime-plugin/retry';
import type { RemoteLoader } from '../remote-slot/remote-loader';

/** Registers every remote from config.json: the shell never needs a rebuild to move one. */
export function startFederation(config: RuntimeConfig): RemoteLoader {
  registerPlugins([
    retryPlugin(),
    fallbackPlugin((id, error) => console.error(`[federation] ${id} failed to load`, error)),
  ]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  return (id) => loadRemote(id);
}
